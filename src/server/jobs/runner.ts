import { EventEmitter } from 'node:events'

import { Logger, parseCronItems, run, runMigrations, type Runner, type RunnerOptions, type WorkerEvents } from 'graphile-worker'
import type { Payload } from 'payload'

import { settlesWithin } from '../shutdown'
import { openWorkerRegistry } from './liveness'
import { SCHEDULE } from './schedule'
import { jobTasks } from './tasks'

/**
 * The job queue is graphile-worker on the app's PostgreSQL: jobs are claimed with FOR UPDATE SKIP
 * LOCKED, so each runs on one instance only, and are announced by NOTIFY, so they start at once.
 */

/**
 * Jobs run at once per instance. A job mostly waits (the database, the SMTP server): an evening's
 * reminders, thousands due at one minute, go out as fast as jobs overlap, and the letter's sender
 * takes one worker while the others go on.
 */
const CONCURRENCY = 4
/** Connections the queue opens per instance, on top of DATABASE_POOL_MAX (README "Deploying"): one per worker and its LISTEN; liveness.ts adds one. */
const JOB_QUEUE_CONNECTIONS = CONCURRENCY + 1

const logger = new Logger(() => (level, message) => {
  if (level === 'error') console.error(`[jobs] ${message}`)
  else if (level === 'warning') console.warn(`[jobs] ${message}`)
})

/**
 * The process's own signal handlers are off: the server stops the queue itself (src/server/shutdown.ts),
 * before it closes its HTTP server.
 */
function options(connectionString: string): RunnerOptions {
  return { connectionString, logger, maxPoolSize: JOB_QUEUE_CONNECTIONS, noHandleSignals: true }
}

/** Creates or upgrades the queue's own schema; run at boot under the boot lock (its DDL is not safe to race). */
export async function migrateJobQueue(connectionString: string): Promise<void> {
  await runMigrations(options(connectionString))
}

export type JobRunner = {
  /** Settles when the queue stops: resolved after `stop`, rejected when it failed. */
  promise: Promise<void>
  addJob: Runner['addJob']
  /**
   * Takes no further job and tells the running ones to stop between two items (their
   * `helpers.abortSignal`). Answers what to do last, just before the process exits: give back the
   * jobs still running then, to be run again elsewhere, and close the workers' session.
   */
  stop: (graceMs: number) => Promise<() => Promise<void>>
}

/**
 * Runs the queue's jobs and schedule in this process until `stop()`, its workers registered against
 * this instance's session (liveness.ts). For tests: `useNodeTime` takes "now" from this process
 * instead of PostgreSQL, so that moving the clock makes jobs due; `events` reports what the runner does.
 */
export async function startJobRunner(
  connectionString: string,
  payload: () => Promise<Payload>,
  { useNodeTime = false, events = new EventEmitter() }: { useNodeTime?: boolean; events?: WorkerEvents } = {},
): Promise<JobRunner> {
  const registry = await openWorkerRegistry(connectionString)
  events.on('worker:create', ({ worker }) => registry.register(worker.workerId))
  const runner = await run({
    ...options(connectionString),
    concurrency: CONCURRENCY,
    useNodeTime,
    events,
    // A stop tells the running jobs at once (their helpers.abortSignal): a round then ends after the mail it is sending.
    gracefulShutdownAbortTimeout: 0,
    taskList: jobTasks(payload),
    parsedCronItems: parseCronItems(SCHEDULE),
  }).catch(async (error: unknown) => {
    await registry.close()
    throw error
  })
  // A runner that stops by itself (an error) leaves its session too: a new one starts with its own.
  const closeRegistry = () => registry.close()
  void runner.promise.then(closeRegistry, closeRegistry)
  return {
    promise: runner.promise,
    addJob: runner.addJob,
    stop: async (graceMs) => {
      const stopped = runner.stop().catch((error: unknown) => console.error('[jobs] the job runner did not stop cleanly', error))
      const finished = await settlesWithin(stopped, graceMs)
      return async () => {
        // Jobs still running are given back with graphile-worker's force_unlock_workers, at the
        // last moment. (Its forcefulShutdown would release them too, but it races the graceful
        // shutdown under way, which ends the connection pool that the release still needs.)
        if (!finished) await registry.releaseLocks()
        await registry.close()
      }
    },
  }
}
