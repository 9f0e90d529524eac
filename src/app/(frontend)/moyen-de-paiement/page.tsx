import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'
import { PaymentMethodButton } from '@components/site/membership/PaymentMethodButton'

import { PAYMENT_METHOD_TEXTS } from '@/domain/billing/paymentTexts'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { ACCOUNT_LINK } from '@/domain/pages'
import { PAGE_SEO } from '@/domain/pageSeo'
import { paymentLinkValid } from '@/server/billing/payments/paymentMethodLink'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.paymentMethod),
  robots: { index: false },
}

/**
 * Where the failed-payment mails' « Mettre à jour mon moyen de paiement » leads: reading it changes
 * nothing; the button posts the signed token and opens Stripe's page on the payment method. An
 * expired or forged link says so, and how to do it from the member's space instead.
 */
export default async function PaymentMethodPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = emailedLinkToken(await searchParams)
  return (
    <MailedLinkPage
      title={PAYMENT_METHOD_TEXTS.title}
      link={
        paymentLinkValid(token)
          ? { form: <PaymentMethodButton token={token} /> }
          : {
              refused: PAYMENT_METHOD_TEXTS.refused,
              titles: { ok: PAYMENT_METHOD_TEXTS.title, failed: PAYMENT_METHOD_TEXTS.refusedTitle },
              mySpace: PAYMENT_METHOD_TEXTS.login,
              spaceHref: ACCOUNT_LINK.signIn.path,
            }
      }
    />
  )
}
