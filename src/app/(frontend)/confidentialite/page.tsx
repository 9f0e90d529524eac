import { LegalArt } from '@components/site/art/LegalArt'
import { LivePreviewRefresh } from '@components/site/content/LivePreviewRefresh'
import { RichText } from '@components/site/content/RichText'
import { PageHeader } from '@components/site/PageHeader'

import { BILLING_PRIVACY } from '@/domain/billing/billingPrivacy'
import { PRIVACY_CONTACT } from '@/domain/contentTexts'
import { keptAfterErasurePrivacy } from '@/domain/keptAfterErasure'
import { PAGE_SEO } from '@/domain/pageSeo'
import { contentPage } from '@/server/content/pages'
import { pageMetadata } from '@/server/seo'
import { cachedSiteSettings } from '@/server/settings/cachedSiteSettings'

export const metadata = pageMetadata(PAGE_SEO.privacy)

export default async function PrivacyPage() {
  const [page, { contactEmail, noShowPolicy }] = await Promise.all([contentPage('privacy'), cachedSiteSettings()])
  // The site's own section, below the editors' text: a page saved before the section existed keeps
  // its own text (the seed only fills a page never saved), so written there it would reach no such site.
  const kept = keptAfterErasurePrivacy(noShowPolicy.windowMonths)
  return (
    <>
      <PageHeader kicker={page.kicker} title={page.title} art={<LegalArt />} image={page.artwork}>
        {page.intro ? <p>{page.intro}</p> : null}
      </PageHeader>
      <div className="page-section">
        <div className="site-container prose">
          <RichText data={page.body} className="" />
          <h2>{BILLING_PRIVACY.heading}</h2>
          {BILLING_PRIVACY.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h2>{kept.heading}</h2>
          {kept.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            {PRIVACY_CONTACT} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        </div>
      </div>
      <LivePreviewRefresh />
    </>
  )
}
