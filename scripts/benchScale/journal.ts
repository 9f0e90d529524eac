import { read, type Timings, timeInTurns } from './requestTimes'
import { ms, type ScaleContext, type ScaleRow, session } from './scaleRows'

const P95_WITHIN_MS = 50
/** How much slower than the first page a page 500 deep may be and still count as « as fast ». */
const DEEP_TOLERANCE = 1.5
const DEPTH = 500

const figures = (timings: Timings) => `p50 ${ms(timings.p50)} / p95 ${ms(timings.p95)}`

/**
 * « Journal » over the fill's million entries, as the admin reads it through the proxy: the first
 * page, one member's entries, one kind's, a search on part of a name, and a page 500 deep (reached
 * by following the older-entries cursor from the first page, as « Plus anciens » does). The
 * reference: GET /api/health, timed in the same turns.
 */
export async function measureJournal(context: ScaleContext): Promise<ScaleRow[]> {
  const { db, site, admin } = context
  const cookie = await session(site, admin.email, admin.password)
  const journal = `${site}/api/admin/journal`
  // A member the fill wrote about, by the name the log kept, and a kind it wrote.
  const { rows } = await db.query<{ label: string; kind: string }>(
    `SELECT subject_label AS label, kind FROM audit_log WHERE subject_label IS NOT NULL ORDER BY at DESC, id DESC OFFSET 1000 LIMIT 1`,
  )
  const [{ label, kind }] = rows
  const { rows: counted } = await db.query<{ entries: number }>('SELECT count(*)::int AS entries FROM audit_log')
  const entries = counted[0].entries.toLocaleString('en')
  const search = label.split(' ')[0]
  const deep = await pageDeep(journal, cookie, DEPTH)
  const timings = await timeInTurns({
    health: () => read(`${site}/api/health`, null),
    first: () => read(journal, cookie),
    member: () => read(`${journal}?personne=${encodeURIComponent(label)}`, cookie),
    kind: () => read(`${journal}?type=${encodeURIComponent(kind)}`, cookie),
    search: () => read(`${journal}?personne=${encodeURIComponent(search)}`, cookie),
    deep: () => read(deep.url, cookie),
  })
  const reference = `GET /api/health: ${figures(timings.health)}`
  const row = (what: string, timed: Timings): ScaleRow => ({
    what: `the Journal (${entries} entries): ${what}`,
    measured: figures(timed),
    reference,
    ratio: timed.p95 / timings.health.p95,
    target: `p95 ≤ ${P95_WITHIN_MS} ms`,
    holds: timed.p95 <= P95_WITHIN_MS,
  })
  return [
    row('first page', timings.first),
    row(`one member's entries (« ${label} »)`, timings.member),
    row(`one kind's entries (${kind})`, timings.kind),
    row(`a search (« ${search} »)`, timings.search),
    {
      ...row(`a page ${deep.page} deep`, timings.deep),
      reference: `the first page: ${figures(timings.first)}`,
      ratio: timings.deep.p95 / timings.first.p95,
      target: `p95 ≤ ${P95_WITHIN_MS} ms and ≤ ${DEEP_TOLERANCE}× the first page's`,
      holds: timings.deep.p95 <= P95_WITHIN_MS && timings.deep.p95 <= DEEP_TOLERANCE * timings.first.p95,
    },
  ]
}

/**
 * The page `depth` pages from the first, reached as « Plus anciens » reaches it: the older-entries
 * cursor followed from page to page (the last page, and its number, in a Journal shrunk for a quick try).
 */
async function pageDeep(journal: string, cookie: string, depth: number): Promise<{ url: string; page: number }> {
  let url = journal
  for (let page = 1; page < depth; page++) {
    const { response } = await read(url, cookie)
    const older = response.headers.get('X-Older-Cursor')
    if (!older) return { url, page }
    url = `${journal}?avant=${encodeURIComponent(older)}`
  }
  return { url, page: depth }
}
