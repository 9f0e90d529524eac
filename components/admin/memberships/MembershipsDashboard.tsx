'use client'

import { Banner } from '@payloadcms/ui'
import { useState } from 'react'

import type { TeamMemberships } from '@/domain/api/membership'
import type { MembershipStatus } from '@/domain/billing/membershipStates'
import { membershipsUrl } from '@/domain/billing/teamMemberships'
import { MEMBERSHIP_TEAM_TEXTS as TEXTS } from '@/domain/billing/teamTexts'

import { AccountingExportPanel } from './AccountingExportPanel'
import { MembershipsTable } from './MembershipsTable'
import { MembershipStats } from './MembershipStats'
import { MembershipsToolbar } from './MembershipsToolbar'
import { OfferMembershipDialog } from './OfferMembershipDialog'
import { useMembershipList } from './useMembershipList'
import { useMembershipActions } from './useMemberships'
import { PagedResults } from '../common/PagedResults'

/** /admin/adhesions (DESIGN §14): who has paid, the revenue, and the team's two gestures. */
export function MembershipsDashboard({ initial }: { initial: { url: string; answer: TeamMemberships } }) {
  const billingOn = initial.answer.billing
  const [status, setStatus] = useState<MembershipStatus | ''>('')
  const [pageNumber, setPageNumber] = useState(1)
  const { list, totals } = useMembershipList(membershipsUrl(status, pageNumber), initial)
  const actions = useMembershipActions(list.reload)
  return (
    <div className="club-memberships">
      <header className="club-view__header">
        <h1 className="club-view__title">{TEXTS.title}</h1>
        <p className="club-view__intro">{TEXTS.intro}</p>
      </header>
      {billingOn ? null : (
        <Banner type="info">
          <strong>{TEXTS.billingOffTitle}</strong> {TEXTS.billingOff}
        </Banner>
      )}
      <MembershipStats totals={totals} />
      <MembershipsToolbar
        status={status}
        onStatus={(next) => {
          setStatus(next)
          setPageNumber(1)
        }}
        invite={
          billingOn ? { pending: actions.pending === 'invite', disabled: actions.pending !== null, onInvite: actions.invite } : undefined
        }
      />
      <PagedResults list={list} texts={{ loading: TEXTS.loading, failed: TEXTS.loadFailed, empty: TEXTS.empty }} onPage={setPageNumber}>
        {(rows) => (
          <MembershipsTable
            memberships={rows}
            pending={typeof actions.pending === 'number' ? actions.pending : null}
            onOffer={actions.open}
          />
        )}
      </PagedResults>
      {billingOn ? <AccountingExportPanel /> : null}
      <OfferMembershipDialog
        member={actions.offering ? { name: actions.offering.name || actions.offering.email } : null}
        pending={actions.pending !== null}
        onOffer={actions.offer}
        onClose={actions.close}
      />
    </div>
  )
}
