'use client'

import { useMemo, useState } from 'react'

import { useHydrated } from '@/client/hydration'
import { EVENING_TEXTS, eveningCounts, type EveningGuest } from '@/domain/evening'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'

import { GuestRow } from './GuestRow'
import { useEvening } from './useEvening'
import { useEveningWorker } from './useEveningWorker'

const tableName = (table: number | null) => (table === null ? EVENING_TEXTS.unseated : fill(EVENING_TEXTS.table, { table }))

function byTable(guests: EveningGuest[]): [number | null, EveningGuest[]][] {
  const tables = new Map<number | null, EveningGuest[]>()
  for (const guest of guests) tables.set(guest.table, [...(tables.get(guest.table) ?? []), guest])
  return [...tables.entries()]
}

const countText = (guests: EveningGuest[]) => {
  const { arrived, expected } = eveningCounts(guests)
  return fill(EVENING_TEXTS.arrivedCount, { arrived, expected })
}

/** The host's phone screen at the door, once in the browser (it reads the phone's local storage first). */
export function EveningView({ dinnerId }: { dinnerId: number }) {
  useEveningWorker()
  return useHydrated() ? <EveningDoor dinnerId={dinnerId} /> : <p className="evening__status">{EVENING_TEXTS.title}</p>
}

/** Counts, the connection, a search, and the guests table by table. */
function EveningDoor({ dinnerId }: { dinnerId: number }) {
  const { screen, sync, mark } = useEvening(dinnerId)
  const [query, setQuery] = useState('')
  const shown = useMemo(() => {
    const wanted = query.trim().toLocaleLowerCase('fr')
    const guests = screen?.guests ?? []
    return wanted ? guests.filter((guest) => guest.firstName.toLocaleLowerCase('fr').includes(wanted)) : guests
  }, [screen, query])
  if (!screen) return <p className="evening__status">{sync.refused ?? (sync.online ? EVENING_TEXTS.title : EVENING_TEXTS.loadFailed)}</p>
  return (
    <div className="evening">
      <header className="evening__top">
        <h1 className="evening__title">{screen.dinner.title}</h1>
        <p className="evening__count" aria-live="polite">
          {countText(screen.guests)}
        </p>
        <p className={sync.online ? 'evening__sync' : 'evening__sync evening__sync--offline'} role="status">
          {sync.online ? '' : `${EVENING_TEXTS.offline} `}
          {sync.waiting > 0 ? fillCount(EVENING_TEXTS.waiting, sync.waiting) : sync.online ? EVENING_TEXTS.allSent : ''}
        </p>
        {sync.refused && (
          <p className="evening__refused" role="alert">
            {sync.refused}
          </p>
        )}
        <label className="evening__search">
          <span>{EVENING_TEXTS.searchLabel}</span>
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        </label>
      </header>
      {screen.dinner.speakers.length > 0 && (
        <p className="evening__speakers">{fill(EVENING_TEXTS.speakers, { names: screen.dinner.speakers.join(', ') })}</p>
      )}
      {shown.length === 0 && <p className="evening__status">{EVENING_TEXTS.none}</p>}
      {byTable(shown).map(([table, guests]) => (
        <section key={table ?? 'none'} className="evening__table" aria-labelledby={`table-${table ?? 'none'}`}>
          <h2 id={`table-${table ?? 'none'}`} className="evening__table-title">
            {tableName(table)} <span className="evening__table-count">{countText(guests)}</span>
          </h2>
          <ul className="evening__guests">
            {guests.map((guest) => (
              <GuestRow key={guest.bookingId} guest={guest} onMark={mark} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
