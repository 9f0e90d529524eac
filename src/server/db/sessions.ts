import { processWide } from '../processWide'

/**
 * Registered names whose session has ended: workers that died, and the instances they ran in.
 * What they hold (jobs, a mail's claim) can be taken at once.
 */
export const ENDED_SESSIONS = `SELECT w.worker_id FROM job_queue_workers w
  WHERE NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = w.backend_pid AND a.backend_start = w.backend_start)`

/** Registered names whose session is open: live workers and instances. */
export const ALIVE_SESSIONS = `SELECT w.worker_id FROM job_queue_workers w
  JOIN pg_stat_activity a ON a.pid = w.backend_pid AND a.backend_start = w.backend_start`

const holder = () => processWide('claimHolder', () => ({ name: null as string | null }))

/**
 * This instance's own name, registered against its session like its workers: the mails it claims
 * carry it (email/outbox.ts), so that another instance takes them back as soon as this one dies.
 * Null while the session is not open (a test without a job queue, the database away at boot):
 * a claim then has no holder and waits out its time, as every claim did before.
 */
export const claimHolder = (): string | null => holder().name

/** Set by the job queue's session as it opens (jobs/liveness.ts); cleared as it closes, unless another has taken its place. */
export function setClaimHolder(name: string | null, closing?: string): void {
  if (closing === undefined || holder().name === closing) holder().name = name
}
