import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import type { MembershipView } from '@/domain/billing/membershipStates'
import { PAUSE_ERRORS } from '@/domain/billing/pauseTexts'
import type { PausePreview } from '@/domain/billing/pauseTexts'
import type { PlanChangeOption } from '@/domain/billing/planChoices'

import { activeMembership } from './support/membership'
import { MembershipChanges, type MembershipChangesProps } from '../components/site/membership/MembershipChanges'

const active = activeMembership
const essential: MembershipView = { ...active, plan: 'essential', amountCents: 2300, lastPaymentCents: 2300 }
const paused: MembershipView = { ...active, status: 'paused', nextChargeAt: null, pausedUntil: '2027-03-05T10:00:00Z' }

const preview = (months: number): PausePreview => ({
  months,
  resumesAt: `2027-0${months + 1}-05T10:00:00Z`,
  cancelled: [{ dinnerId: 4, title: 'Que reste-t-il du débat public ?', startsAt: '2027-01-21T19:00:00Z' }],
  kept: [],
})

const toPremium: PlanChangeOption = { plan: 'premium', interval: 'month', rate: 'founder', amountCents: 7900, takesEffect: 'now' }
const toEssential: PlanChangeOption = { plan: 'essential', interval: 'month', rate: 'founder', amountCents: 2300, takesEffect: 'renewal' }

const changes = (overrides: Partial<MembershipChangesProps> = {}): MembershipChangesProps => ({
  pauseRefusal: null,
  planChanges: [toEssential],
  pause: {
    preview: fn(async (months: number) => preview(months)),
    confirm: fn(async (months: number) => ({ ...paused, pausedUntil: preview(months).resumesAt })),
  },
  plan: {
    change: fn(async ({ plan }) => ({
      membership:
        plan === 'premium'
          ? { ...active }
          : { ...active, nextPlan: { plan, amountCents: 2300, interval: 'month' as const, from: active.nextChargeAt ?? '' } },
      takesEffect: plan === 'premium' ? ('now' as const) : ('renewal' as const),
      effectiveAt: plan === 'premium' ? '2026-12-20T10:00:00Z' : (active.nextChargeAt ?? ''),
    })),
  },
  onChanged: fn(),
  onError: fn(),
  ...overrides,
})

const meta = {
  title: 'Site/Mon adhésion/Pause et formule',
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The dialog, once its fade-in is over. */
async function openDialog(canvasElement: HTMLElement, button: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }))
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog')
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}

/** Two clicks and a choice: the months, the date it resumes, the dinner cancelled with its mail, then the confirmation. */
export const Pause: Story = {
  render: function Render() {
    const props = changes()
    return <MembershipChanges membership={active} changes={props} />
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Mettre en pause')
    await expect(await dialog.findByText('Votre adhésion reprendra d’elle-même le 5 février 2027.')).toBeVisible()
    await userEvent.click(dialog.getByRole('radio', { name: /2 mois/ }))
    await expect(await dialog.findByText('Votre adhésion reprendra d’elle-même le 5 mars 2027.')).toBeVisible()
    await expect(dialog.getByText(/seront annulés, et vous recevrez l’e-mail d’annulation/)).toBeVisible()
    await expect(dialog.getByText(/Que reste-t-il du débat public \?, 21 janvier 2027/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer la pause' }))
    await expect(await dialog.findByText('Votre adhésion est en pause jusqu’au 5 mars 2027.')).toBeVisible()
  },
}

/** Paused: until when, and that it resumes by itself with a mail a week before. */
export const Paused: Story = {
  render: () => <MembershipChanges membership={paused} changes={changes({ planChanges: [] })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('En pause jusqu’au 5 mars 2027')).toBeVisible()
    await expect(canvas.getByText(/reprendra d’elle-même ce jour-là ; vous recevrez un e-mail 7 jours avant/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Mettre en pause' })).toBeNull()
  },
}

/** An annual plan: the button stays, disabled, with the reason beside it. */
export const PauseUnavailable: Story = {
  render: () => (
    <MembershipChanges
      membership={{ ...active, interval: 'year', amountCents: 79000 }}
      changes={changes({ pauseRefusal: PAUSE_ERRORS.annual, planChanges: [] })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = canvas.getByRole('button', { name: 'Mettre en pause' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(/^Pause indisponible\s: La pause vaut pour les adhésions mensuelles/)
  },
}

/** An upgrade: said to count at once, prorated, before the confirmation. */
export const Upgrade: Story = {
  render: function Render() {
    return <MembershipChanges membership={essential} changes={changes({ planChanges: [toPremium] })} />
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Changer de formule')
    await expect(dialog.getByText('Votre formule actuelle : Essentiel · 23 € par mois TTC')).toBeVisible()
    await expect(dialog.getByText(/^Prend effet aujourd’hui.*au prorata.*puis 79 € par mois TTC/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer le changement' }))
    await expect(await dialog.findByText('C’est fait : vous êtes passé à la formule Premium.')).toBeVisible()
  },
}

/** A downgrade: said to wait for the renewal; once chosen, « Mon adhésion » shows it waiting. */
export const Downgrade: Story = {
  render: () => <MembershipChanges membership={active} changes={changes()} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Changer de formule')
    await expect(dialog.getByText(/^Prend effet à votre prochain renouvellement, le 5 janvier 2027.*puis 23 € par mois TTC/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer le changement' }))
    await expect(await dialog.findByText('C’est noté : la formule Essentiel prendra effet le 5 janvier 2027.')).toBeVisible()
  },
}

/** A cheaper plan chosen for the renewal, shown under the plan paid. */
export const PendingDowngrade: Story = {
  render: () => (
    <MembershipChanges
      membership={{ ...active, nextPlan: { plan: 'essential', amountCents: 2300, interval: 'month', from: '2027-01-05T10:00:00Z' } }}
      changes={changes({ planChanges: [] })}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('À partir du 5 janvier 2027, Essentiel à 23 € par mois TTC')).toBeVisible()
  },
}
