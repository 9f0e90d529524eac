import { read, type Timings, timeInTurns } from './requestTimes'
import { ms, type ScaleContext, type ScaleRow, session } from './scaleRows'

const WITHIN_RATIO = 1.5

/** What the browser reads, all at once, to show a member's space (/status): the page itself is the same for everyone. */
const SPACE_READS = [
  '/api/auth/user',
  '/api/me/dinners',
  '/api/me/attendance',
  '/api/me/membership',
  '/api/me/calendar-feed',
  '/api/me/dinner-alerts',
  '/api/me/sponsorship/invitations',
]

const figures = (timings: Timings) => `p50 ${ms(timings.p50)} / p95 ${ms(timings.p95)}`
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * The fill's veteran (200 past dinners, all marked, seated at each) against its newcomer (none),
 * through the proxy: their space, its reads sent together as the browser sends them and timed
 * until the last answer, and their data export (GDPR), timed whole, with its size.
 */
export async function measureMemberSpace(context: ScaleContext): Promise<ScaleRow[]> {
  const { db, site, filled, admin } = context
  // They sat at each of their dinners: the tables were confirmed and gave them one (the venue is
  // then theirs to read), as years in the club leave them; the fill leaves the tables unset.
  await db.query(
    `UPDATE dinners SET tables_confirmed_at = starts_at - interval '1 day'
      WHERE id IN (SELECT dinner_id FROM bookings WHERE member_id = $1) AND tables_confirmed_at IS NULL`,
    [filled.veteran.id],
  )
  await db.query('UPDATE bookings SET table_number = 1 + id % 8 WHERE member_id = $1 AND table_number IS NULL', [filled.veteran.id])
  const veteran = await session(site, filled.veteran.email, admin.password)
  const newcomer = await session(site, filled.newcomer.email, admin.password)
  const space = (cookie: string) => () => Promise.all(SPACE_READS.map((path) => read(`${site}${path}`, cookie)))
  const exported = (cookie: string) => async () => (await read(`${site}/api/me/export`, cookie)).body
  const size = async (cookie: string) => Buffer.byteLength(await exported(cookie)())
  const [veteranBytes, newcomerBytes] = [await size(veteran), await size(newcomer)]
  const timings = await timeInTurns({
    veteranSpace: space(veteran),
    newcomerSpace: space(newcomer),
    veteranExport: exported(veteran),
    newcomerExport: exported(newcomer),
  })
  return [
    {
      what: `a member with 200 past bookings: their space (${SPACE_READS.length} reads at once)`,
      measured: figures(timings.veteranSpace),
      reference: `a member with none: ${figures(timings.newcomerSpace)}`,
      ratio: timings.veteranSpace.p95 / timings.newcomerSpace.p95,
      target: `p95 ≤ ${WITHIN_RATIO}×`,
      holds: timings.veteranSpace.p95 <= WITHIN_RATIO * timings.newcomerSpace.p95,
    },
    {
      what: 'a member with 200 past bookings: their data export',
      measured: `${figures(timings.veteranExport)}; ${kilobytes(veteranBytes)}`,
      reference: `a member with none: ${figures(timings.newcomerExport)}; ${kilobytes(newcomerBytes)}`,
      ratio: timings.veteranExport.p95 / timings.newcomerExport.p95,
      target: `p95 ≤ ${WITHIN_RATIO}×`,
      holds: timings.veteranExport.p95 <= WITHIN_RATIO * timings.newcomerExport.p95,
    },
  ]
}
