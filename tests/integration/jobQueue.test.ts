import { EventEmitter } from 'node:events'

import type { WorkerEvents } from 'graphile-worker'
import pg from 'pg'
import { afterEach, expect, it, onTestFinished, vi } from 'vitest'

import { pool } from '@/server/db/pool'
import { ENDED_SESSIONS } from '@/server/db/sessions'
import { inTransaction } from '@/server/db/transaction'
import { deliverMail, enqueueMail } from '@/server/email/outbox'
import { releaseDeadWorkers } from '@/server/jobs/recovery'
import { type JobRunner, migrateJobQueue, startJobRunner } from '@/server/jobs/runner'
import { SCHEDULE } from '@/server/jobs/schedule'
import { TASKS } from '@/server/queue/enqueue'
import { SHUTDOWN_GRACE_MS } from '@/server/shutdown'

import { ready, setAsideEarlierMails, smtp, uniqueEmail } from './support/api'
import { until } from './support/until'
import { slowRecipients } from './support/workerSetup'

type Instance = { runner: JobRunner; scheduled: number[]; rounds: number; started: number; workers: Set<string> }
const running: Instance[] = []

/** One app instance's share of the queue, its clock taken from this process (moved by the test). */
async function startInstance(): Promise<Instance> {
  const payload = await ready()
  const events: WorkerEvents = new EventEmitter()
  const instance: Instance = { runner: undefined as unknown as JobRunner, scheduled: [], rounds: 0, started: 0, workers: new Set() }
  let cronStarted = false
  events.on('cron:started', () => (cronStarted = true))
  events.on('cron:scheduled', ({ timestamp }) => instance.scheduled.push(timestamp))
  events.on('worker:create', ({ worker }) => instance.workers.add(worker.workerId))
  events.on('job:start', ({ job }) => {
    if (job.task_identifier === TASKS.mailRetryRound) instance.started += 1
  })
  events.on('job:success', ({ job }) => {
    if (job.task_identifier === TASKS.mailRetryRound) instance.rounds += 1
  })
  instance.runner = await startJobRunner(process.env.DATABASE_URI as string, async () => payload, { useNodeTime: true, events })
  running.push(instance)
  await until('the schedule to start', () => cronStarted)
  return instance
}

async function stopInstance(instance: Instance): Promise<void> {
  running.splice(running.indexOf(instance), 1)
  await (
    await instance.runner.stop(SHUTDOWN_GRACE_MS.jobs)
  )()
}

/** The worker that holds the mail round's queue (the round under way), or nothing. */
async function roundHolder(): Promise<string | null | undefined> {
  const { rows } = await pool(await ready()).query<{ locked_by: string | null }>(
    'SELECT locked_by FROM graphile_worker._private_job_queues WHERE queue_name = $1',
    [MAIL_ROUND.queueName],
  )
  return rows[0]?.locked_by
}

/**
 * The instance running the round under way, and the other one. Told by the worker that holds the
 * round's queue, not by which instance started a round: one may have run a round left from the
 * test before (given back at its stop) as soon as it started.
 */
async function roundInstances(instances: Instance[]): Promise<{ first: Instance; other: Instance; holder: string }> {
  const holder = await roundHolder()
  const first = instances.find((instance) => holder && instance.workers.has(holder))
  if (!holder || !first) throw new Error(`no instance holds the round (${holder})`)
  return { first, other: instances.find((instance) => instance !== first) as Instance, holder }
}

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(running.splice(0).map(async (instance) => (await instance.runner.stop(SHUTDOWN_GRACE_MS.jobs))()))
})

const MINUTE = 60_000
/** The mail round as the schedule queues it. */
const { queueName, jobKey, jobKeyMode, maxAttempts } = SCHEDULE.find((item) => item.task === TASKS.mailRetryRound)?.options ?? {}
const MAIL_ROUND = { queueName, jobKey, jobKeyMode, maxAttempts }

