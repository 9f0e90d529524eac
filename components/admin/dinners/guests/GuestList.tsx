'use client'

import { Button } from '@payloadcms/ui'
import { useId, useMemo, useState } from 'react'

import type { DinnerBoard } from '@/domain/api/dinners'
import { GUEST_LIST_TEXTS as TEXTS } from '@/domain/dinnerAdminTexts'
import { formatDinnerDate } from '@/domain/dinners'
import { EXPORT_TEXTS, EXPORT_URLS } from '@/domain/exports'
import { fill } from '@/domain/fill'
import { frenchCollator as collator } from '@/domain/frenchOrder'
import { GUEST_NOTE_TEXTS as NOTE_TEXTS } from '@/domain/guestNotes'
import { fillCount } from '@/domain/plural'

import { GuestNoteDialog } from './GuestNoteDialog'
import { useGuestNotes } from './useGuestNotes'

type Sort = 'name' | 'table' | 'status'

type Row = {
  id: string
  name: string
  status: 'booked' | 'waitlisted'
  guest: string
  diet: string
  table: number | null
  note: string
}

/** A member's +1 by first name (given at booking), or « Invité (+1) » when none was given. */
const plusOneName = (guest: DinnerBoard['guests'][number]): string => guest.guest?.firstName || TEXTS.columns.guest

/** Everything a guest and their +1 eat or avoid, in one line (empty when nothing is said). */
function dietOf(guest: DinnerBoard['guests'][number]): string {
  const own = [...guest.allergies, ...guest.preferences, guest.otherDiet].filter(Boolean).join(', ')
  const theirs = guest.plusOne
    ? fill(TEXTS.guestNeeds, {
        name: plusOneName(guest),
        needs: guest.guest?.dietaryNeeds || TEXTS.unknownNeeds,
      })
    : ''
  return [own, theirs].filter(Boolean).join(' · ')
}

function rowsOf(board: DinnerBoard, tables: string[][] | null): Row[] {
  const tableOf = new Map(tables?.flatMap((ids, index) => ids.map((id): [string, number] => [id, index + 1])) ?? [])
  return [
    ...board.guests.map((guest) => ({
      id: guest.id,
      name: `${guest.firstName} ${guest.lastName}`,
      status: 'booked' as const,
      guest: guest.plusOne ? plusOneName(guest) : '',
      diet: dietOf(guest),
      table: tableOf.get(guest.id) ?? null,
      note: guest.note,
    })),
    ...board.waitlist.map((waiting) => ({
      id: waiting.id,
      name: `${waiting.firstName} ${waiting.lastName}`,
      status: 'waitlisted' as const,
      guest: waiting.plusOne ? TEXTS.columns.guest : '',
      diet: '',
      table: null,
      note: waiting.note,
    })),
  ]
}

const COMPARE: Record<Sort, (a: Row, b: Row) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  table: (a, b) => (a.table ?? Infinity) - (b.table ?? Infinity) || collator.compare(a.name, b.name),
  status: (a, b) => Number(a.status === 'waitlisted') - Number(b.status === 'waitlisted') || collator.compare(a.name, b.name),
}

/** The search, the diets-only filter and the sort, over every row with its latest note. */
function useGuestRows(board: DinnerBoard, tables: string[][] | null) {
  const [query, setQuery] = useState('')
  const [dietsOnly, setDietsOnly] = useState(false)
  const [sort, setSort] = useState<Sort>('name')
  const notes = useGuestNotes(board.dinner.id)
  const all = useMemo(
    () => rowsOf(board, tables).map((row) => ({ ...row, note: notes.saved.get(row.id) ?? row.note })),
    [board, tables, notes.saved],
  )
  const needle = query.trim().toLocaleLowerCase('fr')
  const shown = all
    .filter((row) => (!needle || row.name.toLocaleLowerCase('fr').includes(needle)) && (!dietsOnly || row.diet))
    .sort(COMPARE[sort])
  return { query, setQuery, dietsOnly, setDietsOnly, sort, setSort, notes, all, shown }
}

/** The lists to download, and « Imprimer la liste ». */
function ListTools({ dinnerId }: { dinnerId: number }) {
  return (
    <div className="club-guest-list__tools">
      <Button el="anchor" url={EXPORT_URLS.dinner(dinnerId, 'guests')} buttonStyle="secondary" size="small" margin={false}>
        {EXPORT_TEXTS.guests}
      </Button>
      <Button el="anchor" url={EXPORT_URLS.dinner(dinnerId, 'restaurant')} buttonStyle="secondary" size="small" margin={false}>
        {EXPORT_TEXTS.restaurant}
      </Button>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={() => window.print()}>
        {TEXTS.print}
      </Button>
    </div>
  )
}

