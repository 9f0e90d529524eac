import { JoinButton } from '@components/site/layout/JoinButton'
import { RichText } from '@components/site/content/RichText'
import { PageHeader } from '@components/site/PageHeader'

import { contentPage } from '@/server/content/pages'
import { pageMetadata } from '@/server/seo'

export const metadata = pageMetadata({
  title: 'Manifeste',
  description: 'Réfléchir ensemble, autour d’une table, en confiance : le manifeste du cercle et de ses dîners-débats.',
  path: '/manifeste',
})

export default async function ManifestePage() {
  const page = await contentPage('manifesto')
  return (
    <>
      <PageHeader kicker={page.kicker} title={page.title}>
        {page.intro ? <p>{page.intro}</p> : null}
      </PageHeader>
      <div className="page-section">
        <div className="site-container">
          <RichText data={page.body} />
          <div style={{ marginTop: 'var(--space-6)' }}>
            <JoinButton location="manifesto" size="lg">
              Devenir membre fondateur
            </JoinButton>
          </div>
        </div>
      </div>
    </>
  )
}
