import { ResetPasswordForm } from '@components/site/account/ResetPasswordForm'
import { PageHeader } from '@components/site/PageHeader'

import { PAGE_SEO } from '@/domain/pageSeo'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.resetPassword),
  robots: { index: false },
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  return (
    <>
      <PageHeader title="Nouveau mot de passe" />
      <div className="page-section">
        <div className="site-container">
          <ResetPasswordForm token={typeof token === 'string' ? token : ''} />
        </div>
      </div>
    </>
  )
}
