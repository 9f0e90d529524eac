import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { SCHEDULE } from '@/server/jobs/schedule'
import { TASKS } from '@/server/queue/enqueue'
import { SHUTDOWN_GRACE_MS } from '@/server/shutdown'

import { query } from './clients'
import { answering } from '../../scripts/productionServer'
import { killGroup, launchInstance } from '../../scripts/proxiedInstances'
import { startSmtpSink } from '../support/smtpSink'

/**
 * The job queue across a deploy and a crash: three instances of their own on a database of their
 * own (beside the topology's), sending through this file's SMTP server, which takes SEND_MS to
 * accept each mail of a batch and tells which instance sends it (each has its own MAIL_FROM). The
 * first test stops one, the second kills another: two are left for each.
 */
const { b } = inject('topology')
const PORTS = [3306, 3307, 3308]
const SEND_MS = 400
const BATCH = 8
/** The batch's mail during whose sending an instance is stopped or killed (the third). */
const CUT_AT = 2
const DATABASE_NAME = `cercle_jobs_${process.pid}`
/** Registered workers whose database session has ended (what recovery.ts reads as dead). */
const ENDED_WORKERS = `SELECT w.worker_id FROM job_queue_workers w
  WHERE NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = w.backend_pid AND a.backend_start = w.backend_start)`

type Instance = { port: number; from: string; child: ChildProcess }
const instances: Instance[] = []
let database = ''
let env: Record<string, string> = {}

/** What the SMTP server was asked to accept, in order, and who asked. */
const recipients: Array<{ to: string; from: string }> = []
let onRecipient: (index: number, from: string) => void = () => undefined
const sink = await startSmtpSink(
  () => false,
  (to, from) => {
    if (!to.endsWith('@lot.example')) return 0
    recipients.push({ to, from })
    onRecipient(recipients.length - 1, from)
    return SEND_MS
  },
)

function start(port: number): Instance {
  const from = `instance-${port}@instances.example`
  const child = launchInstance(port, { ...env, MAIL_FROM: `Instance ${port} <${from}>` })
  return { port, from, child }
}

/** The live processes of an instance's process group (npm, node), by command line. */
function processesOf(instance: Instance): string[] {
  const found: string[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // After the command's name: state, parent, group…
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(group) === instance.child.pid && state !== 'Z')
        found.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '))
    } catch {
      // gone meanwhile
    }
  }
  return found
}

/** Queues a scheduled task's job now, with the options its schedule gives it each minute (graphile-worker's cron adds it so). */
async function queueAsScheduled(task: string): Promise<void> {
  const { queueName = null, jobKey, jobKeyMode, maxAttempts } = SCHEDULE.find((item) => item.task === task)?.options ?? {}
  await query(
    database,
    `SELECT graphile_worker.add_job($1, '{}'::json, queue_name => $2, job_key => $3, job_key_mode => $4, max_attempts => $5)`,
    [task, queueName, jobKey, jobKeyMode, maxAttempts],
  )
}

/** Queues BATCH mails due now, as failed sends leave them, and the round the schedule would add at the next minute, now. */
async function queueBatch(name: string): Promise<string[]> {
  const batch = Array.from({ length: BATCH }, (_, i) => `${name}-${i}@lot.example`)
  await query(
    database,
    `INSERT INTO mail_outbox (kind, recipient, subject, body_text) SELECT 'lot', r, 'Un lot lent', 'Bonjour.' FROM unnest($1::text[]) r`,
    [batch],
  )
  await queueAsScheduled(TASKS.mailRetryRound)
  return batch
}

/** Which instance's sender delivered each mail of the batch, once per delivery. */
function deliveries(batch: string[]): Array<{ to: string; from: string }> {
  return sink.received.filter((mail) => batch.includes(mail.to[0])).map((mail) => ({ to: mail.to[0], from: mail.from }))
}

/** Waits for the batch's CUT_AT-th mail to reach the SMTP server, then hands the sending instance to `cut`, at once. */
function cutDuringBatch(cut: (instance: Instance) => void): Promise<{ instance: Instance; at: number; inFlight: string }> {
  const first = recipients.length
  return new Promise((resolve) => {
    onRecipient = (index, from) => {
      if (index !== first + CUT_AT) return
      onRecipient = () => undefined
      const instance = instances.find((candidate) => candidate.from === from) as Instance
      const at = performance.now()
      cut(instance)
      resolve({ instance, at, inFlight: recipients[index].to })
    }
  })
}

