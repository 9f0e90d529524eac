import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What an erasure must not wipe (src/server/account/keptAfterErasure.ts). A report about a member
 * who erases their account no longer goes with it: it loses the account, its words and its dinner,
 * and keeps the reporter, the reason and the date under keyed hashes of the person's address and
 * phone number, until an application with either is approved (the report is then that member's
 * again) or the reporter erases their own account. The database refuses a report that names
 * nobody, so a deletion that would skip the keeping fails instead of wiping. The absences without
 * notice that still count are kept the same way, each with its dinner's date.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "conduct_reports" DROP CONSTRAINT IF EXISTS "conduct_reports_reported_id_fkey";
    ALTER TABLE "conduct_reports" ADD CONSTRAINT "conduct_reports_reported_id_fkey"
      FOREIGN KEY ("reported_id") REFERENCES "users" ("id") ON DELETE SET NULL;
    ALTER TABLE "conduct_reports" ALTER COLUMN "reported_id" DROP NOT NULL;
    ALTER TABLE "conduct_reports" ALTER COLUMN "message" DROP NOT NULL;
    ALTER TABLE "conduct_reports" ADD COLUMN IF NOT EXISTS "reported_email_key" varchar;
    ALTER TABLE "conduct_reports" ADD COLUMN IF NOT EXISTS "reported_phone_key" varchar;
    ALTER TABLE "conduct_reports" DROP CONSTRAINT IF EXISTS "conduct_reports_names_someone";
    ALTER TABLE "conduct_reports" ADD CONSTRAINT "conduct_reports_names_someone"
      CHECK ("reported_id" IS NOT NULL OR "reported_email_key" IS NOT NULL);
    CREATE INDEX IF NOT EXISTS "conduct_reports_email_key_idx" ON "conduct_reports" ("reported_email_key") WHERE "reported_email_key" IS NOT NULL;
    CREATE INDEX IF NOT EXISTS "conduct_reports_phone_key_idx" ON "conduct_reports" ("reported_phone_key") WHERE "reported_phone_key" IS NOT NULL;
    CREATE TABLE IF NOT EXISTS "kept_no_shows" (
      "id" serial PRIMARY KEY,
      "email_key" varchar NOT NULL,
      "phone_key" varchar,
      "dinner_at" timestamptz NOT NULL,
      "member_id" integer REFERENCES "users" ("id") ON DELETE SET NULL
    );
    CREATE INDEX IF NOT EXISTS "kept_no_shows_email_key_idx" ON "kept_no_shows" ("email_key");
    CREATE INDEX IF NOT EXISTS "kept_no_shows_phone_key_idx" ON "kept_no_shows" ("phone_key") WHERE "phone_key" IS NOT NULL;
    CREATE INDEX IF NOT EXISTS "kept_no_shows_member_idx" ON "kept_no_shows" ("member_id") WHERE "member_id" IS NOT NULL;
    CREATE INDEX IF NOT EXISTS "kept_no_shows_dinner_at_idx" ON "kept_no_shows" ("dinner_at");`)
}

/** Back to reports that go with either account: those kept after an erasure go now. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "kept_no_shows";
    DELETE FROM "conduct_reports" WHERE "reported_id" IS NULL;
    UPDATE "conduct_reports" SET "message" = '' WHERE "message" IS NULL;
    ALTER TABLE "conduct_reports" DROP CONSTRAINT IF EXISTS "conduct_reports_names_someone";
    DROP INDEX IF EXISTS "conduct_reports_email_key_idx";
    DROP INDEX IF EXISTS "conduct_reports_phone_key_idx";
    ALTER TABLE "conduct_reports" DROP COLUMN IF EXISTS "reported_email_key";
    ALTER TABLE "conduct_reports" DROP COLUMN IF EXISTS "reported_phone_key";
    ALTER TABLE "conduct_reports" ALTER COLUMN "message" SET NOT NULL;
    ALTER TABLE "conduct_reports" ALTER COLUMN "reported_id" SET NOT NULL;
    ALTER TABLE "conduct_reports" DROP CONSTRAINT IF EXISTS "conduct_reports_reported_id_fkey";
    ALTER TABLE "conduct_reports" ADD CONSTRAINT "conduct_reports_reported_id_fkey"
      FOREIGN KEY ("reported_id") REFERENCES "users" ("id") ON DELETE CASCADE;`)
}
