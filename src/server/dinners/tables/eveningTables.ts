import type { Payload } from 'payload'

import type { DinnerBoard } from '@/domain/api/dinners'
import { TABLE_ERRORS } from '@/domain/dinnerAdminTexts'
import { dinnerHasBegun } from '@/domain/dinners'
import { composedMessage, EVENING_TABLES_TEXTS, type EveningComposition, type EveningDinnerOutcome } from '@/domain/eveningTables'
import { isAdminUser } from '@/domain/roles'
import type { User } from '@/payload-types'

import { boardsFacts, eveningDinnerIds } from './boardQuery'
import { boardFrom, compositionOf } from './tables'
import { saveTablesOf, type TablesChange } from './tablesSaving'
import { pool } from '../../db/pool'
import { ApiError, forbidden } from '../../http/errors'

/** The dinners whose boards the first query reads (the engine starts on them soon), then how many each next query reads. */
const FIRST_BATCH = 4
const NEXT_BATCHES = 12

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))

/** How long the parts of an evening's composition took, in ms: its boards read, the engine on each, the tables written. */
export type EveningTimings = { boards: number; engine: number; write: number }

/**
 * « Composer toutes les tables de la soirée »: every dinner starting on the Paris day `day`,
 * composed one after the other in one request, each as its own « Composer les tables » would
 * (compositionOf: the pinned guests stay, confirmed tables change only where guests arrived or
 * left, a dinner without guests has nothing to compose). The boards are read a batch of dinners
 * per query, each batch read while the engine composes the one before, and the tables and their Journal entries are written in one
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
  const spent = { boards: 0, engine: 0, write: 0 }
  const timed = async <T>(part: keyof EveningTimings, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now()
    try {
      return await work()
    } finally {
      spent[part] += performance.now() - started
      Object.assign(timings, spent)
    }
  }
  const db = pool(payload)
  const ids = await timed('boards', () => eveningDinnerIds(db, day))
  if (ids.length === 0) throw new ApiError(404, EVENING_TABLES_TEXTS.noDinners)
  const basedOn = new Map(shown.map((dinner) => [dinner.id, dinner.basedOn]))
  const boards: DinnerBoard[] = []
  const outcomes = new Map<number, { change: TablesChange; recomposed: number | null } | string>()
  const compose = (board: DinnerBoard) => {
    const seen = basedOn.get(board.dinner.id)
    // A dinner of the day already begun is no longer among the screen's upcoming ones: why it is left is that it began.
    if (seen === undefined) return dinnerHasBegun(board.dinner.startsAt) ? TABLE_ERRORS.alreadyHeld : EVENING_TABLES_TEXTS.notShown
    try {
      return compositionOf(board, seen, 'all')
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return error.message
    }
  }
  // The boards are read a batch at a time, the next batch's query sent before the engine composes
  // this one: PostgreSQL reads while the engine (this thread) composes.
  const batches = [ids.slice(0, FIRST_BATCH), ...chunks(ids.slice(FIRST_BATCH), NEXT_BATCHES)]
  let next = boardsFacts(db, batches[0])
  for (let index = 0; index < batches.length; index += 1) {
    const facts = await timed('boards', () => next)
    if (index + 1 < batches.length) {
      next = boardsFacts(db, batches[index + 1])
      // Unawaited until the engine is done with this batch: a failure is thrown by the await above, then.
      next.catch(() => undefined)
      // Sends the query before the engine holds the thread.
      await new Promise((resolve) => setImmediate(resolve))
    }
    await timed('engine', () => {
      for (const board of facts.map(boardFrom)) {
        boards.push(board)
        outcomes.set(board.dinner.id, compose(board))
      }
    })
  }
  const changes = [...outcomes.values()].flatMap((outcome) => (typeof outcome === 'string' ? [] : [outcome.change]))
  const saved = await timed('write', () => (changes.length > 0 ? saveTablesOf(payload, admin, 'composed', changes) : new Map()))
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
