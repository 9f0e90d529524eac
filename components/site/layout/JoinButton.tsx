'use client'

import { Button, type ButtonSize } from '@components/ui/Button'
import { Link } from '@components/ui/Link'

import { type AnalyticsEvents, track } from '@/client/analytics'
import { useSessionUser } from '@/client/session'
import { isMember } from '@/domain/membership'
import { MEMBER_DINNERS_PATH } from '@/domain/memberSpace'
import { JOIN_LABEL, MEMBER_CALL } from '@/domain/ui'

type Location = AnalyticsEvents['signup_started']['location']

/** "Adhésion" call to action → /inscription (sends the start-of-sign-up event with its place); « Mes dîners » for a member, at the dinners of their space (« Mon espace » opens its top). */
export function JoinButton({
  location,
  children = JOIN_LABEL,
  size = 'default',
  onNavigate,
}: {
  location: Location
  children?: string
  size?: ButtonSize
  onNavigate?: () => void
}) {
  // A member has nothing to apply for: the call leads to their dinners instead.
  const session = useSessionUser()
  if (session.state === 'ready' && session.user && isMember(session.user)) {
    return (
      <Button asChild size={size}>
        <Link href={MEMBER_DINNERS_PATH} onClick={onNavigate}>
          {MEMBER_CALL}
        </Link>
      </Button>
    )
  }
  return (
    <Button asChild size={size}>
      <Link
        href="/inscription"
        onClick={() => {
          track('signup_started', { location })
          onNavigate?.()
        }}
      >
        {children}
      </Link>
    </Button>
  )
}
