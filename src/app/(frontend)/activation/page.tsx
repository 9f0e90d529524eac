import { type MailedLink, MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'
import { ActivationForm } from '@components/site/membership/ActivationForm'

import { ACTIVATION_TEXTS } from '@/domain/billing/memberTexts'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { ACCOUNT_LINK } from '@/domain/pages'
import { PAGE_SEO } from '@/domain/pageSeo'
import { describeActivation } from '@/server/billing/member/activationView'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.activation),
  robots: { index: false },
}

/**
 * Where the approval mail's « Activer mon adhésion » leads: reading it changes nothing (mail
 * scanners follow links); the button posts the token with the member's choice and opens Stripe's
 * checkout. An expired or unknown link says so, and how to activate from the space instead.
 */
export default async function ActivationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = emailedLinkToken(await searchParams)
  const view = await describeActivation(await getPayloadClient(), token)
  const link: MailedLink =
    view.state === 'open'
      ? { form: <ActivationForm token={token} {...view} /> }
      : view.state === 'settled'
        ? { refused: ACTIVATION_TEXTS.alreadyActive, mySpace: ACTIVATION_TEXTS.mySpace }
        : {
            refused: ACTIVATION_TEXTS.refused,
            titles: { ok: ACTIVATION_TEXTS.title, failed: ACTIVATION_TEXTS.refusedTitle },
            mySpace: ACTIVATION_TEXTS.login,
            spaceHref: ACCOUNT_LINK.signIn.path,
          }
  return <MailedLinkPage title={ACTIVATION_TEXTS.title} link={link} />
}
