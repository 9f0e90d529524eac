'use client'

import { Button } from '@payloadcms/ui'
import { useId } from 'react'

import { MEMBERSHIP_STATUS_KEYS, MEMBERSHIP_STATUSES, type MembershipStatus } from '@/domain/billing/membershipStates'
import { MEMBERSHIP_TEAM_TEXTS as TEXTS } from '@/domain/billing/teamTexts'
import { EXPORT_TEXTS, EXPORT_URLS } from '@/domain/exports'

/** The status filter, the accountant's export of what it shows, and, with billing on, the invitation. */
export function MembershipsToolbar({
  status,
  onStatus,
  invite,
}: {
  status: MembershipStatus | ''
  onStatus: (status: MembershipStatus | '') => void
  /** Absent while billing is off: nobody can be invited to pay. */
  invite?: { pending: boolean; disabled: boolean; onInvite: () => void }
}) {
  const id = useId()
  return (
    <div className="club-toolbar">
      <label className="club-field club-field--narrow" htmlFor={id}>
        <span className="club-field__label">{TEXTS.filter}</span>
        <select id={id} className="club-input" value={status} onChange={(event) => onStatus(event.target.value as MembershipStatus | '')}>
          <option value="">{TEXTS.allStatuses}</option>
          {MEMBERSHIP_STATUS_KEYS.map((key) => (
            <option key={key} value={key}>
              {MEMBERSHIP_STATUSES[key].label}
            </option>
          ))}
        </select>
      </label>
      <div className="club-toolbar__buttons">
        <Button
          el="anchor"
          url={EXPORT_URLS.memberships(status)}
          buttonStyle="secondary"
          size="small"
          margin={false}
          tooltip={EXPORT_TEXTS.membershipsHint}
        >
          {EXPORT_TEXTS.memberships}
        </Button>
        {invite ? (
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={invite.disabled}
            tooltip={TEXTS.inviteHint}
            onClick={invite.onInvite}
          >
            {invite.pending ? TEXTS.inviting : TEXTS.invite}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
