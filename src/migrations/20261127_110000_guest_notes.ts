import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The team's note on a guest of one dinner (the guest list), on their booking. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "team_note" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "bookings" DROP COLUMN IF EXISTS "team_note";`)
}
