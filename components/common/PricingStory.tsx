import { Badge } from '@components/ui/Badge'
import { Card } from '@components/ui/Card'
import { Heading, Text } from '@components/ui/typography'

import { PLANS } from '@/domain/plans'
import { planPrice, PRICING_POINTS, PRICING_TEXTS } from '@/domain/pricing'

/** The three plans as cards: the founder's price, the regular one struck through, what each includes. */
export function PlanCards() {
  return (
    <ul className="plan-grid">
      {PLANS.map((plan) => (
        <li key={plan.value} style={{ display: 'flex' }}>
          <Card style={{ flex: 1 }}>
            <Heading as="h3" size="5">
              {plan.label}
            </Heading>
            <Text as="p" size="6" weight="bold" mt="2">
              {planPrice(plan.value)}
            </Text>
            {plan.regularPrice !== null ? (
              <Text as="p" size="2">
                {PRICING_TEXTS.insteadOf} <span className="price-old">{plan.regularPrice} €</span>{' '}
                <Badge color="green">{PRICING_TEXTS.founderBadge}</Badge>
              </Text>
            ) : null}
            <ul>
              {plan.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  )
}

/**
 * What the subscription buys, who pays the meal, what the test costs, the commitment and the
 * payment: the same points, in the same words, wherever the site speaks of prices.
 */
export function PricingPoints({ compact = false }: { compact?: boolean }) {
  return (
    <dl className={`pricing-points${compact ? ' pricing-points--compact' : ''}`}>
      {PRICING_POINTS.map((point) => (
        <div key={point.title}>
          <dt>{point.title}</dt>
          <dd>{point.text}</dd>
        </div>
      ))}
    </dl>
  )
}
