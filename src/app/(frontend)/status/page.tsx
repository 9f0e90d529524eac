import { StatusView } from '@components/site/account/StatusView'

import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata({ title: 'Ma candidature', description: 'Le statut de votre demande d’adhésion.', path: '/status' }),
  robots: { index: false },
}

/** The same HTML for everyone: the account is read by the browser (StatusView). */
export default function StatusPage() {
  return <StatusView />
}
