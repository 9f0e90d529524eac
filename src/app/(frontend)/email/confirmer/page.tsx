import { EmailConfirmation } from '@components/site/account/EmailConfirmation'
import { PageHeader } from '@components/site/PageHeader'

import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata({ title: 'Confirmation de votre adresse e-mail', description: 'Confirmez votre adresse e-mail.', path: '/email/confirmer' }),
  robots: { index: false },
}

export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  return (
    <>
      <PageHeader title="Votre adresse e-mail" />
      <div className="page-section">
        <div className="site-container" style={{ maxWidth: 640 }}>
          <EmailConfirmation token={typeof token === 'string' ? token : ''} />
        </div>
      </div>
    </>
  )
}
