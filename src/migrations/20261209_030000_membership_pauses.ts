import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A member's pauses: each one kept (when it began, when it resumes) so that « once per twelve
 * months » is read from the table, and so that its reminder and its resumption are each done once
 * (`reminder_sent_at`, `resumed_at` set in the transaction of the mail or the change they make).
 * The membership's row says until when it is paused, as Stripe's `pause_collection` does.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "membership_pauses" (
      "id" serial PRIMARY KEY,
      "member_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "months" integer NOT NULL CHECK ("months" BETWEEN 1 AND 12),
      "starts_at" timestamptz NOT NULL,
      "resumes_at" timestamptz NOT NULL,
      "reminder_sent_at" timestamptz,
      "resumed_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "membership_pauses_member_idx" ON "membership_pauses" ("member_id", "starts_at");
    ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "paused_until" timestamptz;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_pause_once_per_months" numeric DEFAULT 12;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_pause_once_per_months";
    ALTER TABLE "memberships" DROP COLUMN IF EXISTS "paused_until";
    DROP TABLE IF EXISTS "membership_pauses";`)
}
