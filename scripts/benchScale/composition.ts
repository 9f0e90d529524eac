import type { DinnerBoard } from '../../src/domain/api/dinners'
import type { EveningComposition } from '../../src/domain/eveningTables'
import { checkHardRules } from '../../src/domain/tables'
import { tablesPastBounds } from '../../src/domain/tables/sizes'
import type { User } from '../../src/payload-types'
import { readSeatings } from '../../src/server/dinners/base/seatings'
import { storeTablesOf } from '../../src/server/dinners/base/storedTables'
import { BOARDS_SQL } from '../../src/server/dinners/tables/boardQuery'
import { auditCompositions } from '../../src/server/dinners/tables/tablesAudit'
import { generateGuests } from '../../tests/support/tableGuests'
import { compositionTime } from '../compositionTime'
import { explainAnalyze } from './explain'
import { ms, type ScaleContext, type ScaleRow, session } from './scaleRows'

const RATIO = 1.2
/** bench:tables' guests: a 40-guest dinner generated with its own seed. */
const REFERENCE_GUESTS = 40

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  return performance.now() - started
}

/** What a composed board breaks: a guest seated twice or not at all, a table past its bounds, a hard rule of the engine. */
function brokenRules(board: DinnerBoard): string[] {
  const tables = board.arrangement?.tables ?? []
  const seated = tables.flat()
  const booked = board.guests.map((guest) => guest.id)
  const broken: string[] = []
  if (seated.length !== new Set(seated).size || seated.length !== booked.length || !booked.every((id) => seated.includes(id))) {
    broken.push(`${board.dinner.id}: not every booked guest seated once`)
  }
  const bounds = { min: board.dinner.tableSizeMin, max: board.dinner.tableSizeMax }
  const plusOnes = new Set(board.guests.filter((guest) => guest.plusOne).map((guest) => guest.id))
  for (const past of tablesPastBounds(tables, plusOnes, bounds))
    broken.push(`${board.dinner.id}: table ${past.number} seats ${past.people}`)
  for (const rule of checkHardRules(board.input, tables)) broken.push(`${board.dinner.id}: ${rule.message}`)
  return broken
}

/**
 * The plans of the evening's queries: the boards of its dinners (one query), then, in the
 * composition's transaction, the seatings read under the locks, the tables written and the
 * Journal's entries, each one statement for the evening's dinners.
 */
async function explainComposition({ db, admin }: ScaleContext, boards: DinnerBoard[]): Promise<void> {
  const ids = boards.map((board) => board.dinner.id)
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${BOARDS_SQL}`, [ids])
  const { rows: admins } = await db.query<User>('SELECT id, email FROM users WHERE email = $1', [admin.email])
  const composedAt = new Date().toISOString()
  const plans = await explainAnalyze(db, async (tx) => {
    await readSeatings(tx, ids)
    await storeTablesOf(
      tx,
      boards.map((board) => ({
        dinnerId: board.dinner.id,
        tables: (board.arrangement?.tables ?? []).map((table) => table.map(Number)),
        pins: [],
        composedAt,
      })),
    )
    await auditCompositions(
      tx,
      admins[0],
      boards.map((board) => ({
        dinnerId: board.dinner.id,
        before: board.arrangement,
        after: board.arrangement ?? { tables: [], pins: [] },
      })),
    )
  })
  plans.unshift(rows.map((row) => row['QUERY PLAN']).join('\n'))
  const labels = [
    "the evening's boards, all in one query here (boardsFacts; the site reads them a batch at a time)",
    'the seatings under the locks (readSeatings)',
    'the tables written (storeTablesOf)',
    "the Journal's entries (recordAudits)",
  ]
  for (const [index, plan] of plans.entries()) console.log(`\nEXPLAIN ANALYZE, ${boards.length} dinners: ${labels[index]}\n${plan}`)
}

/** The Paris day a dinner starts on, as the route's address writes it. */
async function dayOf({ db }: ScaleContext, dinnerId: number): Promise<string> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char(starts_at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS day FROM dinners WHERE id = $1`,
    [dinnerId],
  )
  return rows[0].day
}

/**
 * The evening's 50 dinners composed by an admin's « Composer toutes les tables de la soirée », in
 * one request through the proxy. Measured: that request's time, the rules every composed board
 * keeps (bench:tables' hard rules, the tables' bounds, each booked guest seated once; the boards
 * read afterwards, as each dinner's screen shows them), and one Journal entry per dinner. The
 * reference: bench:tables' composition of 40 generated guests, in this process, × 50, timed just
 * before and just after the request, so that both see the machine in the same state. Beside
 * them, for the reader: the engine's own time on the same boards, and an authenticated request
 * that does nothing (the floor of any click through the proxy).
 */
