'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingKey } from '@/client/usePendingAction'
import type { TeamMembershipRow } from '@/domain/api/membership'
import { MEMBERSHIP_TEAM_TEXTS as TEXTS } from '@/domain/billing/teamTexts'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'

/**
 * The view's two actions: offering one member's membership (the dialog stays open with its reason
 * when the server refuses), and inviting the members approved before paid membership. Each, once
 * done, reloads the list and its counters.
 */
export function useMembershipActions(reload: () => void) {
  const [offering, setOffering] = useState<TeamMembershipRow | null>(null)
  const { pending, run } = usePendingKey<number | 'invite'>()

  const offer = (reason: string) => {
    const member = offering
    if (!member) return
    void run(
      member.memberId,
      async () => {
        await apiRequest('POST', `/api/admin/memberships/${member.memberId}/offer`, { reason })
        toast.success(fill(TEXTS.offered, { name: member.name || member.email }))
        setOffering(null)
        reload()
      },
      (error) => toast.error(TEXTS.offerFailed, { description: errorMessage(error) }),
    )
  }

  const invite = () =>
    void run(
      'invite',
      async () => {
        const { invited } = await apiRequest<{ invited: number }>('POST', '/api/admin/memberships/invite')
        toast.success(invited > 0 ? fillCount(TEXTS.invited, invited) : TEXTS.noneToInvite)
        reload()
      },
      (error) => toast.error(TEXTS.inviteFailed, { description: errorMessage(error) }),
    )

  return { offering, pending, open: setOffering, close: () => setOffering(null), offer, invite }
}
