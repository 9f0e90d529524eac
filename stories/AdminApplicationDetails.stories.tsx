import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import type { ApplicationRecord } from '@/domain/api/applications'

import { AdminFrame } from './support/AdminFrame'
import {
  APPLICATION,
  APPROVED,
  REPORTED_BEFORE,
  REPORTED_BEFORE_UNCONFIRMED,
  REVERSED,
  SHARED_PHONE,
  SPONSORED,
  UNFINISHED,
} from './support/application'
import { AdminDialog } from '../components/admin/common/AdminDialog'
import { ApplicationDetails, DecisionBar } from '../components/admin/review/ApplicationDetails'

/** The 'Voir détails' dialog as the dashboard opens it: the answers, and the decision at its foot. */
function DetailsDialog({
  record,
  pending,
  onDecide,
  onReverse,
}: {
  record: ApplicationRecord
  pending: boolean
  onDecide: () => void
  onReverse: () => Promise<boolean>
}) {
  const [open, setOpen] = useState(true)
  return (
    <AdminDialog
      open={open}
      onClose={() => setOpen(false)}
      title={`Candidature de ${record.firstName} ${record.lastName}`}
      footer={<DecisionBar record={record} pending={pending} onDecide={onDecide} onReverse={onReverse} />}
    >
      <ApplicationDetails record={record} />
    </AdminDialog>
  )
}

/** The dialog's « L'essentiel » section. */
async function essentialsOf(title: string) {
  const dialog = within(await screen.findByRole('dialog', { name: title }))
  return within(dialog.getByRole('heading', { name: 'L’essentiel' }).closest('section') as HTMLElement)
}

const meta = {
  title: 'Admin/ApplicationDetails',
  component: DetailsDialog,
  decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>],
  args: { record: APPLICATION, pending: false, onDecide: fn(), onReverse: fn(async () => true) },
} satisfies Meta<typeof DetailsDialog>
export default meta
type Story = StoryObj<typeof meta>

export const PendingApplication: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Candidature de Camille Durand' })
    const details = within(dialog)
    for (const heading of [
      'L’essentiel',
      'Profil',
      'Formule',
      'Adresse',
      'Parcours',
      'Présentation',
      'Test de personnalité',
      'Informations alimentaires',
      'Inscription',
      'Décision',
    ]) {
      await expect(details.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(details.getByText('Culture & Créativité, Sport & Société, Monde & Géopolitique')).toBeVisible()
    await expect(details.getByText('Premium')).toBeVisible()
    await expect(details.getByText('Français, Anglais')).toBeVisible()
    // Each slider between its two French poles, with its value.
    const debate = details.getByText('J’aime débattre').closest('li') as HTMLElement
    await expect(within(debate).getByText('J’aime écouter')).toBeVisible()
    await expect(within(debate).getByText('2 sur 10')).toBeVisible()
    await expect(details.getByText('Approfondir un sujet')).toBeVisible()
    await expect(details.getByText('Groupe B (Premium)')).toBeVisible()
    await expect(details.getByText('Formulaire simplifié (A/B)')).toBeVisible()
    await expect(details.getByText('Pas de coriandre, merci.')).toBeVisible()
    await userEvent.type(details.getByLabelText('Notes (facultatives)'), 'Bienvenue !')
    await userEvent.click(details.getByRole('button', { name: 'Approuver' }))
    await expect(args.onDecide).toHaveBeenCalledWith('approve', 'Bienvenue !')
  },
}

/** Sponsored: « L’essentiel » opens on the sponsor, their word, their seniority and dinners, the second sponsor and a member's concern. */
export const Sponsored: Story = {
  args: { record: SPONSORED },
  play: async () => {
    const essentials = await essentialsOf('Candidature de Camille Durand')
    await expect(essentials.getByText('Parrainé·e par Claire Fontaine')).toBeVisible()
    // Testing Library folds no-break spaces into plain ones before matching.
    await expect(essentials.getByText(/membre depuis .* · 6 dîners/)).toBeVisible()
    await expect(essentials.getByText('Son mot : « Une amie de longue date, curieuse de tout. »')).toBeVisible()
    await expect(essentials.getByText('Marc Lenoir (confirmé)')).toBeVisible()
    await expect(essentials.getByText(/Propos vifs lors d’un débat public/)).toBeVisible()
  },
}

