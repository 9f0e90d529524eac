import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

import { GuestChip } from '../components/admin/dinners/GuestChip'
import { TableCard } from '../components/admin/dinners/TableCard'
import { TablesBoard } from '../components/admin/dinners/TablesBoard'
import { LANGUAGES } from '../src/domain/profile'
import { moveGuest } from '../src/domain/tables'
import { AdminFrame } from './support/AdminFrame'
import { demoDinner } from './support/tables'

const dinner = demoDinner()
const firstId = dinner.result.tables[0][0]
const guestView = { ...dinner.guests[firstId], traits: dinner.result.traits[firstId].map((trait) => trait.label) }

const meta = { title: 'Admin/Dinner tables', decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>] } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const onPin = fn()
const onMove = fn()

export const Guest: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: 360 }}>
      <GuestChip guest={guestView} table={0} tableCount={3} pinned={false} onPin={onPin} onMove={onMove} />
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(guestView.firstName)).toBeVisible()
    await expect(canvas.getByText(`${guestView.job} · ${guestView.sector}`)).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: 'Traits marquants' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2)
    await userEvent.click(canvas.getByRole('button', { name: `Épingler ${guestView.firstName} à la table 1` }))
    await expect(onPin).toHaveBeenCalledWith(firstId, true)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: `Déplacer ${guestView.firstName} vers une autre table` }), 'Table 3')
    await expect(onMove).toHaveBeenCalledWith(firstId, 2)
  },
}

export const PinnedGuest: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: 360 }}>
      <GuestChip guest={guestView} table={1} tableCount={3} pinned onPin={fn()} onMove={fn()} />
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Épinglé')).toBeVisible()
    await expect(canvas.getByRole('button', { name: `Désépingler ${guestView.firstName}` })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('combobox')).toBeDisabled()
  },
}

export const Table: Story = {
  render: () => (
    <div style={{ maxWidth: 380 }}>
      <TableCard index={0} report={dinner.result.reports[0]} bounds={{ min: 6, max: 8 }} names={{}}>
        {dinner.result.tables[0].map((id) => (
          <GuestChip
            key={id}
            guest={{ ...dinner.guests[id], traits: dinner.result.traits[id].map((trait) => trait.label) }}
            table={0}
            tableCount={3}
            pinned={false}
            onPin={fn()}
            onMove={fn()}
          />
        ))}
      </TableCard>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('region', { name: 'Table 1' }))
    await expect(table.getByText(`${dinner.result.tables[0].length} convives`)).toBeVisible()
    await expect(table.getByText('Diversité')).toBeVisible()
    await expect(table.getByText('Langue commune')).toBeVisible()
    const shared = dinner.result.reports[0].sharedLanguages
      .map((code) => LANGUAGES.find((language) => language.value === code)?.label)
      .join(', ')
    await expect(table.getByText(shared)).toBeVisible()
    await expect(table.getByText('Équilibre')).toBeVisible()
  },
}

function Board() {
  const [tables, setTables] = useState(dinner.result.tables)
  const [pinned, setPinned] = useState<Set<string>>(new Set())
  return (
    <TablesBoard
      input={dinner.input}
      guests={dinner.guests}
      tables={tables}
      pinned={pinned}
      bounds={{ min: 6, max: 8 }}
      onMove={(id, to) => setTables((current) => moveGuest(current, id, to))}
      onPin={(id, pin) => setPinned((current) => new Set(pin ? [...current, id] : [...current].filter((other) => other !== id)))}
    />
  )
}

export const Tables: Story = {
  render: () => <Board />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = within(canvas.getByRole('region', { name: 'Table 1' }))
    const before = dinner.result.tables[0].length
    const name = dinner.guests[firstId].firstName
    await userEvent.selectOptions(first.getByRole('combobox', { name: `Déplacer ${name} vers une autre table` }), 'Table 2')
    await expect(first.getByText(`${before - 1} convives`)).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Table 2' })).getByText(name)).toBeVisible()
  },
}

/** Without a pointer: Space takes the guest, an arrow carries them to the next table, Space drops them there. */
export const KeyboardDrag: Story = {
  render: () => <Board />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const guestId = dinner.result.tables[0][1]
    const name = dinner.guests[guestId].firstName
    const handle = within(canvas.getByRole('region', { name: 'Table 1' })).getByRole('button', {
      name: `Glisser ${name} vers une autre table`,
    })
    handle.focus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.keyboard(' ')
    await expect(within(canvas.getByRole('region', { name: 'Table 2' })).getByText(name)).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Table 1' })).queryByText(name)).toBeNull()
  },
}

/** Members who bring a guest take one more seat each: the table says so, and past its bounds warns. */
export const TableWithGuests: Story = {
  render: () => (
    <div style={{ maxWidth: 380 }}>
      <TableCard
        index={0}
        report={dinner.result.reports[0]}
        bounds={{ min: 6, max: dinner.result.tables[0].length }}
        names={{}}
        companions={2}
      >
        {dinner.result.tables[0].map((id) => (
          <GuestChip
            key={id}
            guest={{ ...dinner.guests[id], traits: [] }}
            table={0}
            tableCount={3}
            pinned={false}
            onPin={fn()}
            onMove={fn()}
          />
        ))}
      </TableCard>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('region', { name: 'Table 1' }))
    await expect(table.getByText(`${dinner.result.tables[0].length} convives + 2 invité(s)`)).toBeVisible()
    await expect(table.getByText(`Taille hors limites (6 à ${dinner.result.tables[0].length}, invités compris)`)).toBeVisible()
  },
}
