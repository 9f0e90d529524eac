import { ResetPasswordForm } from '@components/site/account/ResetPasswordForm'
import { PageHeader } from '@components/site/PageHeader'

import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.resetPassword),
  robots: { index: false },
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = emailedLinkToken(await searchParams)
  return (
    <>
      <PageHeader title="Nouveau mot de passe" />
      <div className="page-section">
        <div className="site-container">
          <ResetPasswordForm token={token} />
        </div>
      </div>
    </>
  )
}
