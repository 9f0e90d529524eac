import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The team's record of a dinner's mails: each mail about a booking names it (the per-guest log,
 * and « Renvoyer »), and the messages written with « Écrire aux convives » are kept.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "booking_id" integer REFERENCES "bookings" ("id") ON DELETE SET NULL;
    ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "resent_from" integer REFERENCES "mail_outbox" ("id") ON DELETE SET NULL;
    CREATE INDEX IF NOT EXISTS "mail_outbox_booking_idx" ON "mail_outbox" ("booking_id");
    CREATE TABLE IF NOT EXISTS "dinner_messages" (
      "id" serial PRIMARY KEY,
      "dinner_id" integer NOT NULL REFERENCES "dinners" ("id") ON DELETE CASCADE,
      "table_number" integer,
      "subject" varchar NOT NULL,
      "body" text NOT NULL,
      "author_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
      "recipients" integer NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    CREATE INDEX IF NOT EXISTS "dinner_messages_dinner_idx" ON "dinner_messages" ("dinner_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "dinner_messages";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "resent_from";
    ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "booking_id";`)
}
