'use client'

import { type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@components/ui/Button'
import { RadioCardsField } from '@components/ui/fields/RadioCardsField'
import { Text } from '@components/ui/typography'

import { usePendingAction } from '@/client/usePendingAction'
import { priceLine } from '@/domain/billing/billingTexts'
import { PRICE_RATES } from '@/domain/billing/membershipStates'
import { OFFER_TEXTS, planName } from '@/domain/billing/memberTexts'
import type { Offer } from '@/domain/billing/offers'
import { fill } from '@/domain/fill'

const keyOf = (offer: Offer) => `${offer.plan}:${offer.interval}:${offer.rate}`

/** One offer's card: the plan and its rate, then its price tax included and how often. */
function OfferLabel({ offer }: { offer: Offer }) {
  return (
    <>
      <Text as="span" weight="bold">
        {planName(offer.plan)} · {PRICE_RATES[offer.rate]}
      </Text>
      <Text as="span" size="2">
        {priceLine(offer.amountCents, offer.interval)}
      </Text>
    </>
  )
}

/**
 * The offers the server computed for this member (the under-27 rate only when they are entitled
 * to it), the minimum commitment said before paying, and the button that opens Stripe's page:
 * `onChoose` asks the server for it and leaves, so the button stays pending until the page goes.
 */
export function OfferChooser({
  offers,
  commitmentMonths,
  onChoose,
  onError,
}: {
  offers: Offer[]
  commitmentMonths: number
  onChoose: (offer: Offer) => Promise<void>
  onError: (error: unknown) => void
}) {
  const form = useForm<{ offer: string }>({ defaultValues: { offer: offers[0] ? keyOf(offers[0]) : '' } })
  const key = useWatch({ control: form.control, name: 'offer' })
  const { pending, run } = usePendingAction(onError, { leaves: true })
  if (offers.length === 0) return <Text as="p">{OFFER_TEXTS.none}</Text>
  const chosen = offers.find((offer) => keyOf(offer) === key) ?? offers[0]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(() => onChoose(chosen))
  }
  return (
    <form onSubmit={submit} noValidate>
      <RadioCardsField
        control={form.control}
        name="offer"
        label={OFFER_TEXTS.legend}
        options={offers.map((offer) => ({ value: keyOf(offer), label: <OfferLabel offer={offer} /> }))}
        columns={offers.length > 1 ? '2' : '1'}
        selectedLabel={OFFER_TEXTS.selected}
        disabled={pending}
      />
      <Text as="p" mt="3">
        {chosen.interval === 'once' ? OFFER_TEXTS.testNoCommitment : fill(OFFER_TEXTS.commitment, { months: commitmentMonths })}
      </Text>
      <Text as="p" mt="2" size="2" color="gray">
        {OFFER_TEXTS.secure}
      </Text>
      <Button type="submit" size="lg" mt="4" disabled={pending} aria-busy={pending || undefined}>
        {pending ? OFFER_TEXTS.paying : OFFER_TEXTS.pay}
      </Button>
    </form>
  )
}
