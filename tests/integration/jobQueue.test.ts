import { EventEmitter } from 'node:events'

import type { Runner, WorkerEvents } from 'graphile-worker'
import { afterEach, expect, it, vi } from 'vitest'

import { pool } from '@/server/db/pool'
import { inTransaction } from '@/server/db/transaction'
import { enqueueMail } from '@/server/email/outbox'
import { migrateJobQueue, startJobRunner } from '@/server/jobs/runner'
import { TASKS } from '@/server/jobs/schedule'

import { ready, setAsideEarlierMails, smtp, uniqueEmail } from './support/api'
import { until } from './support/until'

type Instance = { runner: Runner; scheduled: number[]; rounds: number }
const running: Instance[] = []

/** One app instance's share of the queue, its clock taken from this process (moved by the test). */
async function startInstance(): Promise<Instance> {
  const payload = await ready()
  const events: WorkerEvents = new EventEmitter()
  const instance: Instance = { runner: undefined as unknown as Runner, scheduled: [], rounds: 0 }
  let cronStarted = false
  events.on('cron:started', () => (cronStarted = true))
  events.on('cron:scheduled', ({ timestamp }) => instance.scheduled.push(timestamp))
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
  await instance.runner.stop()
}

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(running.splice(0).map((instance) => instance.runner.stop()))
})

const MINUTE = 60_000

it('the mail retry round runs once a minute whatever the number of instances, across a restart, and sends a stranded mail once', async () => {
  const payload = await ready()
  await migrateJobQueue(process.env.DATABASE_URI as string)
  // Earlier files of this worker ran the schedule with clocks moved days ahead (reminders.test.ts):
  // the queue remembers those minutes as done and would schedule none before them. This test's
  // clock starts now, so the schedule's memory starts afresh.
  await pool(payload).query('DELETE FROM graphile_worker._private_known_crontabs')
  const halfPastTheMinute = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE / 2
  // The clock also runs by itself, so that the SMTP server's and the drivers' short timers still fire.
  vi.useFakeTimers({ now: halfPastTheMinute, toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true })

  const totalRounds = () => running.reduce((sum, instance) => sum + instance.rounds, 0) + stoppedRounds
  let stoppedRounds = 0
  const queuedRounds = async () => {
    // Those due by this test's clock: a file before this one may have left rounds queued at its own moved clock's minutes.
    const { rows } = await pool(payload).query<{ count: string }>(
      'SELECT count(*) FROM graphile_worker.jobs WHERE task_identifier = $1 AND run_at <= $2',
      [TASKS.mailRetryRound, new Date().toISOString()],
    )
    return Number(rows[0].count)
  }
  /** Moves the clock to the next minute; every running instance offers that minute's round, one runs it. */
  const nextMinute = async (expectedRounds: number) => {
    const minute = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE
    await vi.advanceTimersByTimeAsync(minute - Date.now() + 5)
    for (const instance of running)
      await until(`every instance to offer the round of ${new Date(minute).toISOString()}`, () => instance.scheduled.includes(minute))
    await until('the round to run', async () => totalRounds() >= expectedRounds && (await queuedRounds()) === 0)
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
