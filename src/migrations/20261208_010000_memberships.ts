import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Paid membership (DESIGN §14): one row per approved member in `memberships`, its state ours and
 * changed only by a signed Stripe event or a team decision; `billing_events` keeps each Stripe
 * event id applied, so a replay changes nothing. Members approved before paid membership get a
 * row to activate at the founder price of SPEC §9 and keep booking during the grace the team sets.
 * The settings' group « Adhésions et paiement » holds the prices, in euros as typed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "memberships" (
      "member_id" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
      "status" text NOT NULL CHECK ("status" IN ('to_activate', 'active', 'past_due', 'paused', 'cancelling', 'ended', 'offered')),
      "plan" text NOT NULL CHECK ("plan" IN ('essential', 'premium', 'test')),
      "billing_interval" text NOT NULL CHECK ("billing_interval" IN ('month', 'year', 'once')),
      "rate" text NOT NULL CHECK ("rate" IN ('founder', 'list', 'under27')),
      "amount_cents" integer NOT NULL CHECK ("amount_cents" >= 0),
      "currency" text NOT NULL DEFAULT 'eur',
      "status_since" timestamptz NOT NULL DEFAULT now(),
      "stripe_customer_id" text UNIQUE,
      "stripe_subscription_id" text UNIQUE,
      "stripe_price_id" text,
      "checkout_session_id" text,
      "current_period_end" timestamptz,
      "cancel_at" timestamptz,
      "last_payment_at" timestamptz,
      "last_payment_cents" integer,
      "approved_before_billing" boolean NOT NULL DEFAULT false,
      "invited_at" timestamptz,
      "offered_reason" text,
      "offered_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "memberships_status" ON "memberships" ("status");
    CREATE TABLE IF NOT EXISTS "billing_events" (
      "event_id" text PRIMARY KEY,
      "type" text NOT NULL,
      "received_at" timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO "memberships" ("member_id", "status", "plan", "billing_interval", "rate", "amount_cents", "approved_before_billing")
    SELECT "id", 'to_activate',
           CASE WHEN "pricing_plan" IN ('essential', 'premium', 'test') THEN "pricing_plan" ELSE 'essential' END,
           CASE WHEN "pricing_plan" = 'test' THEN 'once' ELSE 'month' END,
           'founder',
           CASE "pricing_plan" WHEN 'premium' THEN 7900 WHEN 'test' THEN 0 ELSE 2300 END,
           true
      FROM "users" WHERE "role" = 'applicant' AND "application_status" = 'approved'
    ON CONFLICT ("member_id") DO NOTHING;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_essential_list_price" numeric DEFAULT 29;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_essential_founder_price" numeric DEFAULT 23;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_essential_annual_price" numeric;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_essential_under27_price" numeric;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_premium_list_price" numeric DEFAULT 99;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_premium_founder_price" numeric DEFAULT 79;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_premium_annual_price" numeric;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_premium_under27_price" numeric;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_founders_open" boolean DEFAULT true;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_test_price" numeric;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_minimum_commitment_months" numeric DEFAULT 2;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "billing_grace_until" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "billing_events";
    DROP TABLE IF EXISTS "memberships";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_essential_list_price";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_essential_founder_price";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_essential_annual_price";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_essential_under27_price";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_premium_list_price";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_premium_founder_price";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_premium_annual_price";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_premium_under27_price";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_founders_open";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_test_price";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_minimum_commitment_months";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "billing_grace_until";`)
}
