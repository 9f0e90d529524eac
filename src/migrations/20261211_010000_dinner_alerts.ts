import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * « Prévenez-moi »: what each member asked to be told about (themes, and optionally cities and
 * days), the dinners waiting for a member's next alert, and each (member, dinner) already told,
 * whose primary key makes the second send of an alert impossible. All go with the account.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "dinner_alert_prefs" (
      "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
      "themes" varchar[] NOT NULL,
      "cities" varchar[] NOT NULL DEFAULT '{}',
      "weekdays" smallint[] NOT NULL DEFAULT '{}',
      "updated_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "dinner_alert_prefs_themes_idx" ON "dinner_alert_prefs" USING gin ("themes");
    CREATE TABLE IF NOT EXISTS "dinner_alert_pending" (
      "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "dinner_id" integer NOT NULL REFERENCES "dinners"("id") ON DELETE CASCADE,
      PRIMARY KEY ("user_id", "dinner_id")
    );
    CREATE TABLE IF NOT EXISTS "dinner_alert_sends" (
      "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "dinner_id" integer NOT NULL REFERENCES "dinners"("id") ON DELETE CASCADE,
      "day" date NOT NULL,
      "mail_id" integer,
      "sent_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("user_id", "dinner_id")
    );
    CREATE INDEX IF NOT EXISTS "dinner_alert_sends_day_idx" ON "dinner_alert_sends" ("user_id", "day");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "dinner_alert_sends";
    DROP TABLE IF EXISTS "dinner_alert_pending";
    DROP TABLE IF EXISTS "dinner_alert_prefs";`)
}
