import { LegalArt } from '@components/site/art/LegalArt'
import { LivePreviewRefresh } from '@components/site/content/LivePreviewRefresh'
import { RichText } from '@components/site/content/RichText'
import { PageHeader } from '@components/site/PageHeader'
import { Heading } from '@components/ui/typography'

import { LEGAL_NOTICE } from '@/domain/contentTexts'
import { PAGE_SEO } from '@/domain/pageSeo'
import { contentPage } from '@/server/content/pages'
import { pageMetadata } from '@/server/seo'
import { cachedSiteSettings } from '@/server/settings/cachedSiteSettings'

export const metadata = pageMetadata(PAGE_SEO.legalNotice)

/** The publisher's facts come from the site settings (the law's list), the rest is the editors' text. */
export default async function LegalNoticePage() {
  const [page, { legal, contactEmail }] = await Promise.all([contentPage('legalNotice'), cachedSiteSettings()])
  const facts = [
    [LEGAL_NOTICE.publisher, legal.publisher],
    [LEGAL_NOTICE.address, legal.address],
    [LEGAL_NOTICE.registration, legal.registration],
    [LEGAL_NOTICE.director, legal.director],
  ] as const
  return (
    <>
      <PageHeader kicker={page.kicker} title={page.title} art={<LegalArt />} image={page.artwork} />
      <div className="page-section">
        <div className="site-container prose">
          <Heading as="h2" size="6">
            {LEGAL_NOTICE.publisherHeading}
          </Heading>
          <dl className="legal-facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>{LEGAL_NOTICE.contact}</dt>
              <dd>
                <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </dd>
            </div>
          </dl>
          <Heading as="h2" size="6">
            {LEGAL_NOTICE.hostHeading}
          </Heading>
          <p className="legal-host">{legal.host}</p>
          <RichText data={page.body} className="" />
        </div>
      </div>
      <LivePreviewRefresh />
    </>
  )
}
