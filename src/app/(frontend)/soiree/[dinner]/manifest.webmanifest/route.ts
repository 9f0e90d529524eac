import { EVENING_PATH, EVENING_TEXTS, eveningPath } from '@/domain/evening'
import { parseId } from '@/server/http/body'
import { cachedSiteSettings } from '@/server/settings/cachedSiteSettings'

export const dynamic = 'force-dynamic'

/** What lets a host add a dinner's evening screen to their phone's home screen: its name, icons and colours (nothing private). */
export async function GET(_req: Request, { params }: { params: Promise<{ dinner: string }> }): Promise<Response> {
  const id = parseId((await params).dinner)
  if (id === null) return new Response(null, { status: 404 })
  const { brandName } = await cachedSiteSettings()
  const manifest = {
    name: `${EVENING_TEXTS.title} · ${brandName}`,
    short_name: EVENING_TEXTS.title,
    lang: 'fr',
    start_url: eveningPath(id),
    scope: `${EVENING_PATH}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1f1f1f',
    icons: [
      { src: '/soiree-icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/soiree-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
