import { StatusView } from '@components/site/account/StatusView'

import { PAGE_SEO } from '@/domain/pageSeo'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.status),
  robots: { index: false },
}

/** The same HTML for everyone: the account is read by the browser (StatusView). */
export default function StatusPage() {
  return <StatusView />
}
