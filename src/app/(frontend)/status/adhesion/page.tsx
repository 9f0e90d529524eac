import { MembershipPage } from '@components/site/membership/MembershipPage'

import { PAYMENT_DONE_PARAM } from '@/domain/billing/memberTexts'
import type { SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.membership),
  robots: { index: false },
}

/** « Mon adhésion » whole; back from Stripe's checkout (`?paiement=ok`) it waits for the payment's confirmation. */
export default async function MembershipStatusPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const confirming = (await searchParams)[PAYMENT_DONE_PARAM.name] === PAYMENT_DONE_PARAM.value
  return <MembershipPage confirming={confirming} />
}
