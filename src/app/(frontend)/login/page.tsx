import { LoginForm } from '@components/site/account/LoginForm'
import { PageHeader } from '@components/site/PageHeader'

import { PAGE_SEO } from '@/domain/pageSeo'
import { pageMetadata } from '@/server/seo'

export const metadata = {
  ...pageMetadata(PAGE_SEO.login),
  robots: { index: false },
}

export default function LoginPage() {
  return (
    <>
      <PageHeader title="Connexion">
        <p>Suivez votre candidature ou reprenez votre inscription là où vous l’aviez laissée.</p>
      </PageHeader>
      <div className="page-section">
        <div className="site-container">
          <LoginForm />
        </div>
      </div>
    </>
  )
}
