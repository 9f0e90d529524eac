import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The morning after a dinner: one request per guest (its primary key makes a second mail
 * impossible, whatever the number of instances or retries) with the date its links stop working;
 * the links themselves (only their hash, each serving once: a submission hands out the next); and
 * the guest's answers, one row per booking, changed in place until the request expires.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "feedback_requests" (
      "booking_id" integer PRIMARY KEY REFERENCES "bookings" ("id") ON DELETE CASCADE,
      "sent_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "expires_at" timestamp(3) with time zone NOT NULL
    );
    CREATE TABLE IF NOT EXISTS "feedback_links" (
      "token_hash" varchar PRIMARY KEY,
      "booking_id" integer NOT NULL REFERENCES "feedback_requests" ("booking_id") ON DELETE CASCADE,
      "used_at" timestamp(3) with time zone
    );
    CREATE INDEX IF NOT EXISTS "feedback_links_booking_idx" ON "feedback_links" ("booking_id");
    CREATE TABLE IF NOT EXISTS "dinner_feedback" (
      "booking_id" integer PRIMARY KEY REFERENCES "bookings" ("id") ON DELETE CASCADE,
      "evening" smallint NOT NULL CHECK ("evening" BETWEEN 1 AND 5),
      "speaker" smallint NOT NULL CHECK ("speaker" BETWEEN 1 AND 5),
      "conversation" smallint NOT NULL CHECK ("conversation" BETWEEN 1 AND 5),
      "comment" text,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "dinner_feedback";
    DROP TABLE IF EXISTS "feedback_links";
    DROP TABLE IF EXISTS "feedback_requests";`)
}
