import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Sponsorship: the settings' quotas and reward; each invitation a member sends (its link's hash
 * only, its expiry, and the application it led to, set once when the link is used); the second
 * sponsor an applicant may have, confirmed through that member's own link; the concerns members
 * send the team about an address (its keyed hash, never the address); and each reward granted,
 * whose primary key on the sponsee makes a second grant impossible. An invitation goes with either
 * account: an erased sponsee leaves no address behind in their sponsor's list.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DO $$ BEGIN
      CREATE TYPE "public"."enum_site_settings_sponsorship_reward" AS ENUM('free-dinner', 'discount-month');
    EXCEPTION WHEN duplicate_object THEN NULL; END $$;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "sponsorship_quota" numeric DEFAULT 3;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "sponsorship_premium_quota" numeric DEFAULT 5;
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "sponsorship_reward" "enum_site_settings_sponsorship_reward";
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "sponsorship_reward_discount_percent" numeric DEFAULT 50;
    CREATE TABLE IF NOT EXISTS "sponsor_invitations" (
      "id" serial PRIMARY KEY,
      "sponsor_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "email" varchar NOT NULL,
      "message" text,
      "token_hash" varchar NOT NULL UNIQUE,
      "sent_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz,
      "applicant_id" integer UNIQUE REFERENCES "users" ("id") ON DELETE CASCADE
    );
    CREATE INDEX IF NOT EXISTS "sponsor_invitations_sponsor_idx" ON "sponsor_invitations" ("sponsor_id", "sent_at");
    CREATE TABLE IF NOT EXISTS "second_sponsors" (
      "applicant_id" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
      "member_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "asked_by_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
      "token_hash" varchar NOT NULL UNIQUE,
      "expires_at" timestamptz NOT NULL,
      "confirmed_at" timestamptz
    );
    CREATE TABLE IF NOT EXISTS "sponsor_concerns" (
      "id" serial PRIMARY KEY,
      "author_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
      "email_key" varchar NOT NULL,
      "message" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS "sponsor_concerns_email_idx" ON "sponsor_concerns" ("email_key");
    CREATE TABLE IF NOT EXISTS "sponsor_rewards" (
      "sponsee_id" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
      "sponsor_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "kind" text NOT NULL CHECK ("kind" IN ('free-dinner', 'discount-month')),
      "detail" integer,
      "stripe_coupon_id" text,
      "granted_at" timestamptz NOT NULL DEFAULT now(),
      "used_at" timestamptz,
      "used_booking_id" integer REFERENCES "bookings" ("id") ON DELETE SET NULL
    );
    CREATE INDEX IF NOT EXISTS "sponsor_rewards_booking_idx" ON "sponsor_rewards" ("used_booking_id");
    CREATE INDEX IF NOT EXISTS "sponsor_rewards_sponsor_idx" ON "sponsor_rewards" ("sponsor_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "sponsor_rewards";
    DROP TABLE IF EXISTS "sponsor_concerns";
    DROP TABLE IF EXISTS "second_sponsors";
    DROP TABLE IF EXISTS "sponsor_invitations";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "sponsorship_reward_discount_percent";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "sponsorship_reward";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "sponsorship_premium_quota";
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "sponsorship_quota";
    DROP TYPE IF EXISTS "public"."enum_site_settings_sponsorship_reward";`)
}
