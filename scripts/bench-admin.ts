/**
 * npm run bench:admin — the team's screens with 100,000 applicants. Builds and starts the
 * production app on a fresh database, adds BENCH_ADMIN_APPLICANTS applicants in bulk (one SQL
 * statement, not one API call each), then measures as an admin on loopback, in one run:
 *   - p50 / p95 of the counters, one list page deep in a tab, a search, the A/B statistics and one
 *     page of the A/B user table, each against GET /api/health (the reference: a bare route
 *     that asks PostgreSQL `SELECT 1`), BENCH_ADMIN_CALLS sequential calls each, after a warm-up;
 *   - the server's resident memory before and after.
 * Targets: p50 under 50 ms per call, and flat memory. BENCH_SKIP_BUILD=1 reuses the build.
 */
import pg from 'pg'

import { adminSession, residentMemory, SEARCH_TEXT, SEED } from './benchApplicants'
import { fail } from './lib'
import { startProductionServer } from './productionServer'

const PORT = 3302
const APPLICANTS = Number(process.env.BENCH_ADMIN_APPLICANTS ?? 100_000)
const CALLS = Number(process.env.BENCH_ADMIN_CALLS ?? 200)
const ADMIN = { email: 'bench@bench.example', password: 'bench-password-1' }
const TARGET_P50_MS = 50

type Sample = { label: string; path: string; timings: number[] }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function main() {
  const server = await startProductionServer({ port: PORT, admin: ADMIN, build: process.env.BENCH_SKIP_BUILD !== '1', stdio: 'ignore' })
  try {
    const db = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await db.connect()
    const seeded = performance.now()
    await db.query(SEED, [APPLICANTS])
    await db.query(SEARCH_TEXT)
    // What autovacuum does after such a load: statistics, and the visibility map index-only scans use.
    await db.query('VACUUM ANALYZE users')
    console.log(`${APPLICANTS.toLocaleString('en')} applicants added in ${Math.round(performance.now() - seeded)} ms (one INSERT … SELECT)`)
    await db.end()

    const cookie = await adminSession(server.url, ADMIN)
    const samples: Sample[] = [
      { label: 'reference: GET /api/health', path: '/api/health', timings: [] },
      { label: 'counters', path: '/api/admin/applications/counts', timings: [] },
      { label: 'list page 50 (pending)', path: '/api/admin/applications/pending?page=50', timings: [] },
      { label: 'search a person "hugo garcia4711"', path: '/api/admin/applications/approved?q=hugo%20garcia4711', timings: [] },
      { label: 'broad search "durand" (1 in 12)', path: '/api/admin/applications/pending?q=durand', timings: [] },
      { label: 'list page 50 sorted by name', path: '/api/admin/applications/pending?page=50&sort=name', timings: [] },
      { label: 'A/B statistics', path: '/api/admin/abtest/stats', timings: [] },
      { label: 'A/B users page 10 (group B)', path: '/api/admin/abtest/users?group=B&page=10', timings: [] },
    ]
    const call = async (path: string) => {
      const started = performance.now()
      const response = await fetch(server.url + path, { headers: { Cookie: cookie, Origin: server.url } })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${path}: ${response.status}`)
      return performance.now() - started
    }
    for (const sample of samples) for (let i = 0; i < 20; i++) await call(sample.path) // warm-up
    const before = residentMemory(server.process.pid as number)
    // Interleaved, so that every call shares the machine's state at each moment with the reference.
    for (let i = 0; i < CALLS; i++) for (const sample of samples) sample.timings.push(await call(sample.path))
    const after = residentMemory(server.process.pid as number)

    const reference = percentile(
      [...samples[0].timings].sort((a, b) => a - b),
      50,
    )
    console.log(
      `\nbench:admin — ${APPLICANTS.toLocaleString('en')} applicants, ${CALLS} sequential calls per route, loopback, ${new Date().toISOString()}`,
    )
    console.table(
      samples.map((sample) => {
        const sorted = [...sample.timings].sort((a, b) => a - b)
        const p50 = percentile(sorted, 50)
        return {
          call: sample.label,
          'p50 (ms)': Number(p50.toFixed(1)),
          'p95 (ms)': Number(percentile(sorted, 95).toFixed(1)),
          '× reference p50': Number((p50 / reference).toFixed(1)),
          'p50 < 50 ms': p50 < TARGET_P50_MS ? 'met' : 'NOT met',
        }
      }),
    )
    console.log(
      `server memory (RSS): ${before} MB before the measured calls, ${after} MB after (${after - before >= 0 ? '+' : ''}${after - before} MB)`,
    )
  } finally {
    await server.stop()
  }
}

main().catch(fail)
