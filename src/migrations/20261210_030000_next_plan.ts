import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A cheaper plan chosen for the next renewal: the row keeps the plan actually paid until then,
 * and says beside it which plan, at which price, takes over and when, as Stripe's subscription
 * (its current item and `changeAt`) holds them, so « Mon adhésion » can say it without asking Stripe.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "next_plan" text;
    ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "next_amount_cents" integer;
    ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "next_plan_at" timestamptz;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "memberships" DROP COLUMN IF EXISTS "next_plan_at";
    ALTER TABLE "memberships" DROP COLUMN IF EXISTS "next_amount_cents";
    ALTER TABLE "memberships" DROP COLUMN IF EXISTS "next_plan";`)
}
