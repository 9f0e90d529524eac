import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'

import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { OFFER_TEXTS } from '@/domain/waitlistOffers'
import { describeOffer } from '@/server/dinners/booking/waitlistOfferAnswers'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.waitlistOffer),
  robots: { index: false },
}

/** Where a waitlist offer's link leads: reading it changes nothing, the button accepts the seat. */
export default async function WaitlistOfferPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const secret = emailedLinkToken(await searchParams)
  const view = secret
    ? await describeOffer(await getPayloadClient(), secret)
    : ({ state: 'invalid', message: OFFER_TEXTS.invalid } as const)
  const link =
    view.state === 'open'
      ? { action: { endpoint: '/api/waitlist-offers/accept', token: secret, question: view.question, label: OFFER_TEXTS.accept } }
      : { refused: view.message }
  return <MailedLinkPage title={OFFER_TEXTS.title} link={link} />
}
