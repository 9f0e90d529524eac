import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'

import { fill } from '@/domain/fill'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { SPONSORSHIP_ERRORS, SPONSORSHIP_PATHS, SPONSORSHIP_TEXTS } from '@/domain/sponsorship'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'
import { describeSecondSponsor } from '@/server/sponsorship/secondSponsor'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.secondSponsor),
  robots: { index: false },
}

/** Where a second sponsor's mail leads: the question, and the button that confirms. Reading the link changes nothing. */
export default async function SecondSponsorPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = emailedLinkToken(await searchParams)
  const view = token
    ? await describeSecondSponsor(await getPayloadClient(), token)
    : ({ state: 'refused', message: SPONSORSHIP_ERRORS.secondInvalid } as const)
  const link =
    view.state === 'valid'
      ? {
          action: {
            endpoint: SPONSORSHIP_PATHS.secondSponsorConfirm,
            token,
            question: fill(SPONSORSHIP_TEXTS.secondQuestion, { sponsor: view.sponsor, applicant: view.applicant }),
            label: SPONSORSHIP_TEXTS.secondButton,
          },
        }
      : { refused: view.message }
  return <MailedLinkPage title={SPONSORSHIP_TEXTS.secondTitle} link={link} />
}
