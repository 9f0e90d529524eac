import { EventEmitter } from 'node:events'

import type { WorkerEvents } from 'graphile-worker'
import { vi } from 'vitest'

import { pool } from '@/server/db/pool'
import { type JobRunner, startJobRunner } from '@/server/jobs/runner'
import { SCHEDULE } from '@/server/jobs/schedule'
import { SHUTDOWN_GRACE_MS } from '@/server/shutdown'

import { ready } from './api'

const runners: JobRunner[] = []

/**
 * Starts `count` instances' share of the job queue on this worker's database, on this process's
 * clock (tests move it with vi.useFakeTimers): as several app instances would run it.
 */
export async function startInstances(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const events: WorkerEvents = new EventEmitter()
    runners.push(await startJobRunner(process.env.DATABASE_URI as string, () => ready(), { useNodeTime: true, events }))
  }
}

/**
 * For afterEach: the clock back to real time, the instances stopped, and what the schedule did at
 * the moved clock's minutes forgotten: the minutes it remembers as done (it would schedule none
 * before them) and the rounds it queued for them (a later file waits for the queue to empty).
 */
export async function stopInstances(): Promise<void> {
  vi.useRealTimers()
  const stopping = runners.splice(0)
  await Promise.all(stopping.map(async (runner) => (await runner.stop(SHUTDOWN_GRACE_MS.jobs))()))
  if (stopping.length === 0) return
  const db = pool(await ready())
  await db.query('DELETE FROM graphile_worker._private_known_crontabs')
  await db.query(
    'SELECT graphile_worker.complete_jobs(array(SELECT id FROM graphile_worker.jobs WHERE task_identifier = ANY($1) AND run_at > now()))',
    [SCHEDULE.map((item) => item.task)],
  )
}
