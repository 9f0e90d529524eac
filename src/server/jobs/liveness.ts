import { randomUUID } from 'node:crypto'

import pg from 'pg'

import { setClaimHolder } from '../db/sessions'

/**
 * graphile-worker has no liveness of its own: a job, and the named queue it runs on, locked by a
 * worker that died (SIGKILL, a lost machine) stay locked until its reset of locks older than 4
 * hours, a fixed interval in every release. Mail retries, the morning brief or a held waitlist
 * seat would wait that long.
 *
 * So each instance keeps one connection of its own open for as long as it runs, and records each
 * of its workers against that connection's backend (its pid and start time, which no later
 * session repeats). That backend's presence in pg_stat_activity says the workers are alive:
 * PostgreSQL ends it as soon as the process dies (the kernel closes its socket), and within about
 * two minutes when the machine is lost (the TCP keepalives below). recovery.ts gives back what the
 * others hold. Like the cache listener, this needs a direct connection (a PgBouncer in transaction
 * mode shares backends between clients).
 */

/**
 * The session is idle by design: a server-wide idle_session_timeout must not end it (that would
 * read as a dead instance), and TCP keepalives end it when the machine is gone.
 */
const SESSION_SETTINGS =
  'SET idle_session_timeout = 0; SET tcp_keepalives_idle = 60; SET tcp_keepalives_interval = 10; SET tcp_keepalives_count = 6'
const RECONNECT_MS = { first: 500, max: 30_000 }

export type WorkerRegistry = {
  /** Records a worker (graphile-worker's `worker:create`) against this instance's session. */
  register: (workerId: string) => void
  /** Gives back what this instance's workers hold (jobs past the stop's grace): another instance runs them. */
  releaseLocks: () => Promise<void>
  /** Once the workers have stopped: their records go, then the session. */
  close: () => Promise<void>
}

/** Opens this instance's session (waits until it is open, so that workers register before their first job). */
export async function openWorkerRegistry(connectionString: string): Promise<WorkerRegistry> {
  const instance = `instance-${randomUUID()}`
  const workers = new Set<string>([instance])
  let client: pg.Client | undefined
  let closing = false
  let closed: Promise<void> | undefined
  let delay = RECONNECT_MS.first

  const record = (ids: string[]) =>
    client
      ?.query(
        `INSERT INTO job_queue_workers (worker_id, backend_pid, backend_start)
         SELECT id, pg_backend_pid(), (SELECT backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()) FROM unnest($1::text[]) id
         ON CONFLICT (worker_id) DO UPDATE SET backend_pid = excluded.backend_pid, backend_start = excluded.backend_start`,
        [ids],
      )
      .catch((error: Error) => console.warn(`[jobs] a worker could not be registered: ${error.message}`))

  const open = async (): Promise<pg.Client> => {
    const session = new pg.Client({ connectionString, keepAlive: true, application_name: 'cercle job workers' })
    // A lost connection also ends it ('end' below).
    session.on('error', () => undefined)
    try {
      await session.connect()
      await session.query(SESSION_SETTINGS)
      return session
    } catch (error) {
      await session.end().catch(() => undefined)
      throw error
    }
  }
  const retry = () => {
    setTimeout(() => {
      open().then(adopt, (error: Error) => {
        console.warn(`[jobs] the workers’ session cannot open: ${error.message}`)
        retry()
      })
    }, delay).unref()
    delay = Math.min(delay * 2, RECONNECT_MS.max)
  }
  // Workers recorded against a session that was lost (the instance still running) are recorded
  // again against the new one.
  const adopt = (session: pg.Client) => {
    if (closing) return void session.end().catch(() => undefined)
    client = session
    delay = RECONNECT_MS.first
    session.once('end', () => {
      if (client === session) client = undefined
      if (closing) return
      console.warn('[jobs] the workers’ session was lost; opening another')
      retry()
    })
    if (workers.size) void record([...workers])
  }

  adopt(await open())
  setClaimHolder(instance)
  return {
    register: (workerId) => {
      workers.add(workerId)
      void record([workerId])
    },
    releaseLocks: async () => {
      console.warn('[jobs] jobs still running at the end of the grace are given back, to run elsewhere')
      await client
        ?.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [[...workers]])
        .catch((error: Error) => console.warn(`[jobs] the running jobs could not be given back: ${error.message}`))
    },
    close: () =>
      (closed ??= (async () => {
        closing = true
        setClaimHolder(null, instance)
        const session = client
        if (!session) return
        await session.query('DELETE FROM job_queue_workers WHERE worker_id = ANY($1::text[])', [[...workers]]).catch(() => undefined)
        await session.end().catch(() => undefined)
      })()),
  }
}
