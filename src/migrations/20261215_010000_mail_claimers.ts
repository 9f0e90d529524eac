import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Who holds a mail's claim: the instance, recorded against its database session (jobs/liveness.ts),
 * so that the mails a crashed instance was sending are claimable again as soon as its session is
 * gone, rather than when their claim runs out (minutes). The weekly letter's copies still to send
 * are found by their own index (a letter is tens of thousands of rows, most of them sent as it
 * goes), and a copy's recipient by its mail.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "claimed_by" varchar;
    CREATE INDEX IF NOT EXISTS "mail_outbox_newsletter_due_idx" ON "mail_outbox" ("id") WHERE "kind" = 'newsletter' AND "sent_at" IS NULL;
    CREATE INDEX IF NOT EXISTS "newsletter_sends_mail_idx" ON "newsletter_sends" ("mail_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "newsletter_sends_mail_idx";
    DROP INDEX IF EXISTS "mail_outbox_newsletter_due_idx";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "claimed_by";`)
}
