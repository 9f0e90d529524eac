import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Inside the last 48 hours a freed seat is offered, not given: one offer per waitlisted booking
 * (never made twice), holding the seat until it is accepted or expires. Only the link's hash is kept.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "waitlist_offers" (
      "booking_id" integer PRIMARY KEY REFERENCES "bookings" ("id") ON DELETE CASCADE,
      "token_hash" varchar NOT NULL UNIQUE,
      "offered_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "expires_at" timestamp(3) with time zone NOT NULL,
      "outcome" varchar
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "waitlist_offers";`)
}