export async function measureComposition(context: ScaleContext): Promise<ScaleRow[]> {
  const { site, db, filled } = context
  const cookie = await session(site, context.admin.email, context.admin.password)
  const headers = { Cookie: cookie, Origin: site, 'Content-Type': 'application/json' }
  const day = await dayOf(context, filled.eveningDinners[0])
  const eveningOf = (date: string) => `${site}/api/admin/evenings/${date}/tables`
  // The route's first calls, on both instances: an evening with no dinner (the same query, nothing composed).
  for (let k = 0; k < 4; k++) {
    const warm = await fetch(eveningOf('2001-01-01'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ dinners: [{ id: 1, basedOn: null }] }),
    })
    if (warm.status !== 404) throw new Error(`the evening's warm-up: ${warm.status} ${await warm.text()}`)
    await warm.arrayBuffer()
  }
  const reference40 = generateGuests(REFERENCE_GUESTS, REFERENCE_GUESTS)
  const references: number[] = []
  for (let k = 0; k < 3; k++) references.push(compositionTime({ guests: reference40 }))
  const { rows: journalBefore } = await db.query<{ last: number }>('SELECT coalesce(max(id), 0) AS last FROM audit_log')

  const started = performance.now()
  const response = await fetch(eveningOf(day), {
    method: 'POST',
    headers,
    body: JSON.stringify({ dinners: filled.eveningDinners.map((id) => ({ id, basedOn: null })) }),
  })
  const body = await response.text()
  const total = performance.now() - started
  const serverTiming = response.headers.get('Server-Timing') ?? ''
  // The site's own account of its parts (boards, engine, write), the rest being the request's and the proxy's.
  const parts = [...serverTiming.matchAll(/(\w+);dur=([\d.]+)/g)].map(([, part, dur]) => `${part} ${ms(Number(dur))}`).join(', ')
  if (!response.ok) throw new Error(`« Composer toutes les tables de la soirée » of ${day}: ${response.status} ${body}`)
  for (let k = 0; k < 3; k++) references.push(compositionTime({ guests: reference40 }))
  const floors: number[] = []
  for (let k = 0; k < 5; k++) floors.push(await timedGet(`${site}/api/auth/user`, headers))

  const composition = JSON.parse(body) as EveningComposition
  const outcomes = new Map(composition.dinners.map((dinner) => [dinner.id, dinner]))
  const notComposed = filled.eveningDinners.filter((id) => !outcomes.get(id)?.composed)
  // Each dinner's screen after the evening's composition: what the rules are checked on.
  const boards: DinnerBoard[] = []
  for (const dinnerId of filled.eveningDinners) {
    const board = await fetch(`${site}/api/admin/dinners/${dinnerId}/tables`, { headers })
    if (!board.ok) throw new Error(`the board of dinner ${dinnerId}: ${board.status} ${await board.text()}`)
    boards.push((await board.json()) as DinnerBoard)
  }

  const reference = median(references) * filled.eveningDinners.length
  const floor = median(floors)
  const broken = [
    ...notComposed.map((id) => `${id}: not composed (${outcomes.get(id)?.message ?? 'absent'})`),
    ...boards.flatMap(brokenRules),
  ]
  const { rows: journal } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE id > $1 AND kind = 'tables.composed' AND record_type = 'dinners' AND record_id = ANY($2::text[])`,
    [journalBefore[0].last, filled.eveningDinners.map(String)],
  )
  // What the engine alone takes on the same boards (in this process): the rest of the answer is the site's.
  const engine = boards.reduce((sum, board) => sum + compositionTime(board.input), 0)
  const guests = boards.reduce((sum, board) => sum + board.guests.length, 0)
  const tables = boards.reduce((sum, board) => sum + (board.arrangement?.tables.length ?? 0), 0)
  if (process.env.BENCH_SCALE_EXPLAIN === '1') await explainComposition(context, boards)
  if (broken.length > 0) console.log(`composition: rules broken:\n  ${broken.slice(0, 10).join('\n  ')}`)
  return [
    {
      what: `an evening's composition: ${boards.length} dinners (${guests} guests, ${tables} tables) composed in one request by « Composer toutes les tables de la soirée »`,
      measured: `${ms(total)} (${ms(total / boards.length)} a dinner; in the site: ${parts}; the engine alone here ${ms(engine)} in all; an authenticated request doing nothing, GET /api/auth/user, ${ms(floor)}); ${broken.length} rules broken; ${journal[0].n} Journal entries`,
      reference: `bench:tables' ${REFERENCE_GUESTS} guests: ${ms(reference / boards.length)} × ${boards.length} = ${ms(reference)}`,
      ratio: total / reference,
      target: `≤ ${RATIO}×; every rule held; one Journal entry each`,
      holds: total <= RATIO * reference && broken.length === 0 && journal[0].n === boards.length,
    },
  ]
}
