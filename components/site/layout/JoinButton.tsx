'use client'

import Link from 'next/link'

import { Button, type ButtonSize } from '@components/ui/Button'

import { type AnalyticsEvents, track } from '@/client/analytics'
import { JOIN_LABEL } from '@/domain/ui'

type Location = AnalyticsEvents['signup_started']['location']

/** "Adhésion" call to action → /inscription; sends the start-of-sign-up event with its place. */
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
