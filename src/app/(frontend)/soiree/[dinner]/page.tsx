import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'

import { EveningView } from '@components/site/evening/EveningView'

import { EVENING_TEXTS, eveningManifestPath } from '@/domain/evening'
import { parseId } from '@/server/http/body'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ dinner: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const id = parseId((await params).dinner)
  return {
    title: EVENING_TEXTS.title,
    robots: { index: false, follow: false },
    ...(id === null ? {} : { manifest: eveningManifestPath(id) }),
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The screen has its own colours in both schemes (site.css, .evening): a host reads it in a dark room as in the street.
  colorScheme: 'light dark',
}

/**
 * The host's screen at the door. The same HTML for everyone, with nothing private in it: the
 * browser reads the guests (and the host's rights are checked there, by the API), so that the
 * service worker may keep the page for the evening offline.
 */
export default async function EveningPage({ params }: Params) {
  const id = parseId((await params).dinner)
  if (id === null) notFound()
  return <EveningView dinnerId={id} />
}
