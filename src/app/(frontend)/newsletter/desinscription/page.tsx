import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'

import { fill } from '@/domain/fill'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { NEWSLETTER_PATHS, NEWSLETTER_TEXTS } from '@/domain/newsletter'
import { PAGE_SEO } from '@/domain/pageSeo'
import { describeUnsubscribeLink } from '@/server/newsletter/subscription'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.newsletterUnsubscribe),
  robots: { index: false },
}

/** Where the newsletter's « Se désinscrire » leads: opening the link changes nothing, the button does. */
export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const secret = emailedLinkToken(await searchParams)
  const view = secret
    ? await describeUnsubscribeLink(await getPayloadClient(), secret)
    : ({ state: 'invalid', message: NEWSLETTER_TEXTS.invalidLink } as const)
  const link =
    view.state === 'valid'
      ? {
          action: {
            endpoint: NEWSLETTER_PATHS.oneClick,
            token: secret,
            question: fill(NEWSLETTER_TEXTS.pageQuestion, { address: view.email }),
            label: NEWSLETTER_TEXTS.pageButton,
          },
        }
      : { refused: view.message }
  return <MailedLinkPage title={NEWSLETTER_TEXTS.pageTitle} link={link} />
}
