import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The SEQUENCE of each booking's calendar invitation: one row per booking that was ever sent one. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "calendar_invitations" (
      "booking_id" integer PRIMARY KEY REFERENCES "bookings" ("id") ON DELETE CASCADE,
      "sequence" integer NOT NULL
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "calendar_invitations";`)
}
