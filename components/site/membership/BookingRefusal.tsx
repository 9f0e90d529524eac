'use client'

import { useEffect, useRef } from 'react'

import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import { BOOKING_REFUSAL_TEXTS, MEMBERSHIP_PATH } from '@/domain/billing/memberTexts'

/**
 * A booking the server refused because the membership is not active: its French reason, as the
 * 403 said it, and the way to activate the membership, which a toast could not hold. It takes the
 * focus when it appears, so that the keyboard is one Tab away from « Activer mon adhésion ».
 */
export function BookingRefusal({ message }: { message: string }) {
  const card = useRef<HTMLDivElement>(null)
  useEffect(() => {
    card.current?.focus()
  }, [message])
  return (
    <div role="alert" ref={card} tabIndex={-1}>
      <Card mt="3">
        <Heading as="h3" size="4">
          {BOOKING_REFUSAL_TEXTS.title}
        </Heading>
        <Text as="p" mt="2">
          {message}
        </Text>
        <Text as="p" mt="2" weight="bold">
          <Link href={MEMBERSHIP_PATH}>{BOOKING_REFUSAL_TEXTS.action}</Link>
        </Text>
      </Card>
    </div>
  )
}
