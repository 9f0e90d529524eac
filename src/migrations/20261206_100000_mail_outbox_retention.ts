import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The outbox keeps a sent mail's body only for a while (its links act without a login), and knows
 * which of a booking's mails went to the team rather than to the guest (« Renvoyer » never sends
 * the team's mail to the guest).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "for_team" boolean NOT NULL DEFAULT false;
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "body_dropped_at" timestamptz;
    UPDATE "mail_outbox" SET "for_team" = true WHERE "kind" = 'attendance-contest';
    CREATE INDEX IF NOT EXISTS "mail_outbox_body_kept_idx" ON "mail_outbox" ("id") WHERE "body_dropped_at" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "mail_outbox_body_kept_idx";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "body_dropped_at";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "for_team";`)
}
