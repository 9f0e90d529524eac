import { ManifestoArt } from '@components/site/art/ManifestoArt'
import { LivePreviewRefresh } from '@components/site/content/LivePreviewRefresh'
import { RichText } from '@components/site/content/RichText'
import { JoinButton } from '@components/site/layout/JoinButton'
import { PageHeader } from '@components/site/PageHeader'

import { PAGE_SEO } from '@/domain/pageSeo'
import { contentPage } from '@/server/content/pages'
import { pageMetadata } from '@/server/seo'

export const metadata = pageMetadata(PAGE_SEO.manifesto)

export default async function ManifestePage() {
  const page = await contentPage('manifesto')
  return (
    <>
      <PageHeader kicker={page.kicker} title={page.title} art={<ManifestoArt />} image={page.artwork}>
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
      <LivePreviewRefresh />
    </>
  )
}
