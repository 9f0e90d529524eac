'use client'

import { DragHandleIcon } from '@payloadcms/ui'

import { fill } from '@/domain/fill'
import { TABLE_TEXTS } from '@/domain/tableTexts'

import type { DragBinding } from '../../dragBinding'

/** What the admin sees of a guest while composing tables: who they are, and what stands out. */
export type GuestView = { id: string; firstName: string; sector: string; job: string; traits: string[] }

type Props = {
  guest: GuestView
  /** The guest's table (0-based; -1 for an arrival at none yet) and how many there are, for the move menu. */
  table: number
  tableCount: number
  pinned: boolean
  onPin: (guestId: string, pinned: boolean) => void
  onMove: (guestId: string, to: number) => void
  drag?: DragBinding
  disabled?: boolean
  /** The dinner has begun: the guest is shown where they sat, with nothing to move or pin. */
  readOnly?: boolean
}

/** Who the guest is: first name (and whether pinned), job and sector, their standing-out traits. */
function GuestWho({ guest, pinned, arrival = false }: { guest: GuestView; pinned: boolean; arrival?: boolean }) {
  return (
    <div className="club-guest__who">
      <span className="club-guest__name">
        {guest.firstName}
        {pinned ? <span className="club-guest__pin-badge">{TABLE_TEXTS.pinned}</span> : null}
        {arrival ? <span className="club-guest__arrival-badge">{TABLE_TEXTS.arrival}</span> : null}
      </span>
      <span className="club-guest__job">{[guest.job, guest.sector].filter(Boolean).join(' · ')}</span>
      {guest.traits.length > 0 ? (
        <ul className="club-guest__traits" aria-label={TABLE_TEXTS.traits}>
          {guest.traits.map((trait) => (
            <li key={trait}>{trait}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * A guest at a table: first name, sector and job, the two or three traits that stand out; pin
 * them there, or move them with the menu, so that nobody needs to drag (WCAG 2.5.7). An arrival
 * (booked since the composition, at no table) is marked, and its menu places them.
 */
export function GuestChip({ guest, table, tableCount, pinned, onPin, onMove, drag, disabled, readOnly }: Props) {
  const arrival = table === -1
  if (readOnly) {
    return (
      <li className="club-guest club-guest--held">
        <GuestWho guest={guest} pinned={false} arrival={arrival} />
      </li>
    )
  }
  const classes = [
    'club-guest',
    pinned ? 'club-guest--pinned' : '',
    arrival ? 'club-guest--arrival' : '',
    drag?.dragging ? 'club-guest--dragging' : '',
  ]
  return (
    <li ref={drag?.setNodeRef} style={drag?.style} className={classes.filter(Boolean).join(' ')}>
      <button
        type="button"
        className="club-guest__handle"
        aria-label={fill(TABLE_TEXTS.drag, { name: guest.firstName })}
        disabled={!drag || disabled || pinned}
        {...drag?.handle}
      >
        <DragHandleIcon />
      </button>
      <GuestWho guest={guest} pinned={pinned} arrival={arrival} />
      <div className="club-guest__actions">
        {arrival ? null : <PinButton guest={guest} table={table} pinned={pinned} onPin={onPin} disabled={disabled} />}
        <select
          className="club-guest__move"
          aria-label={fill(arrival ? TABLE_TEXTS.placeLabel : TABLE_TEXTS.moveLabel, { name: guest.firstName })}
          value=""
          disabled={disabled || pinned || tableCount < (arrival ? 1 : 2)}
          onChange={(event) => event.target.value !== '' && onMove(guest.id, Number(event.target.value))}
        >
          <option value="">{arrival ? TABLE_TEXTS.placeTo : TABLE_TEXTS.moveTo}</option>
          {Array.from({ length: tableCount }, (_, index) => index)
            .filter((index) => index !== table)
            .map((index) => (
              <option key={index} value={index}>
                {fill(TABLE_TEXTS.moveOption, { number: index + 1 })}
              </option>
            ))}
        </select>
      </div>
    </li>
  )
}

/** « Épingler » a guest to their table, or no longer. */
function PinButton({ guest, table, pinned, onPin, disabled }: Pick<Props, 'guest' | 'table' | 'pinned' | 'onPin' | 'disabled'>) {
  return (
    <button
      type="button"
      className="club-guest__pin"
      aria-pressed={pinned}
      aria-label={
        pinned
          ? fill(TABLE_TEXTS.unpinLabel, { name: guest.firstName })
          : fill(TABLE_TEXTS.pinLabel, { name: guest.firstName, number: table + 1 })
      }
      onClick={() => onPin(guest.id, !pinned)}
      disabled={disabled}
    >
      {pinned ? TABLE_TEXTS.unpin : TABLE_TEXTS.pin}
    </button>
  )
}
