import { describe, expect, it } from 'vitest'

import { summariseDiets } from '@/domain/dietary'
import {
  canStillCancel,
  dinnerHasBegun,
  DINNER_TIME_ZONE,
  formatDinnerDate,
  parisDay,
  PLAN_BOOKING_RULES,
  planAllowance,
  seatsLeftText,
} from '@/domain/dinners'
import { isMember } from '@/domain/membership'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS } from '@/domain/personality'
import { composeTables } from '@/domain/tables'

import { demoDinners, demoMembers, parisEvening } from '../../tooling/seed/demoDinners'

describe('the booking rules of SPEC §9, in words a member reads', () => {
  it('each plan’s limit: essential one a month, premium unlimited with a guest, test one trial dinner', () => {
    expect(PLAN_BOOKING_RULES).toEqual({
      essential: { perMonth: 1, ever: null, plusOne: false },
      premium: { perMonth: null, ever: null, plusOne: true },
      test: { perMonth: null, ever: 1, plusOne: false },
    })
  })

  it('a booking can be cancelled until 48 hours before the dinner, not a minute later', () => {
    const dinner = new Date('2027-01-15T19:00:00Z')
    expect(canStillCancel(dinner, new Date('2027-01-13T19:00:00Z'))).toBe(true)
    expect(canStillCancel(dinner, new Date('2027-01-13T19:01:00Z'))).toBe(false)
  })

  it('a dinner has begun from its start time on, whatever zone the clock reads in', () => {
    const dinner = '2027-01-15T19:00:00Z'
    expect(dinnerHasBegun(dinner, new Date('2027-01-15T19:59:59+01:00'))).toBe(false)
    expect(dinnerHasBegun(dinner, new Date('2027-01-15T20:00:00+01:00'))).toBe(true)
    expect(dinnerHasBegun(new Date(dinner), new Date('2027-01-16T08:00:00Z'))).toBe(true)
  })

  it('only an approved applicant is a member; the team never books', () => {
    expect(isMember({ role: 'applicant', applicationStatus: 'approved' })).toBe(true)
    expect(isMember({ role: 'applicant', applicationStatus: 'pending' })).toBe(false)
    expect(isMember({ role: 'admin', applicationStatus: 'approved' })).toBe(false)
  })

  it('says dates in Paris time, and seats in French', () => {
    expect(formatDinnerDate('2027-01-15T19:00:00Z')).toBe('vendredi 15 janvier 2027 à 20\u00a0h\u00a000')
    expect(formatDinnerDate('2027-07-15T18:30:00Z')).toBe('jeudi 15 juillet 2027 à 20\u00a0h\u00a030')
    expect(seatsLeftText(1)).toBe('1 place restante')
    expect(seatsLeftText(7)).toBe('7 places restantes')
  })

  it('counts a day as Paris does: half past midnight there is still the day before in UTC, winter and summer', () => {
    expect(parisDay(new Date('2026-11-28T23:31:00Z'))).toBe('2026-11-29')
    expect(parisDay(new Date('2026-11-28T22:59:00Z'))).toBe('2026-11-28')
    expect(parisDay(new Date('2027-07-14T22:30:00Z'))).toBe('2027-07-15')
  })
})

describe('« Ma formule »: what the plan still allows', () => {
  it('says what each plan allows from the bookings it counts, in the words of the space', () => {
    expect(planAllowance('essential', { thisMonth: 0, ever: 4 })).toBe('Ce mois-ci, vous pouvez encore réserver un dîner.')
    expect(planAllowance('essential', { thisMonth: 1, ever: 4 })).toBe(
      'Votre dîner de ce mois-ci est réservé\u00a0; vous pouvez réserver un dîner des mois suivants.',
    )
    expect(planAllowance('premium', { thisMonth: 5, ever: 9 })).toMatch(/autant de dîners que vous le souhaitez, et un invité à chacun/)
    expect(planAllowance('test', { thisMonth: 0, ever: 0 })).toBe('Votre dîner découverte reste à réserver.')
    expect(planAllowance('test', { thisMonth: 0, ever: 1 })).toMatch(/^Votre dîner découverte est réservé\./)
    expect(planAllowance(null, { thisMonth: 0, ever: 0 })).toMatch(/^Aucune formule n’est choisie/)
  })
})

