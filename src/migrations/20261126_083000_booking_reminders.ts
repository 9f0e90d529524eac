import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The reminders of a booking: one row per reminder sent (its primary key makes a second sending
 * impossible, whatever the number of instances or retries), and the one-click links of the 72-hour
 * reminder (only their hash is kept; each expires at the free-cancellation deadline and serves once).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "booking_reminders" (
      "booking_id" integer NOT NULL REFERENCES "bookings" ("id") ON DELETE CASCADE,
      "kind" varchar NOT NULL,
      "sent_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      PRIMARY KEY ("booking_id", "kind")
    );
    CREATE TABLE IF NOT EXISTS "booking_links" (
      "token_hash" varchar PRIMARY KEY,
      "booking_id" integer NOT NULL REFERENCES "bookings" ("id") ON DELETE CASCADE,
      "action" varchar NOT NULL,
      "expires_at" timestamp(3) with time zone NOT NULL,
      "used_at" timestamp(3) with time zone
    );
    CREATE INDEX IF NOT EXISTS "booking_links_booking_idx" ON "booking_links" ("booking_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "booking_links";
    DROP TABLE IF EXISTS "booking_reminders";`)
}
