import type { PoolClient } from 'pg'

import { ALIVE_SESSIONS, ENDED_SESSIONS } from '../db/sessions'

/**
 * The job queue's crash recovery, run each minute on the queue itself (schedule.ts): the locks on
 * jobs and named queues held by workers that are no longer alive are given back, so that another
 * instance runs them within a minute or two of a crash rather than after graphile-worker's own
 * reset of locks older than 4 hours. The unlocking is graphile-worker's (`force_unlock_workers`,
 * what its `WorkerUtils.forceUnlockWorkers` calls); what is ours is knowing which workers died
 * (liveness.ts).
 *
 * A worker is dead when the session it was registered against has left pg_stat_activity. A worker
 * never registered (an instance of an earlier release during a deploy, a registration that failed)
 * is taken for dead once its lock is older than UNREGISTERED_GRACE: well past the moment it would
 * have registered, and past a mail round of an earlier release running through a slow SMTP server. A live instance whose session was lost and not yet reopened may see a running job
 * given back and run a second time: every task tolerates that (a mail is claimed before it is
 * sent, a reminder is recorded with its mail).
 */
const UNREGISTERED_GRACE = '10 minutes'

/** Gives back what dead workers hold; returns their ids. */
export async function releaseDeadWorkers(client: PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ worker_id: string }>(
    `WITH locks AS (
       SELECT locked_by, locked_at FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL
       UNION ALL
       SELECT locked_by, locked_at FROM graphile_worker._private_job_queues WHERE locked_by IS NOT NULL)
     SELECT DISTINCT locked_by AS worker_id FROM locks
      WHERE locked_by NOT IN (${ALIVE_SESSIONS})
        AND (locked_by IN (SELECT worker_id FROM job_queue_workers) OR locked_at < now() - interval '${UNREGISTERED_GRACE}')`,
  )
  const dead = rows.map((row) => row.worker_id)
  if (dead.length) {
    await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [dead])
    console.warn(`[jobs] gave back the jobs of workers no longer running: ${dead.join(', ')}`)
  }
  // The records of ended sessions go, now that nothing they hold stays locked; the mails such an
  // instance had claimed (claimable at once while its record stood: email/outbox.ts) with them.
  await client.query(
    `WITH ended AS (DELETE FROM job_queue_workers WHERE worker_id IN (${ENDED_SESSIONS}) RETURNING worker_id)
     UPDATE mail_outbox SET claimed_until = NULL, claim_token = NULL WHERE sent_at IS NULL AND claimed_by IN (SELECT worker_id FROM ended)`,
  )
  return dead
}
