import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The weekly newsletter: its global (the editors' introduction, the admins' schedule),
 * the issues (one per week: the key that keeps a second one from leaving) and each person's copy
 * of each issue, and the mailing headers a queued mail may carry (List-Unsubscribe).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_newsletter_schedule_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
    CREATE TABLE "newsletter" (
      "id" serial PRIMARY KEY NOT NULL,
      "intro" varchar,
      "schedule_day" "enum_newsletter_schedule_day" DEFAULT '1' NOT NULL,
      "schedule_hour" numeric DEFAULT 8 NOT NULL,
      "schedule_per_minute" numeric DEFAULT 60 NOT NULL,
      "updated_at" timestamp(3) with time zone,
      "created_at" timestamp(3) with time zone
    );
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "headers" jsonb;
    CREATE INDEX IF NOT EXISTS "mail_outbox_newsletter_sent_idx" ON "mail_outbox" ("sent_at") WHERE "kind" = 'newsletter';
    CREATE TABLE IF NOT EXISTS "newsletter_issues" (
      "week" varchar PRIMARY KEY,
      "subject" varchar NOT NULL,
      "recipients" integer NOT NULL DEFAULT 0,
      "sent_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS "newsletter_sends" (
      "week" varchar NOT NULL REFERENCES "newsletter_issues"("week") ON DELETE CASCADE,
      "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "mail_id" integer,
      PRIMARY KEY ("week", "user_id")
    );
    CREATE INDEX IF NOT EXISTS "newsletter_sends_user_idx" ON "newsletter_sends" ("user_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "newsletter_sends";
    DROP TABLE IF EXISTS "newsletter_issues";
    DROP INDEX IF EXISTS "mail_outbox_newsletter_sent_idx";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "headers";
    DROP TABLE IF EXISTS "newsletter" CASCADE;
    DROP TYPE IF EXISTS "public"."enum_newsletter_schedule_day";`)
}
