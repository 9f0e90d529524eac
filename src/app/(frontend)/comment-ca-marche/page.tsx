import { StepsArt } from '@components/site/art/StepsArt'
import { LivePreviewRefresh } from '@components/site/content/LivePreviewRefresh'
import { RichText } from '@components/site/content/RichText'
import { NextDinnersSection } from '@components/site/dinners/NextDinners'
import { PageHeader } from '@components/site/PageHeader'
import { PricingSection } from '@components/site/PricingSection'
import { Accordion } from '@components/ui/Accordion'
import { Card } from '@components/ui/Card'
import { Heading, Text } from '@components/ui/typography'

import { stepsHeading } from '@/domain/contentTexts'
import { PAGE_SEO } from '@/domain/pageSeo'
import { type ContentPage, contentPage } from '@/server/content/pages'
import { nextDinners } from '@/server/dinners/booking/listing'
import { pageMetadata } from '@/server/seo'

export const metadata = pageMetadata(PAGE_SEO.howItWorks)

type HowItWorks = ContentPage<'howItWorks'>

/** The steps an editor wrote, numbered. */
function StepsSection({ steps }: { steps: HowItWorks['steps'] }) {
  return (
    <section className="page-section" aria-labelledby="steps-title">
      <div className="site-container">
        <Heading as="h2" size="7" id="steps-title" mb="5">
          {stepsHeading(steps.length)}
        </Heading>
        <ol className="steps feature-grid">
          {steps.map((step, index) => (
            <li key={step.id ?? index} style={{ display: 'flex' }}>
              <Card style={{ flex: 1 }}>
                <Text as="p" size="2" color="gray" weight="medium">
                  Étape {index + 1}
                </Text>
                <Heading as="h3" size="4" mt="1">
                  {step.title}
                </Heading>
                <Text as="div" mt="2">
                  <RichText data={step.text} className="prose prose--compact" />
                </Text>
              </Card>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

export default async function HowItWorksPage() {
  const [page, dinners] = await Promise.all([contentPage('howItWorks'), nextDinners()])
  return (
    <>
      <PageHeader kicker={page.kicker} title={page.title} art={<StepsArt />} image={page.artwork}>
        {page.intro ? <p>{page.intro}</p> : null}
      </PageHeader>

      <StepsSection steps={page.steps} />

      <NextDinnersSection dinners={dinners} />

      <PricingSection />

      <section className="page-section" aria-labelledby="faq-title">
        <div className="site-container" style={{ maxWidth: 800 }}>
          <Heading as="h2" size="7" id="faq-title" mb="4">
            Questions fréquentes
          </Heading>
          <Accordion
            items={(page.faq ?? []).map((item, index) => ({
              id: item.id ?? String(index),
              title: item.question,
              content: <RichText data={item.answer} className="prose prose--compact" />,
            }))}
          />
        </div>
      </section>
      <LivePreviewRefresh />
    </>
  )
}
