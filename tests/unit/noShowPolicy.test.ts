import { describe, expect, it } from 'vitest'

import { countedAbsences } from '@/domain/attendanceContests'
import { NO_SHOW_POLICY_DEFAULTS as POLICY, policySentence, policyStep, policyWindowStart } from '@/domain/noShowPolicy'

const NOW = new Date('2026-11-26T10:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const state = (noShows: number, pausedUntil: Date | null = null, warnedAt: Date | null = null) => ({ noShows, pausedUntil, warnedAt })

describe('the no-show policy (defaults: a warning at 2 absences in 12 months, a 30-day pause at 3)', () => {
  it('warns once per window, pauses once, and lifts a pause an absence taken back no longer justifies', () => {
    expect(policyStep(POLICY, state(1), 'added', NOW)).toBeNull()
    expect(policyStep(POLICY, state(2), 'added', NOW)).toBe('warn')
    expect(policyStep(POLICY, state(2, null, new Date(NOW.getTime() - 30 * DAY)), 'added', NOW)).toBeNull()
    expect(policyStep(POLICY, state(2, null, new Date(NOW.getTime() - 400 * DAY)), 'added', NOW)).toBe('warn')
    expect(policyStep(POLICY, state(3), 'added', NOW)).toBe('pause')
    expect(policyStep(POLICY, state(4, new Date(NOW.getTime() + DAY)), 'added', NOW)).toBeNull()
    // A pause that has ended is no pause: a new third absence pauses again.
    expect(policyStep(POLICY, state(3, new Date(NOW.getTime() - DAY)), 'added', NOW)).toBe('pause')
    expect(policyStep(POLICY, state(2, new Date(NOW.getTime() + DAY)), 'removed', NOW)).toBe('lift')
    expect(policyStep(POLICY, state(3, new Date(NOW.getTime() + DAY)), 'removed', NOW)).toBeNull()
    expect(policyStep(POLICY, state(1), 'removed', NOW)).toBeNull()
  })

  it('counts marks of the last 12 months', () => {
    expect(policyWindowStart(POLICY, NOW).toISOString()).toBe('2025-11-26T10:00:00.000Z')
  })

  it('states itself in words the member reads', () => {
    expect(policySentence(POLICY)).toBe(
      'À partir de deux absences sans prévenir en 12 mois, nous vous adressons un rappel\u00a0; à trois absences sans prévenir, les réservations sont suspendues 30 jours. Une marque de plus de 12 mois ne compte plus.',
    )
    expect(policySentence({ ...POLICY, warnAt: 1, pauseAt: 2 })).toMatch(/^À partir d’une absence sans prévenir en 12 mois/)
    expect(countedAbsences(0)).toBe('Aucune absence sans prévenir ne compte en ce moment.')
    expect(countedAbsences(1)).toBe('Une absence sans prévenir compte en ce moment.')
    expect(countedAbsences(2)).toBe('Deux absences sans prévenir comptent en ce moment.')
  })
})
