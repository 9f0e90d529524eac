import type { Payload } from 'payload'

import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { dinnerHasBegun } from '@/domain/dinners'
import { composedMessage, EVENING_TABLES_TEXTS, type EveningComposition, type EveningDinnerOutcome } from '@/domain/eveningTables'
import { isAdminUser } from '@/domain/roles'
import type { User } from '@/payload-types'

import { eveningBoardFacts } from './boardQuery'
import { boardFrom, compositionOf } from './tables'
import { saveTablesOf, type TablesChange } from './tablesSaving'
import { pool } from '../../db/pool'
import { ApiError, forbidden } from '../../http/errors'

/** How long the parts of an evening's composition took, in ms: its boards read, the engine on each, the tables written. */
export type EveningTimings = { boards: number; engine: number; write: number }

/**
 * « Composer toutes les tables de la soirée »: every dinner starting on the Paris day `day`,
 * composed one after the other in one request, each as its own « Composer les tables » would
 * (compositionOf: the pinned guests stay, confirmed tables change only where guests arrived or
 * left, a dinner without guests has nothing to compose). The boards are read in one query, the
 * engine runs per dinner, and the tables and their Journal entries are written in one
 * transaction, under each dinner's row lock with its own checks (saveTablesOf: not begun, not
 * confirmed since, the tables still those `shown` gave, the same guests): a dinner another admin
 * changed meanwhile is left as it is, with why, and the others are composed. `shown`: the
 * dinners of the evening the admin's screen listed, with the composition time of the tables it
 * showed; a dinner of the day it did not list is left as it is too. `timings` receives how long
 * each part took (the route's Server-Timing).
 */
export async function composeEvening(
  payload: Payload,
  admin: User,
  day: string,
  shown: readonly { id: number; basedOn: string | null }[],
  timings: Partial<EveningTimings> = {},
): Promise<EveningComposition> {
  if (!isAdminUser(admin)) throw forbidden()
  let lap = performance.now()
  const took = (part: keyof EveningTimings) => {
    const now = performance.now()
    timings[part] = now - lap
    lap = now
  }
  const boards = (await eveningBoardFacts(pool(payload), day)).map(boardFrom)
  took('boards')
  if (boards.length === 0) throw new ApiError(404, EVENING_TABLES_TEXTS.noDinners)
  const basedOn = new Map(shown.map((dinner) => [dinner.id, dinner.basedOn]))
  const outcomes = new Map<number, { change: TablesChange; recomposed: number | null } | string>()
  for (const board of boards) {
    const seen = basedOn.get(board.dinner.id)
    // A dinner of the day already begun is no longer among the screen's upcoming ones: why it is left is that it began.
    if (seen === undefined) {
      outcomes.set(board.dinner.id, dinnerHasBegun(board.dinner.startsAt) ? TABLE_ERRORS.alreadyHeld : EVENING_TABLES_TEXTS.notShown)
      continue
    }
    try {
      outcomes.set(board.dinner.id, compositionOf(board, seen, 'all'))
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      outcomes.set(board.dinner.id, error.message)
    }
  }
  took('engine')
  const changes = [...outcomes.values()].flatMap((outcome) => (typeof outcome === 'string' ? [] : [outcome.change]))
  const saved = changes.length > 0 ? await saveTablesOf(payload, admin, 'composed', changes) : new Map()
  took('write')
  return {
    day,
    dinners: boards.map(({ dinner }): EveningDinnerOutcome => {
      const outcome = outcomes.get(dinner.id)
      const seating = saved.get(dinner.id)
      const base = { id: dinner.id, title: dinner.title, startsAt: dinner.startsAt }
      if (typeof outcome === 'string' || outcome === undefined || !seating || seating instanceof ApiError) {
        const why = typeof outcome === 'string' ? outcome : seating instanceof ApiError ? seating.message : EVENING_TABLES_TEXTS.notShown
        return { ...base, composed: false, message: why, tables: 0, guests: 0, composedAt: null }
      }
      const { tables, pins } = outcome.change.arrangement
      const guests = tables.flat().length
      return {
        ...base,
        composed: true,
        message: composedMessage({ tables: tables.length, guests, pinsKept: pins.length, recomposed: outcome.recomposed }),
        tables: tables.length,
        guests,
        composedAt: seating.stored?.composedAt ?? null,
      }
    }),
  }
}
