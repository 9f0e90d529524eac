import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The evening at the door: the hosts the team names for a dinner; every mark a host's phone sent,
 * under the key the phone made for it (its primary key stores a mark sent twice once, whatever the
 * retries after a bad connection); and per booking, when and by whom (host, team, member) its
 * current attendance mark was made, whether a host said the guest is late, and the member's own
 * word from the morning brief (minutes late, or that they cannot come).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "dinner_hosts" (
      "dinner_id" integer NOT NULL REFERENCES "dinners"("id") ON DELETE CASCADE,
      "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "named_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("dinner_id", "user_id")
    );
    CREATE INDEX IF NOT EXISTS "dinner_hosts_user_idx" ON "dinner_hosts" ("user_id");
    CREATE TABLE IF NOT EXISTS "evening_marks" (
      "key" uuid PRIMARY KEY,
      "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
      "host_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
      "mark" varchar NOT NULL,
      "made_at" timestamptz NOT NULL,
      "received_at" timestamptz NOT NULL DEFAULT now(),
      "applied" boolean NOT NULL
    );
    CREATE INDEX IF NOT EXISTS "evening_marks_booking_idx" ON "evening_marks" ("booking_id");
    CREATE TABLE IF NOT EXISTS "booking_evening" (
      "booking_id" integer PRIMARY KEY REFERENCES "bookings"("id") ON DELETE CASCADE,
      "mark_made_at" timestamptz,
      "mark_origin" varchar,
      "host_late" boolean NOT NULL DEFAULT false,
      "late_minutes" smallint,
      "cannot_come" boolean NOT NULL DEFAULT false,
      "said_at" timestamptz
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "booking_evening";
    DROP TABLE IF EXISTS "evening_marks";
    DROP TABLE IF EXISTS "dinner_hosts";`)
}
