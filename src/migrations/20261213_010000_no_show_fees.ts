import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The no-show fee: its amount and the first absence's waiver in « Absences sans prévenir », and
 * one row per absence it was decided for (the booking is the key: a second decision finds it),
 * with what became of it (waived, not charged, charged, failed, refunded, or cancelled before any charge) and Stripe's ids.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "no_show_policy_fee_euros" numeric DEFAULT 0;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "no_show_policy_waive_first_fee" boolean DEFAULT true;
    CREATE TABLE IF NOT EXISTS "no_show_fees" (
      "booking_id" integer PRIMARY KEY REFERENCES "bookings" ("id") ON DELETE CASCADE,
      "member_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "dinner_id" integer NOT NULL REFERENCES "dinners" ("id") ON DELETE CASCADE,
      "amount_cents" integer NOT NULL,
      "status" text NOT NULL CHECK ("status" IN ('waived', 'not_charged', 'processing', 'charged', 'failed', 'refunded', 'cancelled')),
      "payment_intent_id" text,
      "refund_id" text,
      "failed_at" timestamptz,
      "decided_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "no_show_fees_member_idx" ON "no_show_fees" ("member_id", "status");
    CREATE INDEX IF NOT EXISTS "no_show_fees_dinner_idx" ON "no_show_fees" ("dinner_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "no_show_fees";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "no_show_policy_waive_first_fee";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "no_show_policy_fee_euros";`)
}
