import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** A member's private calendar feed: the hash of its secret, one per member, replaced when renewed. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "calendar_feeds" (
      "user_id" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
      "token_hash" varchar NOT NULL UNIQUE,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "calendar_feeds";`)
}
