import { EmailConfirmation } from '@components/site/account/EmailConfirmation'
import { PageHeader } from '@components/site/PageHeader'
import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Text } from '@components/ui/typography'

import { pageUser } from '@/server/auth/pageSession'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.emailConfirmation),
  robots: { index: false },
}

export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [params, user] = await Promise.all([searchParams, pageUser()])
  return (
    <>
      <PageHeader title="Votre adresse e-mail" />
      <div className="page-section">
        <div className="site-container" style={{ maxWidth: 640 }}>
          {user ? (
            <EmailConfirmation token={emailedLinkToken(params)} />
          ) : (
            <Card>
              <Text as="p">
                Pour confirmer votre adresse, connectez-vous avec le compte qui a demandé ce lien, puis rouvrez-le depuis votre messagerie.
              </Text>
              <Text as="p" mt="3">
                <Link href="/login">Se connecter</Link>
              </Text>
            </Card>
          )}
        </div>
      </div>
    </>
  )
}
