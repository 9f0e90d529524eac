import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The member's contest of a mark and the team's answer, the no-show policy's pause and warning, and its settings. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_attendance_contest_outcome" AS ENUM('kept', 'changed');
  ALTER TABLE "users" ADD COLUMN "bookings_paused_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "no_show_warned_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "attendance_contest" varchar;
  ALTER TABLE "bookings" ADD COLUMN "attendance_contested_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "attendance_contest_outcome" "enum_bookings_attendance_contest_outcome";
  ALTER TABLE "bookings" ADD COLUMN "attendance_contest_reply" varchar;
  ALTER TABLE "bookings" ADD COLUMN "attendance_contest_answered_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "no_show_policy_warn_at" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "no_show_policy_pause_at" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "no_show_policy_pause_days" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "no_show_policy_window_months" numeric DEFAULT 12 NOT NULL;
  CREATE INDEX "users_bookings_paused_until_idx" ON "users" USING btree ("bookings_paused_until");
  CREATE INDEX "bookings_attendance_contested_at_idx" ON "bookings" USING btree ("attendance_contested_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_bookings_paused_until_idx";
  DROP INDEX "bookings_attendance_contested_at_idx";
  ALTER TABLE "users" DROP COLUMN "bookings_paused_until";
  ALTER TABLE "users" DROP COLUMN "no_show_warned_at";
  ALTER TABLE "bookings" DROP COLUMN "attendance_contest";
  ALTER TABLE "bookings" DROP COLUMN "attendance_contested_at";
  ALTER TABLE "bookings" DROP COLUMN "attendance_contest_outcome";
  ALTER TABLE "bookings" DROP COLUMN "attendance_contest_reply";
  ALTER TABLE "bookings" DROP COLUMN "attendance_contest_answered_at";
  ALTER TABLE "site_settings" DROP COLUMN "no_show_policy_warn_at";
  ALTER TABLE "site_settings" DROP COLUMN "no_show_policy_pause_at";
  ALTER TABLE "site_settings" DROP COLUMN "no_show_policy_pause_days";
  ALTER TABLE "site_settings" DROP COLUMN "no_show_policy_window_months";
  DROP TYPE "public"."enum_bookings_attendance_contest_outcome";`)
}
