import { eveningWorkerScript } from '@/server/serving/eveningWorker'

export const dynamic = 'force-static'

/** The evening screen's service worker (its scope: /soiree/). Checked again at each visit, never kept by a cache in between. */
export function GET(): Response {
  return new Response(eveningWorkerScript(), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}