/** A report and absences kept after an erasure concern the address: « L’essentiel » says so, and nothing of them. */
export const ReportedBefore: Story = {
  args: { record: REPORTED_BEFORE },
  play: async () => {
    const essentials = await essentialsOf('Candidature de Hugo Revenu')
    await expect(essentials.getByText('Un signalement concerne une personne ayant cette adresse.')).toBeVisible()
    await expect(essentials.getByText('Des absences sans prévenir sont attachées à cette adresse.')).toBeVisible()
    await expect(
      essentials.getByText(
        /Une fois la candidature approuvée, les tables tiennent cette personne à l’écart de celle qui l’a signalée, et ces absences comptent comme les siennes\./,
      ),
    ).toBeVisible()
  },
}

/** The address is not confirmed yet: the dialog says that nothing follows the account until it is. */
export const ReportedBeforeUnconfirmed: Story = {
  args: { record: REPORTED_BEFORE_UNCONFIRMED },
  play: async () => {
    const essentials = await essentialsOf('Candidature de Hugo Revenu')
    await expect(essentials.getByText('Un signalement concerne une personne ayant cette adresse.')).toBeVisible()
    await expect(essentials.getByText(/rien n’est repris tant que la personne ne l’a pas confirmée/)).toBeVisible()
    await expect(essentials.queryByText(/Une fois la candidature approuvée/)).toBeNull()
  },
}

/** Only the phone number matches: the team is told, and that nothing is carried over on it. */
export const SharedPhone: Story = {
  args: { record: SHARED_PHONE },
  play: async () => {
    const essentials = await essentialsOf('Candidature de Basile Voisin')
    await expect(essentials.getByText('Des absences sans prévenir sont attachées à ce numéro de téléphone.')).toBeVisible()
    await expect(essentials.getByText(/rien n’est repris sur ce seul indice/)).toBeVisible()
  },
}

export const WithoutReport: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.queryByText(/Un signalement concerne/)).toBeNull()
    await expect(dialog.queryByText('Compte supprimé')).toBeNull()
  },
}

export const WhileSaving: Story = {
  args: { pending: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('button', { name: 'Enregistrement...' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Rejeter' })).toBeDisabled()
  },
}

export const AlreadyDecided: Story = {
  args: { record: APPROVED },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getByRole('status')).toHaveTextContent('Décidée par Équipe Admin le 21 novembre 2026')
    await expect(dialog.getByText('Bienvenue parmi nous !')).toBeVisible()
    await expect(dialog.queryByRole('button', { name: 'Approuver' })).toBeNull()
    await expect(dialog.getByRole('link', { name: 'Voir la fiche complète' })).toHaveAttribute(
      'href',
      `/admin/collections/users/${APPROVED.id}`,
    )
    // Reversal is offered here; « Candidature suivante » is the decision toast's, once the dialog has closed.
    await expect(dialog.getByRole('button', { name: 'Revenir sur la décision' })).toBeVisible()
    await expect(dialog.queryByRole('button', { name: 'Candidature suivante' })).toBeNull()
  },
}

export const ChangingTheDecision: Story = {
  args: { record: APPROVED },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.queryByRole('heading', { name: 'Historique des décisions' })).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: 'Revenir sur la décision' }))
    const form = within(dialog.getByRole('form', { name: 'Rejeter finalement cette candidature' }))
    await userEvent.click(form.getByRole('button', { name: 'Rejeter finalement' }))
    await expect(await form.findByText('Indiquez la raison de ce changement de décision.')).toBeVisible()
    await expect(args.onReverse).not.toHaveBeenCalled()
    await userEvent.type(form.getByLabelText(/^Raison du changement/), 'Candidature en double')
    await userEvent.click(form.getByRole('button', { name: 'Rejeter finalement' }))
    await waitFor(() => expect(args.onReverse).toHaveBeenCalledWith('reject', '', 'Candidature en double'))
    await waitFor(() => expect(dialog.queryByRole('form')).toBeNull())
  },
}

export const ChangedDecision: Story = {
  args: { record: REVERSED },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getByRole('heading', { name: 'Historique des décisions' })).toBeVisible()
    const entries = dialog.getAllByRole('listitem').filter((item) => /^(Approuvée|Rejetée) le/.test(item.textContent ?? ''))
    await expect(entries).toHaveLength(2)
    await expect(entries[0]).toHaveTextContent(/^Approuvée le 21 novembre 2026 par Équipe Admin/)
    await expect(entries[1]).toHaveTextContent(
      /Rejetée le 23 novembre 2026 par Léa Martin\s*Raison du changement\s:\sCandidature en double/,
    )
  },
}

export const UnfinishedRegistration: Story = {
  args: { record: UNFINISHED },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getByText('Inscription non terminée : aucune décision possible.')).toBeVisible()
    await expect(dialog.queryByRole('button', { name: 'Rejeter' })).toBeNull()
  },
}

/** Escape, a real key press, is checked end to end (tests/e2e/admin-review.spec.ts). */
export const CloseButton: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}
