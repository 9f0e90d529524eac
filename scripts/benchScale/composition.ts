import type { DinnerBoard } from '../../src/domain/api/dinners'
import { checkHardRules } from '../../src/domain/tables'
import { tablesPastBounds } from '../../src/domain/tables/sizes'
import { readSeatings } from '../../src/server/dinners/base/seatings'
import { storeTables } from '../../src/server/dinners/base/storedTables'
import { BOARD_SQL } from '../../src/server/dinners/tables/boardQuery'
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

/** The plans of a composition's queries on the largest dinner: the board's, the seating read under the lock, the tables' write. */
async function explainComposition({ db }: ScaleContext, boards: DinnerBoard[]): Promise<void> {
  const largest = boards.reduce((most, board) => (board.guests.length > most.guests.length ? board : most))
  const dinnerId = largest.dinner.id
  const tables = (largest.arrangement?.tables ?? []).map((table) => table.map(Number))
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${BOARD_SQL}`, [dinnerId])
  const plans = await explainAnalyze(db, async (tx) => {
    await readSeatings(tx, [dinnerId])
    await storeTables(tx, dinnerId, { tables, pins: [], composedAt: new Date().toISOString() })
  })
  plans.unshift(rows.map((row) => row['QUERY PLAN']).join('\n'))
  const labels = ['the board (boardFacts)', 'the seating under the lock (readSeatings)', 'the tables written (storeTables)']
  for (const [index, plan] of plans.entries()) console.log(`\nEXPLAIN ANALYZE, ${largest.guests.length} guests: ${labels[index]}\n${plan}`)
}

/**
 * The evening's 50 dinners composed one after the other by an admin's « Composer les tables »,
 * through the proxy (each click's answer is the board the screen then shows). Measured: the sum
 * of the 50 answers' times, and the rules every composed board keeps (bench:tables' hard rules,
 * the tables' bounds, each booked guest seated once), and one Journal entry per composition. The
 * reference: bench:tables' composition of 40 generated guests, in this process, × 50; it is timed
 * once after each click, so that both see the machine in the same state. Beside them, for the
 * reader: the engine's own time on the same boards, and an authenticated request that does
 * nothing (the floor of any click through the proxy), timed after each click too.
 */
export async function measureComposition(context: ScaleContext): Promise<ScaleRow[]> {
  const { site, db, filled } = context
  const cookie = await session(site, context.admin.email, context.admin.password)
  const headers = { Cookie: cookie, Origin: site, 'Content-Type': 'application/json' }
  const tablesOf = (dinnerId: number) => `${site}/api/admin/dinners/${dinnerId}/tables`
  // The screen the first click is made from, on both instances.
  for (let k = 0; k < 4; k++) {
    const board = await fetch(tablesOf(filled.eveningDinners[0]), { headers })
    if (!board.ok) throw new Error(`the board: ${board.status} ${await board.text()}`)
    await board.arrayBuffer()
  }
  const reference40 = generateGuests(REFERENCE_GUESTS, REFERENCE_GUESTS)
  const references: number[] = [compositionTime({ guests: reference40 })]
  const { rows: journalBefore } = await db.query<{ last: number }>('SELECT coalesce(max(id), 0) AS last FROM audit_log')

  const boards: DinnerBoard[] = []
  const floors: number[] = []
  let total = 0
  for (const dinnerId of filled.eveningDinners) {
    const started = performance.now()
    const response = await fetch(tablesOf(dinnerId), { method: 'POST', headers, body: JSON.stringify({ basedOn: null }) })
    const body = await response.text()
    total += performance.now() - started
    if (!response.ok) throw new Error(`« Composer les tables » of dinner ${dinnerId}: ${response.status} ${body}`)
    boards.push(JSON.parse(body) as DinnerBoard)
    references.push(compositionTime({ guests: reference40 }))
    floors.push(await timedGet(`${site}/api/auth/user`, headers))
  }

  const reference = median(references) * filled.eveningDinners.length
  const floor = median(floors)
  const broken = boards.flatMap(brokenRules)
  const { rows: journal } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE id > $1 AND kind = 'tables.composed' AND record_type = 'dinners' AND record_id = ANY($2::text[])`,
    [journalBefore[0].last, filled.eveningDinners.map(String)],
  )
  // What the engine alone takes on the same boards (in this process): the rest of each answer is the site's.
  const engine = boards.reduce((sum, board) => sum + compositionTime(board.input), 0)
  const guests = boards.reduce((sum, board) => sum + board.guests.length, 0)
  const tables = boards.reduce((sum, board) => sum + (board.arrangement?.tables.length ?? 0), 0)
  if (process.env.BENCH_SCALE_EXPLAIN === '1') await explainComposition(context, boards)
  if (broken.length > 0) console.log(`composition: rules broken:\n  ${broken.slice(0, 10).join('\n  ')}`)
  return [
    {
      what: `an evening's composition: ${boards.length} dinners (${guests} guests, ${tables} tables) composed one after the other by « Composer les tables »`,
      measured: `${ms(total)} in all (${ms(total / boards.length)} a dinner, the engine alone ${ms(engine)} in all; an authenticated request doing nothing, GET /api/auth/user, ${ms(floor)}); ${broken.length} rules broken; ${journal[0].n} Journal entries`,
      reference: `bench:tables' ${REFERENCE_GUESTS} guests: ${ms(reference / boards.length)} × ${boards.length} = ${ms(reference)}`,
      ratio: total / reference,
      target: `≤ ${RATIO}×; every rule held; one Journal entry each`,
      holds: total <= RATIO * reference && broken.length === 0 && journal[0].n === boards.length,
    },
  ]
}
