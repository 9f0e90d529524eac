'use client'

import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { RadioCardsField } from '@components/ui/fields/RadioCardsField'
import { Flex, Text } from '@components/ui/typography'

import { usePendingAction } from '@/client/usePendingAction'
import { frenchLongDate } from '@/domain/applicationStatus'
import { priceLine } from '@/domain/billing/billingTexts'
import { CLOSE_LABEL, PLAN_SCREEN_TEXTS as TEXTS } from '@/domain/billing/membershipChangeTexts'
import type { MembershipView } from '@/domain/billing/membershipStates'
import { planName } from '@/domain/billing/memberTexts'
import type { PlanChoice } from '@/domain/billing/planChangeTexts'
import type { PlanChanged, PlanChangeOption } from '@/domain/billing/planChoices'
import { fill } from '@/domain/fill'

export type PlanChangeActions = {
  change: (choice: PlanChoice) => Promise<PlanChanged>
  /** The membership changed: read it again. */
  onChanged: () => void
  onError: (error: unknown) => void
}

const keyOf = (option: PlanChangeOption) => `${option.plan}:${option.interval}`

/** When the chosen plan counts, said before the member confirms: at once (prorated) or from the renewal. */
function whenItCounts(option: PlanChangeOption, membership: MembershipView): string {
  const price = priceLine(option.amountCents, option.interval)
  if (option.takesEffect === 'now' || !membership.nextChargeAt) return fill(TEXTS.now, { price })
  return fill(TEXTS.renewal, { price, date: frenchLongDate(membership.nextChargeAt) })
}

/** The choice among the other plans, what it means, and the confirmation. */
function ChangeForm({
  membership,
  options,
  actions,
  onDone,
}: {
  membership: MembershipView
  options: PlanChangeOption[]
  actions: PlanChangeActions
  onDone: (changed: PlanChanged) => void
}) {
  const form = useForm<{ plan: string }>({ defaultValues: { plan: keyOf(options[0]) } })
  const key = useWatch({ control: form.control, name: 'plan' })
  const chosen = options.find((option) => keyOf(option) === key) ?? options[0]
  const { pending, run } = usePendingAction(actions.onError)
  const confirm = () =>
    run(async () => {
      onDone(await actions.change({ plan: chosen.plan, interval: chosen.interval }))
      actions.onChanged()
    })
  return (
    <>
      <Text as="p" mb="3">
        {fill(TEXTS.current, { plan: planName(membership.plan), price: priceLine(membership.amountCents, membership.interval) })}
      </Text>
      <RadioCardsField
        control={form.control}
        name="plan"
        label={TEXTS.legend}
        options={options.map((option) => ({
          value: keyOf(option),
          label: (
            <>
              <Text as="span" weight="bold">
                {planName(option.plan)}
              </Text>
              <Text as="span" size="2">
                {priceLine(option.amountCents, option.interval)}
              </Text>
            </>
          ),
        }))}
        columns="1"
        selectedLabel={TEXTS.selected}
        disabled={pending}
      />
      <Text as="p" mt="3" weight="medium" aria-live="polite">
        {whenItCounts(chosen, membership)}
      </Text>
      <Flex gap="3" justify="end" wrap="wrap" mt="4">
        <Dialog.Close>
          <Button variant="outline">{TEXTS.keep}</Button>
        </Dialog.Close>
        <Button disabled={pending} aria-busy={pending || undefined} onClick={() => void confirm()}>
          {pending ? TEXTS.confirming : TEXTS.confirm}
        </Button>
      </Flex>
    </>
  )
}

/** What the change did, in a sentence. */
function doneText(changed: PlanChanged): string {
  const plan = planName(changed.membership.nextPlan?.plan ?? changed.membership.plan)
  if (changed.takesEffect === 'now') return fill(TEXTS.doneNow, { plan })
  return fill(TEXTS.doneRenewal, { plan, date: frenchLongDate(changed.effectiveAt) })
}

/**
 * « Changer de formule » in « Mon adhésion »: Essentiel ↔ Premium and monthly → annual at the
 * member's own prices (the server computed them, founder and under-27 rates kept). One click
 * opens the dialog, which says before the confirmation whether the new plan counts at once,
 * prorated by Stripe, or from the next renewal; a second confirms.
 */
export function ChangePlan({
  membership,
  options,
  actions,
}: {
  membership: MembershipView
  options: PlanChangeOption[]
  actions: PlanChangeActions
}) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState<PlanChanged | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  if (options.length === 0 && !open) return null
  const show = (next: boolean) => {
    setOpen(next)
    if (next) setDone(null)
  }
  return (
    <Flex direction="column" align="start" mt="4">
      <Button ref={opener} variant="outline" onClick={() => show(true)}>
        {TEXTS.open}
      </Button>
      <Dialog.Root open={open} onOpenChange={show}>
        <Dialog.Content title={TEXTS.title} returnFocusTo={opener}>
          {done ? (
            <>
              <Text as="p" role="status" mb="4">
                {doneText(done)}
              </Text>
              <Flex justify="end">
                <Dialog.Close>
                  <Button variant="outline">{CLOSE_LABEL}</Button>
                </Dialog.Close>
              </Flex>
            </>
          ) : options.length > 0 ? (
            <ChangeForm membership={membership} options={options} actions={actions} onDone={setDone} />
          ) : (
            <Text as="p">{TEXTS.none}</Text>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  )
}
