import { Text } from '@components/ui/typography'

import { frenchLongDate } from '@/domain/applicationStatus'
import { priceLine } from '@/domain/billing/billingTexts'
import { PLAN_SCREEN_TEXTS } from '@/domain/billing/membershipChangeTexts'
import type { MembershipView } from '@/domain/billing/membershipStates'
import { planName } from '@/domain/billing/memberTexts'
import type { PlanChangeOption } from '@/domain/billing/planChoices'
import { fill } from '@/domain/fill'

import { ChangePlan, type PlanChangeActions } from './ChangePlan'
import { type PauseActions, PauseMembership } from './PauseMembership'

/** What « Mon adhésion » needs to offer a pause and a change of plan. */
export type MembershipChangesProps = {
  /** Why the server would refuse a pause now; null: it would accept, or there is nothing to pause. */
  pauseRefusal: string | null
  planChanges: PlanChangeOption[]
  pause: Omit<PauseActions, 'onChanged' | 'onError'>
  plan: Omit<PlanChangeActions, 'onChanged' | 'onError'>
  onChanged: () => void
  onError: (error: unknown) => void
}

/** A cheaper plan chosen for the next renewal: from when, which, at what price. */
function PendingPlan({ next }: { next: NonNullable<MembershipView['nextPlan']> }) {
  return (
    <Text as="p" mt="2" weight="medium">
      {fill(PLAN_SCREEN_TEXTS.pending, {
        date: frenchLongDate(next.from),
        plan: planName(next.plan),
        price: priceLine(next.amountCents, next.interval),
      })}
    </Text>
  )
}

/**
 * The member's own changes to a running membership, under its facts: a cheaper plan waiting for
 * the renewal, « Changer de formule », and « Mettre en pause » (or why it is not possible, or
 * until when it is paused).
 */
export function MembershipChanges({ membership, changes }: { membership: MembershipView; changes: MembershipChangesProps }) {
  const { onChanged, onError } = changes
  return (
    <>
      {membership.nextPlan ? <PendingPlan next={membership.nextPlan} /> : null}
      <ChangePlan membership={membership} options={changes.planChanges} actions={{ ...changes.plan, onChanged, onError }} />
      <PauseMembership membership={membership} refusal={changes.pauseRefusal} actions={{ ...changes.pause, onChanged, onError }} />
    </>
  )
}