/** On paper only, above the list: which dinner, when and where, since the sheet leaves the screen that said it. */
function PrintedHeading({ dinner }: { dinner: DinnerBoard['dinner'] }) {
  return (
    <div className="club-print-only club-guest-list__printed">
      <p className="club-guest-list__printed-title">{dinner.title}</p>
      <p>{formatDinnerDate(dinner.startsAt)}</p>
      <p>
        {dinner.venueName}, {dinner.venueAddress}
      </p>
    </div>
  )
}

/** One person: name, booking, +1, diet, table, and the team's note with its button. */
function GuestRow({ row, onNote }: { row: Row; onNote: (row: Row) => void }) {
  return (
    <tr>
      <th scope="row">{row.name}</th>
      <td>{row.status === 'booked' ? TEXTS.booked : TEXTS.waitlisted}</td>
      <td>{row.guest || TEXTS.none}</td>
      <td>{row.diet || TEXTS.none}</td>
      <td>{row.table ?? (row.status === 'booked' ? TEXTS.notSeated : TEXTS.none)}</td>
      <td className="club-print-only">{row.status === 'booked' ? <span className="club-guest-list__box" aria-hidden="true" /> : null}</td>
      <td>
        <div className="club-guest-list__note">
          <span>{row.note || TEXTS.none}</span>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            className="club-guest-list__tools"
            aria-label={fill(row.note ? NOTE_TEXTS.edit : NOTE_TEXTS.add, { name: row.name })}
            onClick={() => onNote(row)}
          >
            {row.note ? NOTE_TEXTS.editShort : NOTE_TEXTS.addShort}
          </Button>
        </div>
      </td>
    </tr>
  )
}

/**
 * A dinner's people, before and after composition: name, booking, their +1, what they eat, their
 * table once composed, the team's note. Searched, filtered and sorted here; « Imprimer la liste »
 * prints only it, under the dinner's title, date and venue, with a box per guest to tick at the door.
 */
export function GuestList({ board, tables }: { board: DinnerBoard; tables: string[][] | null }) {
  const ids = useId()
  const { query, setQuery, dietsOnly, setDietsOnly, sort, setSort, notes, all, shown } = useGuestRows(board, tables)
  return (
    <section className="club-panel club-guest-list" aria-labelledby={`${ids}-title`}>
      <PrintedHeading dinner={board.dinner} />
      <div className="club-guest-list__head">
        <h2 className="club-panel__title" id={`${ids}-title`}>
          {TEXTS.title}
        </h2>
        <ListTools dinnerId={board.dinner.id} />
      </div>
      {all.length === 0 ? (
        <p className="club-muted">{TEXTS.empty}</p>
      ) : (
        <>
          <div className="club-guest-list__tools club-guest-list__filters">
            <label className="club-field" htmlFor={`${ids}-search`}>
              <span className="club-field__label">{TEXTS.search}</span>
              <input id={`${ids}-search`} className="club-input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
            </label>
            <label className="club-field" htmlFor={`${ids}-sort`}>
              <span className="club-field__label">{TEXTS.sort}</span>
              <select id={`${ids}-sort`} className="club-input" value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
                <option value="name">{TEXTS.sortName}</option>
                <option value="table">{TEXTS.sortTable}</option>
                <option value="status">{TEXTS.sortStatus}</option>
              </select>
            </label>
            <label className="club-check">
              <input type="checkbox" checked={dietsOnly} onChange={(e) => setDietsOnly(e.target.checked)} /> {TEXTS.dietsOnly}
            </label>
          </div>
          <p className="club-hint" role="status">
            {fillCount(TEXTS.shown, shown.length, { total: all.length })}
          </p>
          {shown.length === 0 ? (
            <p className="club-muted">{TEXTS.noMatch}</p>
          ) : (
            <div className="club-table-wrap">
              <table className="club-table">
                <caption className="visually-hidden">{TEXTS.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{TEXTS.columns.name}</th>
                    <th scope="col">{TEXTS.columns.status}</th>
                    <th scope="col">{TEXTS.columns.guest}</th>
                    <th scope="col">{TEXTS.columns.diet}</th>
                    <th scope="col">{TEXTS.columns.table}</th>
                    <th scope="col" className="club-print-only">
                      {TEXTS.checkIn}
                    </th>
                    <th scope="col">{NOTE_TEXTS.column}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <GuestRow key={`${row.status}-${row.id}`} row={row} onNote={notes.open} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <GuestNoteDialog guest={notes.editing} pending={notes.pending} onSave={notes.save} onClose={notes.close} />
    </section>
  )
}
