import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * « Revoir », the double opt-in after a dinner: a guest's wish to meet a tablemate again (the
 * guest's booking, the tablemate), the address the guest chose to share (on their answers), and
 * each introduction made, once per pair of members whatever the dinners (member_a < member_b),
 * with the mail that made it so that erasing either account erases that mail too. Everything
 * goes with either account's erasure (bookings and users cascade).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "revoir_wishes" (
      "booking_id" integer NOT NULL REFERENCES "bookings" ("id") ON DELETE CASCADE,
      "mate_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      PRIMARY KEY ("booking_id", "mate_id")
    );
    CREATE INDEX IF NOT EXISTS "revoir_wishes_mate_idx" ON "revoir_wishes" ("mate_id");
    ALTER TABLE "dinner_feedback" ADD COLUMN IF NOT EXISTS "share_email" varchar;
    CREATE TABLE IF NOT EXISTS "revoir_introductions" (
      "member_a" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "member_b" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "dinner_id" integer REFERENCES "dinners" ("id") ON DELETE SET NULL,
      "mail_id" integer,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      PRIMARY KEY ("member_a", "member_b"),
      CHECK ("member_a" < "member_b")
    );
    CREATE INDEX IF NOT EXISTS "revoir_introductions_b_idx" ON "revoir_introductions" ("member_b");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "revoir_introductions";
    ALTER TABLE "dinner_feedback" DROP COLUMN IF EXISTS "share_email";
    DROP TABLE IF EXISTS "revoir_wishes";`)
}
