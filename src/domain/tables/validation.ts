import { PERSONALITY_SLIDERS, SLIDER_MAX, SLIDER_MIN } from '../personality'
import type { CompositionFailure, CompositionInput, FailureReason } from './types'
import { DEFAULT_TABLE_SIZE, TABLE_SIZE_LIMITS } from './weights'

/** Bit masks hold the distinct languages of one dinner. */
const MAX_LANGUAGES = 30

export const failure = (reason: FailureReason, message: string): CompositionFailure => ({ ok: false, reason, message })

/** What makes an input impossible to compose before any search, in French for the admin. */
export function invalidInput(input: CompositionInput): CompositionFailure | null {
  const { guests } = input
  const bounds = input.tableSize ?? DEFAULT_TABLE_SIZE
  const ids = guests.map((guest) => guest.id)
  const pins = guests.flatMap((guest) => (guest.pinnedTable === null || guest.pinnedTable === undefined ? [] : [guest.pinnedTable]))
  if (guests.length === 0) return failure('guests', 'Aucun convive à placer.')
  if (new Set(ids).size !== ids.length) return failure('guests', 'Un convive figure deux fois dans la liste.')
  if (
    !Number.isInteger(bounds.min) ||
    !Number.isInteger(bounds.max) ||
    bounds.min < TABLE_SIZE_LIMITS.min ||
    bounds.max > TABLE_SIZE_LIMITS.max ||
    bounds.min > bounds.max
  )
    return failure('bounds', `Les tailles de table doivent aller de ${TABLE_SIZE_LIMITS.min} à ${TABLE_SIZE_LIMITS.max} convives.`)
  if (input.tableCount !== undefined && (!Number.isInteger(input.tableCount) || input.tableCount < 1))
    return failure('size', 'Le nombre de tables doit être un entier positif.')
  if (pins.some((table) => !Number.isInteger(table) || table < 0 || (input.tableCount !== undefined && table >= input.tableCount)))
    return failure('pins', 'Un convive est épinglé à une table qui n’existe pas.')
  const unanswered = guests.find((guest) =>
    PERSONALITY_SLIDERS.some((slider) => !(guest.sliders[slider.id] >= SLIDER_MIN && guest.sliders[slider.id] <= SLIDER_MAX)),
  )
  if (unanswered) return failure('guests', `${unanswered.id} n’a pas de réponse valide à chaque curseur du test de personnalité.`)
  const silent = guests.find((guest) => guest.languages.length === 0)
  if (silent) return failure('language', `${silent.id} n’a indiqué aucune langue parlée.`)
  if (new Set(guests.flatMap((guest) => guest.languages.map((code) => code.toLowerCase()))).size > MAX_LANGUAGES)
    return failure('language', `Plus de ${MAX_LANGUAGES} langues différentes.`)
  return null
}
