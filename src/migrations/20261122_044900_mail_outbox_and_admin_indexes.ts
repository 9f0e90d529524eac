import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The mail outbox (mails written with the change they report, sent after it, retried on
 * failure), and the indexes the admin lists need to stay fast with 100,000 applicants: the tabs
 * sorted by date, and a "contains" search on `search_text` (names, e-mail and company without
 * accents or capitals, kept by a Users hook; trigrams: pg_trgm is a trusted extension, which a
 * database owner may create). Existing accounts get their search text here.
 */
/** SQL's version of userSearchText() (src/domain/search.ts), for rows written without the Users hook. */
export const SEARCH_TEXT_SQL_TEXT = `lower(translate(concat_ws(' ', first_name, last_name, email, company),
  'ÀÂÄÁÃÅàâäáãåÇçÉÈÊËéèêëÍÌÎÏíìîïÑñÓÒÔÖÕóòôöõÚÙÛÜúùûüÝŸýÿ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYYyy'))`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "mail_outbox" (
      "id" serial PRIMARY KEY NOT NULL,
      "kind" varchar NOT NULL,
      "recipient" varchar NOT NULL,
      "subject" varchar NOT NULL,
      "body_text" text NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "attempts" integer DEFAULT 0 NOT NULL,
      "next_attempt_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "claimed_until" timestamp(3) with time zone,
      "sent_at" timestamp(3) with time zone,
      "last_error" text
    );
    CREATE INDEX IF NOT EXISTS "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at") WHERE "sent_at" IS NULL;

    CREATE INDEX IF NOT EXISTS "users_review_tab_idx"
      ON "users" ("role", "registration_completed", "application_status", "created_at" DESC, "id" DESC);
    CREATE INDEX IF NOT EXISTS "users_role_created_idx" ON "users" ("role", "created_at" DESC, "id" DESC);

    UPDATE "users" SET "search_text" = ${sql.raw(SEARCH_TEXT_SQL_TEXT)} WHERE "search_text" IS NULL;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "users_search_text_trgm_idx";
    DROP INDEX IF EXISTS "users_role_created_idx";
    DROP INDEX IF EXISTS "users_review_tab_idx";
    DROP TABLE IF EXISTS "mail_outbox";`)
}
