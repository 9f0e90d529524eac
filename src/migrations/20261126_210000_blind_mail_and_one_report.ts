import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A mail whose recipients are in Bcc (« revoir »: two members introduced by one mail, neither
 * seeing the address of the other's account), and one report per reporter, person and dinner: a
 * report sent again (a double click, a link kept for a week) adds nothing and mails no one again.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "blind" boolean DEFAULT false NOT NULL;
    DELETE FROM "conduct_reports" r USING "conduct_reports" o
     WHERE r.reporter_id = o.reporter_id AND r.reported_id = o.reported_id AND r.dinner_id = o.dinner_id AND r.id > o.id;
    CREATE UNIQUE INDEX IF NOT EXISTS "conduct_reports_once_idx" ON "conduct_reports" ("reporter_id", "reported_id", "dinner_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "conduct_reports_once_idx";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "blind";`)
}
