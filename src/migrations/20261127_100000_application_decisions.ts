import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every decision on an application, in order: the first, and each reversal with its reason. The
 * users row keeps only the current one; this keeps both when an admin changes their mind. Written
 * only by the review's transaction (no collection: nothing on /cms-api can edit it).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "application_decisions" (
      "id" serial PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "status" varchar NOT NULL CHECK ("status" IN ('approved', 'rejected')),
      "notes" varchar,
      "reason" varchar,
      "decided_by_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
      "decided_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "application_decisions_user_idx" ON "application_decisions" ("user_id", "decided_at");
    INSERT INTO "application_decisions" ("user_id", "status", "notes", "decided_by_id", "decided_at")
    SELECT "id", "application_status"::text, "review_notes", "reviewed_by_id", coalesce("reviewed_at", "updated_at")
      FROM "users"
     WHERE "application_status"::text IN ('approved', 'rejected')
       AND NOT EXISTS (SELECT 1 FROM "application_decisions" d WHERE d."user_id" = "users"."id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "application_decisions";`)
}
