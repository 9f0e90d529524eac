import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { demoDinner } from './support/tables'
import { ScoreCard } from '../components/admin/dinners/afterwards/DinnerFeedbackPanel'
import { GuestAttendance } from '../components/admin/dinners/attendance/AttendancePanel'
import { TablesBoard } from '../components/admin/dinners/tables/TablesBoard'
import type { AttendanceMark, AttendanceRecord } from '../src/domain/attendance'
import { FEEDBACK_SCORES } from '../src/domain/feedback'

/** A held dinner's page, in parts: who came, what the guests thought, the tables as they were. */
const meta = { title: 'Admin/Held dinner', decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>] } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const RECORDS: AttendanceRecord[] = [
  {
    bookingId: 1,
    guest: 'Camille Durand',
    mark: 'present',
    markedAt: '2026-12-03T21:10:00Z',
    markedBy: 'Équipe Admin',
    contest: null,
    origin: 'host',
  },
  { bookingId: 2, guest: 'Hugo Lefèvre', mark: null, markedAt: null, markedBy: null, contest: null, origin: null },
  {
    bookingId: 3,
    guest: 'Inès Marchand-Delacroix',
    mark: 'no_show',
    markedAt: '2026-12-03T21:12:00Z',
    markedBy: 'Équipe Admin',
    contest: 'J’avais prévenu par téléphone la veille.',
    origin: 'team',
  },
]

const marked = fn()

function Attendance() {
  const [marks, setMarks] = useState(new Map(RECORDS.map((record) => [record.bookingId, record.mark])))
  const onMark = (bookingId: number, mark: AttendanceMark) => {
    marked(bookingId, mark)
    setMarks((before) => new Map(before).set(bookingId, mark))
  }
  return (
    <ul className="club-attendance__guests">
      {RECORDS.map((record) => (
        <GuestAttendance
          key={record.bookingId}
          record={record}
          shown={marks.get(record.bookingId) ?? null}
          onMark={(mark) => onMark(record.bookingId, mark)}
        />
      ))}
    </ul>
  )
}

/** One line per guest; the marks a segmented radio group: a click, or Tab then the arrows. */
export const AttendanceLines: Story = {
  render: () => <Attendance />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const hugo = canvas.getByRole('radiogroup', { name: 'Présence de Hugo Lefèvre' })
    await expect(within(hugo).getAllByRole('radio')).toHaveLength(3)
    await expect(canvas.getByText('Pas encore noté')).toBeVisible()
    await userEvent.click(within(hugo).getByRole('radio', { name: 'Absent sans prévenir' }))
    await expect(marked).toHaveBeenLastCalledWith(2, 'no_show')
    await expect(within(hugo).getByRole('radio', { name: 'Absent sans prévenir' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(hugo).getByRole('radio', { name: 'Annulation tardive' })).toBeChecked()
    await expect(marked).toHaveBeenLastCalledWith(2, 'late_cancel')
    await expect(canvas.getByText(/J’avais prévenu par téléphone/)).toBeVisible()
  },
}

const dinner = demoDinner()
const [first, second] = dinner.result.tables[0]

/** After the dinner: no handle, pin or menu; two tablemates a report concerns are named as a report, not a seat to change. */
export const TablesAsTheyWere: Story = {
  render: () => (
    <TablesBoard
      input={{ ...dinner.input, apart: [[first, second]] }}
      guests={dinner.guests}
      tables={dinner.result.tables}
      pinned={new Set([first])}
      bounds={{ min: 6, max: 8 }}
      onMove={fn()}
      onPin={fn()}
      readOnly
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryAllByRole('button')).toHaveLength(0)
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0)
    const table = within(canvas.getByRole('region', { name: 'Table 1' }))
    const names = `${dinner.guests[first].firstName}, ${dinner.guests[second].firstName}`
    await expect(table.getByText(`Un signalement concerne ${names}.`)).toBeVisible()
    await expect(table.getByRole('link', { name: 'Lire les signalements' })).toHaveAttribute('href', '/admin/dinners#signalements')
    await expect(table.queryByText(/Déplacez/)).toBeNull()
  },
}

/** The three scores side by side (stacked on a phone), each chart whole: counts above, scores 1 to 5 below. */
export const FeedbackScores: Story = {
  render: () => (
    <ul className="club-cards club-feedback__scores">
      {FEEDBACK_SCORES.map((score, index) => (
        <ScoreCard
          key={score.name}
          label={score.label}
          summary={{ average: [4.3, 3.8, null][index] ?? null, counts: index === 2 ? [0, 0, 0, 0, 0] : [0, 1, 2, 9, 12] }}
        />
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^moyenne 4,3/)).toBeVisible()
    const bars = canvas.getAllByRole('list', { name: 'Répartition des notes de 1 à 5' })[0]
    const card = bars.closest('li') as HTMLElement
    // The chart stays inside its card: its last score is not cut.
    await expect(within(bars).getByText('5').getBoundingClientRect().bottom).toBeLessThanOrEqual(card.getBoundingClientRect().bottom)
  },
}
