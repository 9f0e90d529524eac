import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { demoDinner } from './support/tables'
import { GuestChip } from '../components/admin/dinners/tables/GuestChip'
import { TableCard } from '../components/admin/dinners/tables/TableCard'
import { TablesBoard } from '../components/admin/dinners/tables/TablesBoard'
import { LANGUAGES } from '../src/domain/profile'
import { moveGuest, seatGuest } from '../src/domain/tables'

const dinner = demoDinner()
const firstId = dinner.result.tables[0][0]
const guestView = { ...dinner.guests[firstId], traits: dinner.result.traits[firstId].map((trait) => trait.label) }

/** The chips of `ids` at table `table` (traits shown or not), as the board lists them. */
function chips(ids: string[], table: number, withTraits = true) {
  return ids.map((id) => (
    <GuestChip
      key={id}
      guest={{ ...dinner.guests[id], traits: withTraits ? dinner.result.traits[id].map((trait) => trait.label) : [] }}
      table={table}
      tableCount={3}
      pinned={false}
      onPin={fn()}
      onMove={fn()}
    />
  ))
}

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
        {chips(dinner.result.tables[0], 0)}
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

/**
 * After late changes: the tables stay as they were, a guest who left leaves a marked empty seat at
 * table 1, and a guest booked since waits above the tables, highlighted, until placed.
 */
function LateBoard() {
  const [arrival] = dinner.result.tables[1].slice(-1)
  const [tables, setTables] = useState(dinner.result.tables.map((table) => table.filter((id) => id !== arrival)))
  const arrivals = tables.flat().includes(arrival) ? [] : [arrival]
  return (
    <TablesBoard
      input={dinner.input}
      guests={dinner.guests}
      tables={tables}
      pinned={new Set()}
      bounds={{ min: 6, max: 8 }}
      onMove={(id, to) => setTables((current) => seatGuest(current, id, to))}
      onPin={fn()}
      arrivals={arrivals}
      vacated={[arrivals.length > 0 ? ['Claire Dupont'] : [], [], []]}
    />
  )
}

/** The arrival is placed by the keyboard path of the drag: Space, an arrow to the first table, Space (or by its menu). */
export const LateArrival: Story = {
  render: () => <LateBoard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [arrival] = dinner.result.tables[1].slice(-1)
    const name = dinner.guests[arrival].firstName
    const waiting = within(canvas.getByRole('region', { name: 'Arrivées à placer' }))
    await expect(waiting.getByText('Arrivée')).toBeVisible()
    // Its menu places them too, without dragging at all (WCAG 2.5.7).
    await expect(waiting.getByRole('combobox', { name: `Placer ${name} à une table` })).toBeEnabled()
    await expect(canvas.getByText(/^Place libérée\s: Claire Dupont ne vient plus$/)).toBeVisible()
    waiting.getByRole('button', { name: `Glisser ${name} vers une autre table` }).focus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.keyboard(' ')
    await expect(within(canvas.getByRole('region', { name: 'Table 1' })).getByText(name)).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Arrivées à placer' })).toBeNull()
    await expect(canvas.queryByText(/Place libérée/)).toBeNull()
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
        {chips(dinner.result.tables[0], 0, false)}
      </TableCard>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('region', { name: 'Table 1' }))
    await expect(table.getByText(`${dinner.result.tables[0].length} convives + 2 invités`)).toBeVisible()
    await expect(table.getByText(`Taille hors limites (6 à ${dinner.result.tables[0].length}, invités compris)`)).toBeVisible()
  },
}

const nine = dinner.result.tables.flat().slice(0, 9)
const WIDTHS = [260, 320, 420]

/** Nine at a table for six to eight, without a common language, unbalanced: every label reads in full, at every width. */
export const CrowdedTable: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {WIDTHS.map((width, index) => (
        <div key={width} style={{ width }}>
          <TableCard
            index={index}
            report={{ ...dinner.result.reports[0], guestIds: nine, sharedLanguages: [], imbalance: 2 }}
            bounds={{ min: 6, max: 8 }}
            names={{}}
          >
            {chips(nine, index, false)}
          </TableCard>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const [index] of WIDTHS.entries()) {
      const card = within(canvasElement).getByRole('region', { name: `Table ${index + 1}` })
      const table = within(card)
      await expect(table.getByText('9 convives')).toBeVisible()
      await expect(table.getByText('Taille hors limites (6 à 8, invités compris)')).toBeVisible()
      for (const label of ['Aucune langue commune', 'déséquilibrée', 'Diversité', 'Langue commune', 'Équilibre']) {
        const element = table.getByText(label)
        await expect(element).toBeVisible()
        // Neither cut by an ellipsis nor spilling out of the card.
        await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1)
        await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right)
      }
    }
  },
}