describe('the dietary summary for the restaurant', () => {
  it('counts each allergy and preference, keeps the notes without names, and adds what members said of their guests, and counts the guests nobody asked', () => {
    const summary = summariseDiets([
      { allergies: ['Gluten', 'Soja'], preferences: ['Végétarien'], otherInfo: '', plusOne: false, guestNeeds: null },
      { allergies: ['Gluten'], preferences: [], otherInfo: '  Pas de coriandre. ', plusOne: true, guestNeeds: null },
      { allergies: [], preferences: ['Végétarien', 'Sans alcool'], otherInfo: '', plusOne: true, guestNeeds: ' Sans lactose ' },
      { allergies: [], preferences: [], otherInfo: '', plusOne: true, guestNeeds: '' },
    ])
    expect(summary).toEqual({
      allergies: [
        { label: 'Gluten', count: 2 },
        { label: 'Soja', count: 1 },
      ],
      preferences: [
        { label: 'Végétarien', count: 2 },
        { label: 'Sans alcool', count: 1 },
      ],
      notes: ['Pas de coriandre.', 'Un invité\u00a0: Sans lactose'],
      unknownGuests: 1,
    })
  })
})

describe('the demo content', () => {
  it('puts dinners at 20:00 in Paris, winter and summer alike', () => {
    const hour = (iso: string) =>
      new Intl.DateTimeFormat('fr-FR', { timeZone: DINNER_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' })
        .formatToParts(new Date(iso))
        .find((p) => p.type === 'hour')?.value
    expect(hour(parisEvening(3, new Date('2027-01-10T12:00:00Z')))).toBe('20')
    expect(hour(parisEvening(3, new Date('2027-07-10T12:00:00Z')))).toBe('20')
  })

  it('gives the demo guests of the first dinner answers that compose into valid tables, one of them speaking no French', () => {
    const [first] = demoDinners()
    const guests = demoMembers().slice(0, first.booked)
    expect(guests.some((guest) => !guest.languages?.includes('fr'))).toBe(true)
    const result = composeTables({
      guests: guests.map((guest, index) => {
        const answers = guest.personalityResponses as Record<string, number | string>
        return {
          id: String(index),
          sliders: Object.fromEntries(PERSONALITY_SLIDERS.map((s) => [s.id, Number(answers[s.id])])) as never,
          choices: Object.fromEntries(PERSONALITY_CHOICES.map((c) => [c.id, String(answers[c.id])])) as never,
          languages: guest.languages ?? [],
          company: guest.company,
        }
      }),
      tableSize: { min: first.tableSizeMin, max: first.tableSizeMax },
    })
    expect(result.ok).toBe(true)
  })

  it('gives each demo member a job in the form that agrees with how they describe themself (no « Bastien — Chercheuse »)', () => {
    const masculine = /\b(Chercheur|Développeur|Curateur|Directeur|Ingénieur|Avocat|Consultant|Chargé|Attaché|Haut|Chef|financier)\b/
    const feminine =
      /\b(Chercheuse|Développeuse|Curatrice|Directrice|Ingénieure|Avocate|Consultante|Chargée|Attachée|Haute|Cheffe|financière)\b/
    const members = demoMembers()
    expect(members.filter((m) => m.identity === 'femme').length).toBeGreaterThan(5)
    expect(members.filter((m) => m.identity === 'homme').length).toBeGreaterThan(5)
    const disagreeing = members.filter((m) => (m.identity === 'femme' ? masculine : feminine).test(m.currentJob ?? ''))
    expect(disagreeing.map((m) => `${m.firstName} — ${m.currentJob}`)).toEqual([])
    expect(members.find((m) => m.firstName === 'Bastien')).toMatchObject({ identity: 'homme', currentJob: 'Chercheur' })
    expect(members.find((m) => m.firstName === 'Quentin')).toMatchObject({ identity: 'homme' })
  })
})
