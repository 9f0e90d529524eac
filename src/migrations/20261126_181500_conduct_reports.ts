import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * « Signaler un comportement »: a member's report about a tablemate, read by admins only (seen_at
 * clears the admin's badge). While it exists, the composition never seats the two together; it
 * goes with either account's erasure.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "conduct_reports" (
      "id" serial PRIMARY KEY,
      "reporter_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "reported_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "dinner_id" integer REFERENCES "dinners" ("id") ON DELETE SET NULL,
      "message" text NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "seen_at" timestamp(3) with time zone,
      CHECK ("reporter_id" <> "reported_id")
    );
    CREATE INDEX IF NOT EXISTS "conduct_reports_reporter_idx" ON "conduct_reports" ("reporter_id");
    CREATE INDEX IF NOT EXISTS "conduct_reports_reported_idx" ON "conduct_reports" ("reported_id");
    CREATE INDEX IF NOT EXISTS "conduct_reports_unseen_idx" ON "conduct_reports" ("created_at") WHERE "seen_at" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "conduct_reports";`)
}
