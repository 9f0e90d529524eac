import { Card } from '@components/ui/Card'
import { Heading, Text } from '@components/ui/typography'

import { PLAN_TEXTS, planAllowance, planLine, type PlanUsage } from '@/domain/dinners'
import type { PricingPlan } from '@/domain/plans'

/** « Ma formule »: the member's plan, and what it still allows this month. */
export function PlanSummary({ plan, usage }: { plan: PricingPlan | null; usage: PlanUsage }) {
  return (
    <Card mt="6" asChild>
      <section aria-labelledby="plan-title">
        <Heading as="h3" size="5" id="plan-title">
          {PLAN_TEXTS.heading}
        </Heading>
        {plan ? (
          <Text as="p" mt="2" weight="medium">
            {planLine(plan)}
          </Text>
        ) : null}
        <Text as="p" mt="1">
          {planAllowance(plan, usage)}
        </Text>
      </section>
    </Card>
  )
}
