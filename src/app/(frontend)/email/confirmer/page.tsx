import { emailConfirmationLink, SignInToConfirm } from '@components/site/account/EmailConfirmation'
import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'

import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { EMAIL_CONFIRMATION_TEXTS } from '@/domain/messages/accountTexts'
import { PAGE_SEO } from '@/domain/pageSeo'
import { pageUser } from '@/server/auth/pageSession'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.emailConfirmation),
  robots: { index: false },
}

/** Where the confirmation link leads: signed in as its account, the button confirms the address. */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [params, user] = await Promise.all([searchParams, pageUser()])
  const link = user ? emailConfirmationLink(emailedLinkToken(params)) : { form: <SignInToConfirm /> }
  return <MailedLinkPage title={EMAIL_CONFIRMATION_TEXTS.title} link={link} />
}
