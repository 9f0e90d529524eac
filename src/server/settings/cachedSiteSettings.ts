import type { SiteSettingsValues } from '@/domain/api/siteSettings'

import { CACHE_TAGS, cachedByTag } from '../cache'
import { getPayloadClient } from '../payload'
import { getSiteSettings } from './siteSettings'

/**
 * For pages: the settings from Next's data cache, expired by the SiteSettings hook. Apart from
 * getSiteSettings because it reaches the process-wide Payload client, which hooks never may.
 */
export async function cachedSiteSettings(): Promise<SiteSettingsValues> {
  return cachedByTag(CACHE_TAGS.siteSettings, 'site-settings', async () => getSiteSettings(await getPayloadClient()))()
}
