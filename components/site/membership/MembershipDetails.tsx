'use client'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { Flex, Text } from '@components/ui/typography'

import type { Load } from '@/client/useLoad'
import { usePendingAction } from '@/client/usePendingAction'
import type { PaymentHistory as History } from '@/domain/api/payments'
import type { MembershipView } from '@/domain/billing/membershipStates'
import { MEMBER_BILLING_TEXTS as TEXTS } from '@/domain/billing/memberTexts'
import type { Offer } from '@/domain/billing/offers'

import { CancelMembership, type CancellationActions } from './CancelMembership'
import { MembershipChanges, type MembershipChangesProps } from './MembershipChanges'
import { MembershipFacts } from './MembershipFacts'
import { needsActivation } from './MembershipSummary'
import { OfferChooser } from './OfferChooser'
import { PaymentHistory } from './PaymentHistory'

/** Whether Stripe's customer portal has something to manage: a subscription, running or past. */
const hasPortal = (membership: MembershipView) =>
  membership.interval !== 'once' && membership.status !== 'to_activate' && membership.status !== 'offered'

export type MembershipActions = {
  /** Asks the server for a checkout page for this offer and goes there. */
  onChoose: (offer: Offer) => Promise<void>
  /** Asks the server for the customer portal and goes there. */
  onManage: () => Promise<void>
  onError: (error: unknown) => void
  /** « Résilier mon adhésion » and its undoing; none: the page shows no such function (a story). */
  cancellation?: CancellationActions
}

/**
 * The whole « Mon adhésion »: the facts, the offers while there is something to pay, Stripe's
 * portal (payment method, plan, cancellation) once subscribed, and the payments with their receipts.
 */
export function MembershipDetails({
  membership,
  offers,
  commitmentMonths,
  payments,
  actions,
  changes,
}: {
  membership: MembershipView
  offers: Offer[]
  commitmentMonths: number
  /** The payment history, read apart: its own loading and « Réessayer ». */
  payments: { load: Load<History>; onRetry: () => void }
  actions: MembershipActions
  /** « Changer de formule » and « Mettre en pause »; none: the page shows neither (a story). */
  changes?: MembershipChangesProps
}) {
  const portal = usePendingAction(actions.onError, { leaves: true })
  return (
    <Card>
      <MembershipFacts membership={membership} detailed />
      {changes ? <MembershipChanges membership={membership} changes={changes} /> : null}
      {needsActivation(membership) ? (
        <Flex direction="column" mt="5">
          <OfferChooser offers={offers} commitmentMonths={commitmentMonths} onChoose={actions.onChoose} onError={actions.onError} />
        </Flex>
      ) : null}
      {hasPortal(membership) ? (
        <>
          <Button
            variant="outline"
            mt="4"
            disabled={portal.pending}
            aria-busy={portal.pending || undefined}
            onClick={() => void portal.run(actions.onManage)}
          >
            {portal.pending ? TEXTS.opening : TEXTS.manage}
          </Button>
          <Text as="p" size="2" color="gray" mt="1">
            {TEXTS.manageHint}
          </Text>
        </>
      ) : null}
      {actions.cancellation ? <CancelMembership membership={membership} actions={actions.cancellation} /> : null}
      <PaymentHistory load={payments.load} onRetry={payments.onRetry} />
    </Card>
  )
}
