import type { Server } from 'node:http'

import { processWide } from './processWide'

/**
 * How an instance stops when told to (SIGTERM from a container runtime on a deploy or a
 * scale-down, SIGINT from a terminal), in at most 25 s, under the 30 s a runtime waits before it
 * kills (compose.yaml's stop_grace_period, Kubernetes' default):
 * 1. the job queue takes no further job; a running one stops between two items (a mail round
 *    after the mail it is sending, and the round goes on at once on another instance); a job still
 *    running a second before the end of `jobs` is released, to run again elsewhere;
 * 2. the HTTP server takes no new connection; requests in flight get `requests` to finish;
 * 3. the process exits.
 * Requests are still served while the jobs finish: a proxy may send some until it notices.
 */
export const SHUTDOWN_GRACE_MS = { jobs: 20_000, requests: 5_000 }

/** A part's last second, to give back what is still running once its own grace is over; a part not stopped by then is left behind. */
const RELEASE_MS = 1_000

/**
 * Stops a part within `graceMs`; what it answers is run last, once the HTTP server has closed and
 * just before the process exits (the job queue gives back the jobs still running then: given back
 * earlier, a job finishing meanwhile in this process could complete the row another instance had
 * taken up).
 */
type Stop = (graceMs: number) => Promise<(() => Promise<void>) | void>

/** What must end before the process exits, by name (one value per process: the job queue registers from instrumentation, the server's script stops it). */
const beforeExit = () => processWide('stopBeforeExit', () => new Map<string, Stop>())

/** Registers a part of this process that the shutdown stops before the HTTP server (step 1). */
export function stopBeforeExit(name: string, stop: Stop): void {
  beforeExit().set(name, stop)
}

/** Whether `promise` settles within `ms`. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)))
  const settled = await Promise.race([promise.then(() => true), late])
  clearTimeout(timer)
  return settled
}

/** Stops accepting connections; closes each kept-alive one once idle, and any left after `graceMs`. */
function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs)
    // A kept-alive connection stays open after the response it was serving: close it once idle.
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    server.close(() => {
      clearTimeout(cutOff)
      clearInterval(idle)
      resolve()
    })
  })
}

/** Stops the process as above on SIGTERM or SIGINT (once: a second signal changes nothing). */
export function stopGracefullyOnSignals(server: Server): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const began = Date.now()
    console.log(`[server] ${signal}: stopping`)
    void (async () => {
      const last: Array<() => Promise<void>> = []
      await Promise.all(
        [...beforeExit()].map(async ([name, part]) => {
          const stopped = part(SHUTDOWN_GRACE_MS.jobs - RELEASE_MS).then(
            (finish) => void (finish && last.push(finish)),
            (error: unknown) => console.error(`[server] ${name} did not stop cleanly`, error),
          )
          if (!(await settlesWithin(stopped, SHUTDOWN_GRACE_MS.jobs))) console.error(`[server] ${name} did not stop in time`)
        }),
      )
      await closeServer(server, SHUTDOWN_GRACE_MS.requests)
      await settlesWithin(Promise.all(last.map((finish) => finish().catch(() => undefined))), RELEASE_MS)
      console.log(`[server] stopped in ${Date.now() - began} ms`)
      process.exit(0)
    })()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
