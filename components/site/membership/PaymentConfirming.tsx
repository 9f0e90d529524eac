import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { Heading, Text } from '@components/ui/typography'

import { CONFIRMING_TEXTS } from '@/domain/billing/memberTexts'

/**
 * Back from Stripe's checkout, before its webhook has made the membership active: the page asks
 * again by itself a few times; past that (`slow`), it says so and offers to ask once more.
 */
export function PaymentConfirming({ slow, onCheck }: { slow: boolean; onCheck: () => void }) {
  return (
    <Card>
      <Heading as="h2" size="5">
        {CONFIRMING_TEXTS.title}
      </Heading>
      <Text as="p" mt="2" role="status">
        {slow ? CONFIRMING_TEXTS.slow : CONFIRMING_TEXTS.body}
      </Text>
      {slow ? (
        <Button variant="outline" mt="3" onClick={onCheck}>
          {CONFIRMING_TEXTS.check}
        </Button>
      ) : null}
    </Card>
  )
}
