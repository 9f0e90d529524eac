import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Failed logins per account and client address (an HMAC of the pair, never the e-mail), and the
 * e-mail confirmation links (their SHA-256 only: a database leak gives no usable link).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "login_throttle" (
      "key" varchar PRIMARY KEY NOT NULL,
      "failures" integer NOT NULL,
      "blocked_until" timestamp(3) with time zone,
      "updated_at" timestamp(3) with time zone NOT NULL
    );
    CREATE TABLE IF NOT EXISTS "email_confirmations" (
      "id" serial PRIMARY KEY NOT NULL,
      "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "email" varchar NOT NULL,
      "token_hash" varchar NOT NULL UNIQUE,
      "expires_at" timestamp(3) with time zone NOT NULL,
      "used_at" timestamp(3) with time zone,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    CREATE INDEX IF NOT EXISTS "email_confirmations_user_idx" ON "email_confirmations" ("user_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "email_confirmations";
    DROP TABLE IF EXISTS "login_throttle";`)
}
