import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The renewal notice of an annual membership (French consumer law, L215-1): one row per member and
 * period, written with the mail, so that the daily job run on two instances, or twice, sends it once.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "renewal_notices" (
      "member_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "period_end" timestamptz NOT NULL,
      "sent_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("member_id", "period_end")
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "renewal_notices";`)
}
