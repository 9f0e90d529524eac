'use client'

import { Heading } from '@components/ui/typography'

import { MEMBER_BILLING_TEXTS as TEXTS } from '@/domain/billing/memberTexts'
import { MEMBER_SPACE_SECTIONS } from '@/domain/memberSpace'

import { MembershipSummary } from './MembershipSummary'
import { useMembership } from './useMembership'
import { LoadStatus } from '../LoadStatus'

/**
 * « Mon adhésion » in the member's space (/status): its state, plan, price and next charge, and the
 * way to activate it or see it whole. Nothing while billing is off: there is no membership then.
 */
export function MembershipSection() {
  const { load, retry } = useMembership(false)
  if (load.state === 'ready' && (!load.data.billing || load.data.membership === null)) return null
  return (
    <section className="member-dinners" id={MEMBER_SPACE_SECTIONS.membership.id} aria-labelledby="membership-title">
      <Heading as="h2" size="6" id="membership-title">
        {TEXTS.heading}
      </Heading>
      <LoadStatus load={load} loadingText={TEXTS.loading} height="8rem" onRetry={retry} />
      {load.state === 'ready' && load.data.membership ? <MembershipSummary membership={load.data.membership} /> : null}
    </section>
  )
}
