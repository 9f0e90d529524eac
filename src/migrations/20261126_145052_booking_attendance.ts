import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** After a dinner, the team's mark on each guest (present, absent without notice, late cancellation), who made it and when. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_attendance" AS ENUM('present', 'no_show', 'late_cancel');
  ALTER TABLE "bookings" ADD COLUMN "attendance" "enum_bookings_attendance";
  ALTER TABLE "bookings" ADD COLUMN "attendance_marked_by_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "attendance_marked_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance_marked_by_id_users_id_fk" FOREIGN KEY ("attendance_marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_attendance_marked_by_idx" ON "bookings" USING btree ("attendance_marked_by_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DROP CONSTRAINT "bookings_attendance_marked_by_id_users_id_fk";
  
  DROP INDEX "bookings_attendance_marked_by_idx";
  ALTER TABLE "bookings" DROP COLUMN "attendance";
  ALTER TABLE "bookings" DROP COLUMN "attendance_marked_by_id";
  ALTER TABLE "bookings" DROP COLUMN "attendance_marked_at";
  DROP TYPE "public"."enum_bookings_attendance";`)
}
