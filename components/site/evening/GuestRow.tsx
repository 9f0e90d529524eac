'use client'

import { useState } from 'react'

import { EVENING_TEXTS, type EveningGuest, HOST_MARK_LABELS, type HostMark } from '@/domain/evening'
import { fill } from '@/domain/fill'

const shortName = (guest: EveningGuest) => `${guest.firstName}${guest.lastInitial ? ` ${guest.lastInitial}.` : ''}`

/** What the member said that morning, beside their name. */
function notice(guest: EveningGuest): string | null {
  if (guest.cannotCome) return EVENING_TEXTS.cannotCome
  return guest.lateMinutes ? fill(EVENING_TEXTS.lateSaid, { minutes: guest.lateMinutes }) : null
}

/**
 * One guest at the door: a large button for « Arrivé·e » (one tap), and a second one that opens
 * « En retard » and « Absent·e ». Their +1 is a line of its own, with the needs they gave.
 */
export function GuestRow({ guest, onMark }: { guest: EveningGuest; onMark: (bookingId: number, mark: HostMark) => void }) {
  const [choosing, setChoosing] = useState(false)
  const name = shortName(guest)
  const said = notice(guest)
  const needs = [...guest.diets, ...guest.allergies.map((allergy) => fill(EVENING_TEXTS.allergy, { allergy }))]
  const choose = (mark: HostMark) => {
    setChoosing(false)
    onMark(guest.bookingId, mark)
  }
  return (
    <li className="evening-guest" data-mark={guest.mark ?? 'none'}>
      <div className="evening-guest__main">
        <button type="button" className="evening-guest__arrived" aria-pressed={guest.mark === 'present'} onClick={() => choose('present')}>
          <span className="evening-guest__name">{name}</span>{' '}
          <span className="evening-guest__state">{guest.mark ? HOST_MARK_LABELS[guest.mark] : EVENING_TEXTS.notYet}</span>
        </button>
        <button
          type="button"
          className="evening-guest__more"
          aria-expanded={choosing}
          aria-label={fill(EVENING_TEXTS.otherChoices, { name })}
          onClick={() => setChoosing((open) => !open)}
        >
          …
        </button>
      </div>
      {choosing && (
        <div className="evening-guest__choices" role="group" aria-label={fill(EVENING_TEXTS.otherChoices, { name })}>
          {(['late', 'no_show'] as const).map((mark) => (
            <button key={mark} type="button" aria-pressed={guest.mark === mark} onClick={() => choose(mark)}>
              {HOST_MARK_LABELS[mark]}
            </button>
          ))}
        </div>
      )}
      {said && <p className="evening-guest__notice">{said}</p>}
      {needs.length > 0 && <p className="evening-guest__needs">{needs.join(' · ')}</p>}
      {guest.plusOne && (
        <p className="evening-guest__plus-one">
          {guest.plusOne.firstName
            ? fill(EVENING_TEXTS.plusOneNamed, { name, guest: guest.plusOne.firstName })
            : fill(EVENING_TEXTS.plusOne, { name })}
          {guest.plusOne.dietaryNeeds ? ` · ${guest.plusOne.dietaryNeeds}` : ''}
        </p>
      )}
    </li>
  )
}