/** The schedule starts afresh at a clock moved to half past the current minute (it also runs by itself, for the SMTP server's timers). */
async function clockAtHalfPastTheMinute(): Promise<void> {
  const payload = await ready()
  await migrateJobQueue(process.env.DATABASE_URI as string)
  // Earlier files of this worker ran the schedule with clocks moved days ahead (reminders.test.ts):
  // the queue remembers those minutes as done and would schedule none before them. This test's
  // clock starts now, so the schedule's memory starts afresh.
  await pool(payload).query('DELETE FROM graphile_worker._private_known_crontabs')
  const halfPastTheMinute = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE / 2
  vi.useFakeTimers({ now: halfPastTheMinute, toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
}

/** Moves the clock to the next minute, and waits until every running instance has offered that minute's rounds. */
async function toNextMinute(): Promise<void> {
  const minute = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE
  await vi.advanceTimersByTimeAsync(minute - Date.now() + 5)
  for (const instance of running)
    await until(`every instance to offer the rounds of ${new Date(minute).toISOString()}`, () => instance.scheduled.includes(minute))
}

/** Mail rounds due by this test's clock and not running (a file before this one may have left some at its own moved clock's minutes). */
async function waitingRounds(): Promise<number> {
  const { rows } = await pool(await ready()).query<{ count: string }>(
    'SELECT count(*) FROM graphile_worker.jobs WHERE task_identifier = $1 AND run_at <= $2 AND locked_at IS NULL AND attempts < max_attempts',
    [TASKS.mailRetryRound, new Date().toISOString()],
  )
  return Number(rows[0].count)
}

it('the mail retry round runs once a minute whatever the number of instances, across a restart, and sends a stranded mail once', async () => {
  const payload = await ready()
  await clockAtHalfPastTheMinute()

  const totalRounds = () => running.reduce((sum, instance) => sum + instance.rounds, 0) + stoppedRounds
  let stoppedRounds = 0
  /** Every running instance offers the next minute's round, one runs it. */
  const nextMinute = async (expectedRounds: number) => {
    await toNextMinute()
    await until('the round to run', async () => totalRounds() >= expectedRounds && (await waitingRounds()) === 0)
    expect(totalRounds()).toBe(expectedRounds)
  }

  const a = await startInstance()
  await startInstance()
  await setAsideEarlierMails()
  // A mail committed by an instance that died before sending it: the next round sends it.
  const to = uniqueEmail()
  await inTransaction(payload, (tx) => enqueueMail(tx, { to, subject: 'Resté en file', text: 'Bonjour.', kind: 'stranded' }))

  await nextMinute(1)
  await until('the stranded mail to arrive', () => smtp().received.some((mail) => mail.to.includes(to)))
  await nextMinute(2)

  stoppedRounds = a.rounds
  await stopInstance(a)
  await nextMinute(3)
  await startInstance()
  await nextMinute(4)

  expect(smtp().received.filter((mail) => mail.to.includes(to))).toHaveLength(1)
})

/** A reminder planned for next year, locked this long ago by `worker`, which never registered. */
async function lockedReminder(worker: string, ago: string): Promise<string> {
  const db = pool(await ready())
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM graphile_worker.add_job($1, $2::json, run_at => now() + interval '1 year', max_attempts => 5)`,
    [TASKS.bookingReminder, JSON.stringify({ bookingId: 0, kind: 'ask' })],
  )
  await db.query(`UPDATE graphile_worker._private_jobs SET locked_by = $2, locked_at = now() - $3::interval WHERE id = $1`, [
    rows[0].id,
    worker,
    ago,
  ])
  return rows[0].id
}

async function lockedBy(jobId: string): Promise<string | null> {
  const { rows } = await pool(await ready()).query<{ locked_by: string | null }>(
    'SELECT locked_by FROM graphile_worker._private_jobs WHERE id = $1',
    [jobId],
  )
  return rows[0].locked_by
}

it('an instance dies holding the mail queue: while it holds it one round waits, not one per minute; once its session is gone, the next minute gives the queue back and a live instance sends the mail', async () => {
  const payload = await ready()
  await clockAtHalfPastTheMinute()
  const live = await startInstance()
  await setAsideEarlierMails()
  const to = uniqueEmail()
  await inTransaction(payload, (tx) => enqueueMail(tx, { to, subject: 'Après une panne', text: 'Bonjour.', kind: 'stranded' }))

  // Another instance: its worker registered against its session, in the middle of a round, with
  // the mail queue (one transaction: the live instance is told of the round once it is locked).
  const ghost = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await ghost.connect()
  const worker = `worker-ghost-${Date.now()}`
  await ghost.query(`BEGIN;
    INSERT INTO job_queue_workers (worker_id, backend_pid, backend_start)
      SELECT '${worker}', pid, backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid();
    SELECT graphile_worker.add_job('${TASKS.mailRetryRound}', '{}'::json, queue_name => '${MAIL_ROUND.queueName}', job_key => '${MAIL_ROUND.jobKey}', max_attempts => 1);
    UPDATE graphile_worker._private_jobs SET locked_by = '${worker}', locked_at = now(), attempts = 1 WHERE key = '${MAIL_ROUND.jobKey}';
    UPDATE graphile_worker._private_job_queues SET locked_by = '${worker}', locked_at = now() WHERE queue_name = '${MAIL_ROUND.queueName}';
    COMMIT;`)
  onTestFinished(() => ghost.end().catch(() => undefined))

  const unregistered = {
    old: await lockedReminder('worker-gone', '11 minutes'),
    recent: await lockedReminder('worker-starting', '5 minutes'),
  }

  // Alive: three minutes pass, the sweep leaves it be, and one round waits behind it.
  for (let minute = 0; minute < 3; minute += 1) await toNextMinute()
  await until('the sweep of the last minute to run', async () => {
    const { rows } = await pool(payload).query('SELECT 1 FROM graphile_worker.jobs WHERE task_identifier = $1 AND run_at <= $2', [
      TASKS.releaseDeadWorkers,
      new Date().toISOString(),
    ])
    return rows.length === 0
  })
  expect(await waitingRounds()).toBe(1)
  expect(live.started).toBe(0)
  expect(smtp().received.some((mail) => mail.to.includes(to))).toBe(false)

  // Dead (SIGKILL, a lost machine): its session ends. The next minute's sweep gives the queue back.
  await ghost.end()
  await toNextMinute()
  await until('the round to run on the live instance', () => live.rounds >= 1)
  expect(smtp().received.filter((mail) => mail.to.includes(to))).toHaveLength(1)
  const { rows } = await pool(payload).query('SELECT 1 FROM job_queue_workers WHERE worker_id = $1', [worker])
  expect(rows).toHaveLength(0)
  // Workers never registered (an instance of an earlier release): given back once their lock is ten minutes old.
  expect(await lockedBy(unregistered.old)).toBeNull()
  expect(await lockedBy(unregistered.recent)).toBe('worker-starting')
  await pool(payload).query('DELETE FROM graphile_worker._private_jobs WHERE id = ANY($1::bigint[])', [Object.values(unregistered)])
})

it('the mails an instance was sending when it died are claimable once its session has ended, not minutes later when their claim runs out; a live instance keeps its claims', async () => {
  const payload = await ready()
  await setAsideEarlierMails()
  const [first, second] = [uniqueEmail(), uniqueEmail()]
  const ids = await inTransaction(payload, async (tx) => [
    await enqueueMail(tx, { to: first, subject: 'Pendant une panne', text: 'Bonjour.', kind: 'stranded' }),
    await enqueueMail(tx, { to: second, subject: 'Pendant une panne', text: 'Bonjour.', kind: 'stranded' }),
  ])
  // Another instance, registered against its session, in the middle of sending both.
  const ghost = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await ghost.connect()
  onTestFinished(() => ghost.end().catch(() => undefined))
  const holder = `instance-ghost-${Date.now()}`
  await ghost.query(
    `INSERT INTO job_queue_workers (worker_id, backend_pid, backend_start) SELECT $1, pid, backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()`,
    [holder],
  )
  await pool(payload).query(
    `UPDATE mail_outbox SET claimed_until = now() + interval '5 minutes', claim_token = gen_random_uuid(), attempts = 1, claimed_by = $2 WHERE id = ANY($1::int[])`,
    [ids, holder],
  )
  const claimOf = async (id: number) =>
    (await pool(payload).query<{ claimed_until: Date | null }>('SELECT claimed_until FROM mail_outbox WHERE id = $1', [id])).rows[0]

  // Alive: its claims stand.
  expect(await deliverMail(payload, ids[0])).toBe(false)
  // Dead (SIGKILL, a lost machine): as soon as its session has left, another instance sends.
  await ghost.end()
  await until(
    'its session to end',
    async () => (await pool(payload).query(`${ENDED_SESSIONS} AND w.worker_id = $1`, [holder])).rows.length > 0,
  )
  expect(await deliverMail(payload, ids[0])).toBe(true)
  expect(smtp().received.filter((mail) => mail.to.includes(first))).toHaveLength(1)
  // The minute's sweep forgets its record, and ends the claims it still had with it.
  const client = await pool(payload).connect()
  try {
    await releaseDeadWorkers(client)
  } finally {
    client.release()
  }
  expect((await pool(payload).query('SELECT 1 FROM job_queue_workers WHERE worker_id = $1', [holder])).rows).toHaveLength(0)
  expect((await claimOf(ids[1])).claimed_until).toBeNull()
  expect(await deliverMail(payload, ids[1])).toBe(true)
  expect(smtp().received.filter((mail) => mail.to.includes(second))).toHaveLength(1)
})

it('an instance stopped in the middle of a slow round stops after the mail it is sending, and the other instance sends the rest at once: each mail once', async () => {
  const payload = await ready()
  await migrateJobQueue(process.env.DATABASE_URI as string)
  const instances = [await startInstance(), await startInstance()]
  await setAsideEarlierMails()
  const recipients = Array.from({ length: 6 }, () => uniqueEmail())
  // Each mail takes 300 ms to send.
  for (const to of recipients) slowRecipients.set(to, 300)
  try {
    await inTransaction(payload, async (tx) => {
      for (const to of recipients) await enqueueMail(tx, { to, subject: 'Un envoi lent', text: 'Bonjour.', kind: 'slow-round' })
    })
    const received = () => smtp().received.filter((mail) => recipients.some((to) => mail.to.includes(to)))
    await instances[0].runner.addJob(TASKS.mailRetryRound, {}, MAIL_ROUND)
    await until('two mails of the round to arrive', () => received().length >= 2)

    const { first, other } = await roundInstances(instances)
    const otherRounds = other.started
    const began = performance.now()
    await stopInstance(first)
    // The mail being sent finishes; no further one is claimed.
    expect(performance.now() - began).toBeLessThan(1_500)
    expect(received().length).toBeLessThanOrEqual(3)

    await until('the other instance to send the rest', () => received().length >= recipients.length, 10_000)
    // One round of its own sent them all.
    expect(other.started).toBe(otherRounds + 1)
    for (const to of recipients)
      expect(
        received().filter((mail) => mail.to.includes(to)),
        to,
      ).toHaveLength(1)
  } finally {
    for (const to of recipients) slowRecipients.delete(to)
  }
})

it('a round still sending when the grace runs out is released: its queue is free for the other instance at once, and its mail leaves once', async () => {
  const payload = await ready()
  await migrateJobQueue(process.env.DATABASE_URI as string)
  const instances = [await startInstance(), await startInstance()]
  await setAsideEarlierMails()
  const [slow, next] = [uniqueEmail(), uniqueEmail()]
  // The SMTP server takes 3 s to accept this mail: longer than the grace given below.
  slowRecipients.set(slow, 3_000)
  try {
    const slowId = await inTransaction(payload, (tx) =>
      enqueueMail(tx, { to: slow, subject: 'Très lent', text: 'Bonjour.', kind: 'slow-round' }),
    )
    await instances[0].runner.addJob(TASKS.mailRetryRound, {}, MAIL_ROUND)
    await until('the slow mail to be claimed', async () => {
      const { rows } = await pool(payload).query('SELECT 1 FROM mail_outbox WHERE id = $1 AND claimed_until IS NOT NULL', [slowId])
      return rows.length === 1
    })
    const { first, other, holder: stoppingWorker } = await roundInstances(instances)

    const began = performance.now()
    running.splice(running.indexOf(first), 1)
    // What the shutdown runs last, once the HTTP server has closed: the running round is given back.
    await (
      await first.runner.stop(500)
    )()
    expect(performance.now() - began).toBeLessThan(2_000)
    // Given back: free, or already taken up again by the other instance, which listens for jobs.
    expect(await roundHolder()).not.toBe(stoppingWorker)

    await inTransaction(payload, (tx) => enqueueMail(tx, { to: next, subject: 'Le suivant', text: 'Bonjour.', kind: 'slow-round' }))
    await other.runner.addJob(TASKS.mailRetryRound, {}, MAIL_ROUND)
    await until('the other instance to send the next mail', () => smtp().received.some((mail) => mail.to.includes(next)))
    // (In this one process the released send goes on; a stopped instance exits, and its claim keeps the mail for a later round.)
    await until('the slow mail to arrive', () => smtp().received.some((mail) => mail.to.includes(slow)))
    expect(smtp().received.filter((mail) => mail.to.includes(slow))).toHaveLength(1)
  } finally {
    slowRecipients.delete(slow)
  }
})
