import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The retention offer: what the team offers a member about to cancel (the settings' three
 * fields), and each offer a member answered, so that « once a year » is read from the table. A
 * row is written under the membership's lock: of two answers at once, the second finds it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DO $$ BEGIN
      CREATE TYPE "public"."enum_site_settings_billing_retention_offer" AS ENUM('pause', 'discount');
    EXCEPTION WHEN duplicate_object THEN NULL; END $$;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_retention_offer" "enum_site_settings_billing_retention_offer";
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_retention_pause_months" numeric DEFAULT 1;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_retention_discount_percent" numeric DEFAULT 50;
    CREATE TABLE IF NOT EXISTS "retention_offers" (
      "id" serial PRIMARY KEY,
      "member_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "kind" text NOT NULL CHECK ("kind" IN ('pause', 'discount')),
      "answer" text NOT NULL CHECK ("answer" IN ('accept', 'decline')),
      "detail" integer NOT NULL,
      "stripe_coupon_id" text,
      "answered_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "retention_offers_member_idx" ON "retention_offers" ("member_id", "answered_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "retention_offers";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_retention_discount_percent";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_retention_pause_months";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_retention_offer";
    DROP TYPE IF EXISTS "public"."enum_site_settings_billing_retention_offer";`)
}
