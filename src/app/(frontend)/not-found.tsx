import type { Metadata } from 'next'

import { ErrorScreen } from '@components/site/ErrorScreen'

import { ERROR_PAGES } from '@/domain/pages'
import { cachedSiteSettings } from '@/server/settings/cachedSiteSettings'

// Next itself marks a 404 noindex.
export const metadata: Metadata = { title: ERROR_PAGES.notFound.title }

/** Every unknown address of the site (see [...inconnu]) and every notFound(): a 404 in the site's layout. */
export default async function NotFound() {
  const { contactEmail } = await cachedSiteSettings()
  return <ErrorScreen {...ERROR_PAGES.notFound} contactEmail={contactEmail} />
}
