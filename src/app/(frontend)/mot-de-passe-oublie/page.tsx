import { ForgotPasswordForm } from '@components/site/account/ForgotPasswordForm'
import { PageHeader } from '@components/site/PageHeader'

import { PAGE_SEO } from '@/domain/pageSeo'
import { pageMetadata } from '@/server/seo'

export const metadata = {
  ...pageMetadata(PAGE_SEO.forgotPassword),
  robots: { index: false },
}

export default function ForgotPasswordPage() {
  return (
    <>
      <PageHeader title="Mot de passe oublié">
        <p>Indiquez l’adresse de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
      </PageHeader>
      <div className="page-section">
        <div className="site-container">
          <ForgotPasswordForm />
        </div>
      </div>
    </>
  )
}
