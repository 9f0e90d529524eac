import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The job queue's workers, each against the database session of the instance that runs it
 * (src/server/jobs/liveness.ts): a lock held by a worker whose session is gone is given back.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "job_queue_workers" (
      "worker_id" text PRIMARY KEY NOT NULL,
      "backend_pid" integer NOT NULL,
      "backend_start" timestamptz NOT NULL,
      "registered_at" timestamptz NOT NULL DEFAULT now()
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "job_queue_workers";`)
}
