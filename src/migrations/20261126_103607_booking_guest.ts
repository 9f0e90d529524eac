import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** A premium member's guest: their first name and dietary needs, given at booking. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "guest_first_name" varchar;
  ALTER TABLE "bookings" ADD COLUMN "guest_dietary_needs" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DROP COLUMN "guest_first_name";
  ALTER TABLE "bookings" DROP COLUMN "guest_dietary_needs";`)
}
