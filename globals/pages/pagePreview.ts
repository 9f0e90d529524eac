import type { GlobalAdminOptions } from 'payload'

import { PAGE_PREVIEW } from '@/domain/contentTexts'
import { siteUrl } from '@/server/env'

/**
 * An editable page's edit view shows the page itself: « Voir la page » opens it, and Payload's live
 * preview frames it at a phone's and a desktop's width. The page renders again each time the
 * editors save (its RefreshRouteOnSave, components/site/content/LivePreviewRefresh.tsx).
 */
export function pagePreview(path: string): Pick<GlobalAdminOptions, 'livePreview' | 'components'> {
  return {
    livePreview: {
      url: () => new URL(path, siteUrl()).href,
      breakpoints: PAGE_PREVIEW.breakpoints.map((breakpoint) => ({ ...breakpoint })),
    },
    components: {
      elements: { beforeDocumentControls: [{ path: '/src/admin/fields/ViewPageLink#ViewPageLink', clientProps: { href: path } }] },
    },
  }
}
