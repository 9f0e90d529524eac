/**
 * npm run bench:export — the applications' CSV with 100,000 applications. Starts the
 * production app on a fresh database, adds BENCH_EXPORT_APPLICANTS completed, pending applications
 * in bulk, then, as an admin on loopback, in one run:
 *   - the reference: the same export narrowed by a search to one application in twelve;
 *   - the whole tab: every application, streamed.
 * For each, the time, the bytes and the server's resident memory (sampled every 50 ms while the
 * file downloads): its peak above what it was before. Target: the whole tab's peak, twelve times
 * the rows, stays within 64 MB of the reference's (the rows are streamed from a cursor, not gathered).
 * BENCH_SKIP_BUILD=1 reuses the build.
 */
import pg from 'pg'

import { adminSession, residentMemory, SEARCH_TEXT, SEED } from './benchApplicants'
import { fail } from './lib'
import { startProductionServer } from './productionServer'

const PORT = 3303
const APPLICANTS = Number(process.env.BENCH_EXPORT_APPLICANTS ?? 100_000)
const ADMIN = { email: 'bench@bench.example', password: 'bench-password-1' }
const TARGET_EXTRA_MB = 64

type Measure = { label: string; ms: number; bytes: number; rows: number; peakAboveBeforeMb: number }

async function main() {
  const server = await startProductionServer({ port: PORT, admin: ADMIN, build: process.env.BENCH_SKIP_BUILD !== '1', stdio: 'ignore' })
  try {
    const db = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await db.connect()
    await db.query(SEED, [APPLICANTS])
    await db.query(SEARCH_TEXT)
    // Every one of them a completed application awaiting a decision: the « En attente » tab holds them all.
    await db.query(
      `UPDATE users SET registration_completed = true, registration_step = 8, application_status = 'pending' WHERE email LIKE 'bench.%'`,
    )
    await db.query('VACUUM ANALYZE users')
    await db.end()

    const cookie = await adminSession(server.url, ADMIN)
    const pid = server.process.pid as number

    const measure = async (label: string, path: string): Promise<Measure> => {
      const before = residentMemory(pid)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, residentMemory(pid))), 50)
      const started = performance.now()
      const response = await fetch(server.url + path, { headers: { Cookie: cookie, Origin: server.url } })
      if (!response.ok || !response.body) throw new Error(`${path}: ${response.status}`)
      let bytes = 0
      let rows = 0
      const reader = response.body.getReader()
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        bytes += chunk.value.byteLength
        for (const byte of chunk.value) if (byte === 10) rows += 1
      }
      const ms = performance.now() - started
      clearInterval(sampler)
      peak = Math.max(peak, residentMemory(pid))
      return { label, ms, bytes, rows: rows - 1, peakAboveBeforeMb: peak - before }
    }

    await measure('warm-up', '/api/admin/exports/applications?tab=pending&q=durand')
    const reference = await measure('reference: a search, 1 in 12 (« durand »)', '/api/admin/exports/applications?tab=pending&q=durand')
    const whole = await measure(`the whole tab (${APPLICANTS.toLocaleString('en')})`, '/api/admin/exports/applications?tab=pending')
    console.log(`\nbench:export — ${APPLICANTS.toLocaleString('en')} applications, loopback, ${new Date().toISOString()}`)
    console.table(
      [reference, whole].map((m) => ({
        export: m.label,
        rows: m.rows,
        'time (ms)': Math.round(m.ms),
        'size (MB)': Number((m.bytes / 1024 / 1024).toFixed(1)),
        'rows / s': Math.round(m.rows / (m.ms / 1000)),
        'server RSS peak above before (MB)': m.peakAboveBeforeMb,
      })),
    )
    const extra = whole.peakAboveBeforeMb - reference.peakAboveBeforeMb
    const met = whole.rows >= APPLICANTS && extra <= TARGET_EXTRA_MB
    console.log(
      `the whole tab's memory peak is ${extra} MB above the reference's (target: at most ${TARGET_EXTRA_MB} MB): ${met ? 'met' : 'NOT met'}`,
    )
    if (!met) process.exitCode = 1
  } finally {
    await server.stop()
  }
}

main().catch(fail)