async function untilGone(instance: Instance, what: (line: string) => boolean, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs
  while (processesOf(instance).some(what)) {
    if (performance.now() > deadline) throw new Error(`instance ${instance.port} still running after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return performance.now()
}

beforeAll(async () => {
  // A database beside the topology's, on its server.
  const url = new URL(b.env.DATABASE_URI)
  url.pathname = `/${DATABASE_NAME}`
  database = url.toString()
  await query(b.env.DATABASE_URI, `CREATE DATABASE "${DATABASE_NAME}"`)
  env = { ...b.env, DATABASE_URI: database, SMTP_URL: sink.url }
  instances.push(...PORTS.map(start))
  await Promise.all(instances.map((instance) => answering(`http://localhost:${instance.port}`)))
}, 240_000)

afterAll(async () => {
  for (const instance of instances) killGroup(instance.child, 'SIGKILL')
  await query(b.env.DATABASE_URI, `DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`)
  await sink.close()
})

describe('the job queue across a deploy and a crash', () => {
  it('SIGTERM in the middle of a slow mail batch: the instance sends the mail under way, exits well within its grace, and another sends the rest; each mail once', async () => {
    const stopping = cutDuringBatch((instance) => killGroup(instance.child, 'SIGTERM'))
    const batch = await queueBatch('arret')
    const { instance, at } = await stopping
    const serverExited = await untilGone(instance, (line) => line.includes('dist/server/start.mjs'), 30_000)
    const allExited = await untilGone(instance, () => true, 30_000)
    instances.splice(instances.indexOf(instance), 1)

    await expect.poll(() => deliveries(batch).length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(BATCH)
    const delivered = deliveries(batch)
    expect(delivered.map((mail) => mail.to).sort()).toEqual([...batch].sort())
    // The stopping instance sent what it had begun, another the rest.
    expect(delivered.slice(0, CUT_AT + 1).every((mail) => mail.from === instance.from)).toBe(true)
    expect(delivered.slice(CUT_AT + 1).every((mail) => mail.from !== instance.from)).toBe(true)
    expect(allExited - at).toBeLessThan(SHUTDOWN_GRACE_MS.jobs + SHUTDOWN_GRACE_MS.requests)
    console.log(
      `SIGTERM: the server exited ${Math.round(serverExited - at)} ms after the signal, the whole instance ${Math.round(allExited - at)} ms; ${delivered.length} mails, each once`,
    )
  }, 60_000)

  it('SIGKILL in the middle of a slow mail batch: at the next minute, the sweep gives the queue back and another instance sends the rest; each mail once', async () => {
    const killing = cutDuringBatch((instance) => killGroup(instance.child, 'SIGKILL'))
    const batch = await queueBatch('panne')
    const { instance, at, inFlight } = await killing
    // The mail it was sending stays claimed for the slowest possible send (about 5 minutes): its
    // claim's end is moved to now, as a clock would be.
    await query(database, 'UPDATE mail_outbox SET claimed_until = now() WHERE recipient = $1', [inFlight])

    // The sweep knows a worker dead once its database session has left pg_stat_activity, which a
    // loaded machine's PostgreSQL may note a moment after the kill: a sweep before that gives nothing
    // back, and the schedule's next one is a minute away. The test waits for what the sweep reads.
    // (Or until the schedule's own sweep has already removed that worker's record: nothing is left to wait for.)
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((done) => setTimeout(done, 100))) {
      if ((await query(database, ENDED_WORKERS)).length > 0) break
    }
    // The next minute, as the schedule queues it, now rather than waited for: the sweep gives back
    // the queue and the round the dead worker held, and the minute's round (the killed one had its
    // single attempt) is taken by another instance within its poll (2 s).
    await queueAsScheduled(TASKS.releaseDeadWorkers)
    await queueAsScheduled(TASKS.mailRetryRound)
    const bound = 2_000 + 2_000 + BATCH * SEND_MS + 10_000
    await expect.poll(() => deliveries(batch).length, { timeout: bound, interval: 100 }).toBeGreaterThanOrEqual(BATCH)
    const completed = performance.now()
    const delivered = deliveries(batch)
    expect(delivered.map((mail) => mail.to).sort()).toEqual([...batch].sort())
    expect(delivered.slice(CUT_AT).every((mail) => mail.from !== instance.from)).toBe(true)
    console.log(`SIGKILL: the batch was completed by another instance ${Math.round(completed - at)} ms after the kill`)
  }, 120_000)
})
