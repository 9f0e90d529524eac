import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What an erasure keeps of a paid membership (src/server/account/keptAfterErasure.ts): French
 * accounting law keeps the books' supporting facts ten years, so the membership's billing facts
 * (plan, rate, amounts, dates, Stripe's customer and subscription ids) outlive the account under a
 * pseudonym, with no name, address or member id, until `keep_until`; the nightly upkeep then
 * deletes them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "kept_billing_records" (
      "id" serial PRIMARY KEY,
      "pseudonym" text NOT NULL,
      "plan" text NOT NULL,
      "billing_interval" text NOT NULL,
      "rate" text NOT NULL,
      "amount_cents" integer NOT NULL,
      "currency" text NOT NULL,
      "status" text NOT NULL,
      "member_since" timestamptz NOT NULL,
      "last_payment_at" timestamptz,
      "last_payment_cents" integer,
      "stripe_customer_id" text,
      "stripe_subscription_id" text,
      "erased_at" timestamptz NOT NULL DEFAULT now(),
      "keep_until" timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS "kept_billing_records_keep_until_idx" ON "kept_billing_records" ("keep_until");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "kept_billing_records";`)
}
