import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A failed renewal's life: when the failure began (the member keeps booking during the grace the
 * settings give, counted from it), the invoice that failed, and one row per step done (each
 * reminder mail, the suspension), written with its mail or Journal entry, so that a second run of
 * its job (another instance, a retry) does nothing.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "payment_failed_at" timestamptz;
    ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "failed_invoice_id" text;
    CREATE TABLE IF NOT EXISTS "payment_failure_steps" (
      "member_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "invoice_id" text NOT NULL,
      "step" text NOT NULL,
      "sent_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("member_id", "invoice_id", "step")
    );
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_failed_payment_grace_days" numeric DEFAULT 7;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "payment_failure_steps";
    ALTER TABLE "memberships" DROP COLUMN IF EXISTS "payment_failed_at";
    ALTER TABLE "memberships" DROP COLUMN IF EXISTS "failed_invoice_id";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_failed_payment_grace_days";`)
}
