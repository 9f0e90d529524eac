import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'
import { InvitationWelcome } from '@components/site/sponsorship/InvitationWelcome'

import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { SPONSORSHIP_ERRORS, SPONSORSHIP_TEXTS } from '@/domain/sponsorship'
import { outsideTransaction } from '@/server/db/transaction'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'
import { getSiteSettings } from '@/server/settings/siteSettings'
import { describeInvitation } from '@/server/sponsorship/invitations'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.sponsorInvitation),
  robots: { index: false },
}

/** Where an invitation's mail leads: who invites, and the way to the registration. Reading the link uses nothing. */
export default async function InvitationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = emailedLinkToken(await searchParams)
  const payload = await getPayloadClient()
  const view = token
    ? await describeInvitation(outsideTransaction(payload), token)
    : ({ state: 'refused', message: SPONSORSHIP_ERRORS.invitationInvalid } as const)
  if (view.state === 'refused') return <MailedLinkPage title={SPONSORSHIP_TEXTS.pageTitle} link={{ refused: view.message }} />
  const { brandName } = await getSiteSettings(payload)
  return (
    <MailedLinkPage
      title={SPONSORSHIP_TEXTS.pageTitle}
      link={{
        form: <InvitationWelcome sponsor={view.sponsor} brand={brandName} message={view.message} email={view.email} token={token} />,
      }}
    />
  )
}
