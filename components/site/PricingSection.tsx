import { PlanCards, PricingPoints } from '@components/common/PricingStory'
import { Heading, Text } from '@components/ui/typography'

import { PRICING_ANCHOR, PRICING_TEXTS } from '@/domain/pricing'

import { JoinButton } from './layout/JoinButton'

/** « Les formules », the same on the home page and on « Comment ça marche »: the plans, then how they fit together. */
export function PricingSection() {
  return (
    <section className="page-section" aria-labelledby={PRICING_ANCHOR}>
      <div className="site-container">
        <Heading as="h2" size="7" id={PRICING_ANCHOR}>
          {PRICING_TEXTS.heading}
        </Heading>
        <Text as="p" color="gray" mt="1" mb="5">
          {PRICING_TEXTS.founder}
        </Text>
        <PlanCards />
        <PricingPoints />
        <div style={{ marginTop: 'var(--space-5)' }}>
          <JoinButton location="plans" size="lg">
            Devenir membre fondateur
          </JoinButton>
        </div>
      </div>
    </section>
  )
}
