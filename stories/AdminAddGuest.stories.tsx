import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { type ComponentProps, useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { AddGuestDialog } from '../components/admin/dinners/guests/AddGuestDialog'
import type { CandidateSearch } from '../components/admin/dinners/guests/useTeamBooking'
import { TEAM_BOOKING_TEXTS } from '../src/domain/teamBookings'

const onAdd = fn()
const onQuery = fn()

const CANDIDATES = [
  { id: 41, name: 'Camille Arnaud', email: 'camille.arnaud@exemple.fr', company: 'Le Quotidien du Centre' },
  { id: 42, name: 'Jean-Baptiste de La Rochefoucauld-Montbel', email: 'jb.larochefoucauld@cabinet-conseil-strategie.example', company: '' },
]

/** The dialog as the dinner's page shows it, with the search it is told. */
function AddGuest({ search, pending = null }: { search: CandidateSearch; pending?: number | null }) {
  const [query, setQuery] = useState(search.state === 'idle' ? '' : 'cam')
  const props: ComponentProps<typeof AddGuestDialog> = {
    open: true,
    query,
    search,
    pending,
    onQuery: (value) => {
      onQuery(value)
      setQuery(value)
    },
    onAdd,
    onClose: fn(),
  }
  return <AddGuestDialog {...props} />
}

const meta = {
  title: 'Admin/Add a guest',
  component: AddGuest,
  decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>],
  args: { search: { state: 'idle' } },
} satisfies Meta<typeof AddGuest>
export default meta
type Story = StoryObj<typeof meta>

/** Opened: the field and what it searches, nothing found yet. */
export const Opened: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: TEAM_BOOKING_TEXTS.title }))
    await expect(dialog.getByLabelText('Rechercher un membre')).toHaveValue('')
    await expect(dialog.getByText(/^Par son nom, son e-mail ou son entreprise/)).toBeVisible()
    await expect(dialog.queryByRole('list')).toBeNull()
    await userEvent.type(dialog.getByLabelText('Rechercher un membre'), 'ca')
    await expect(onQuery).toHaveBeenLastCalledWith('ca')
  },
}

/** Members found: each with their address and company, and a button that names them. */
export const Found: Story = {
  args: { search: { state: 'found', candidates: CANDIDATES } },
  play: async () => {
    onAdd.mockClear()
    const dialog = within(await screen.findByRole('dialog', { name: TEAM_BOOKING_TEXTS.title }))
    const list = within(dialog.getByRole('list', { name: 'Membres trouvés' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(2)
    await expect(list.getByText('camille.arnaud@exemple.fr · Le Quotidien du Centre')).toBeVisible()
    await userEvent.click(list.getByRole('button', { name: 'Ajouter Camille Arnaud' }))
    await expect(onAdd).toHaveBeenCalledWith(CANDIDATES[0])
  },
}

/** One member being added: their button says so, the others wait. */
export const Adding: Story = {
  args: { search: { state: 'found', candidates: CANDIDATES }, pending: 41 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: TEAM_BOOKING_TEXTS.title }))
    await expect(dialog.getByRole('button', { name: 'Ajout... Camille Arnaud' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: /^Ajouter Jean-Baptiste/ })).toBeDisabled()
  },
}

/** Nobody matches, or the search failed: said in the dialog, for screen readers too. */
export const NoMatch: Story = {
  args: { search: { state: 'found', candidates: [] } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: TEAM_BOOKING_TEXTS.title }))
    await expect(dialog.getByRole('status')).toHaveTextContent('Aucun membre ne correspond.')
  },
}

export const Refused: Story = {
  args: { search: { state: 'failed', message: TEAM_BOOKING_TEXTS.queryTooShort } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: TEAM_BOOKING_TEXTS.title }))
    await expect(dialog.getByRole('status')).toHaveTextContent('Saisissez au moins deux lettres du nom, de l’e-mail ou de l’entreprise.')
  },
}
