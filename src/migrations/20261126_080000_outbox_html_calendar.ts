import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** A queued mail keeps its HTML part, its Reply-To and, for a dinner, its calendar invitation (iMIP). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "body_html" text;
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "reply_to" varchar;
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "calendar_method" varchar;
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "calendar" text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "body_html";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "reply_to";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "calendar_method";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "calendar";`)
}
