import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The mail outbox (mails written with the change they report, sent after it, retried on
 * failure); the applicants' counts kept by triggers, so that the dashboard's counters and the A/B
 * statistics read a few rows instead of scanning every user; and the indexes the admin lists
 * need to stay fast with 100,000 applicants: the tabs and the A/B groups sorted by date or name,
 * and a full-text index on `search_text` (the words of the names, e-mail and company without
 * accents or capitals, kept by a Users hook). Existing accounts get their search text here.
 */

/** SQL's version of userSearchText() (src/domain/search.ts), for rows written without the Users hook. */
export const SEARCH_TEXT_SQL_TEXT = `btrim(regexp_replace(lower(translate(concat_ws(' ', first_name, last_name, email, company),
  'ÀÂÄÁÃÅàâäáãåÇçÉÈÊËéèêëÍÌÎÏíìîïÑñÓÒÔÖÕóòôöõÚÙÛÜúùûüÝŸýÿ', 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYYyy')), '[^a-z0-9]+', ' ', 'g'))`

/** The key a user is counted under: role, completed, application status, A/B group ('' outside). */
const COUNT_KEY = `role::text, coalesce(registration_completed, false), application_status::text, coalesce(ab_test_group::text, '')`

/**
 * A statement trigger that moves the counts of the rows a statement touched (−1 for their old
 * key, +1 for their new one) in one upsert, in key order: two transactions lock counter rows in
 * the same order and cannot deadlock, and an update that changes no key touches no counter.
 */
function countsTrigger(operation: 'INSERT' | 'UPDATE' | 'DELETE', tables: string[]): string {
  const name = `user_counts_${operation.toLowerCase()}`
  const rows = tables.map((table) => `SELECT ${COUNT_KEY}, ${table === 'old_rows' ? -1 : 1} AS delta FROM ${table}`).join(' UNION ALL ')
  const referencing = tables.map((table) => `${table === 'old_rows' ? 'OLD' : 'NEW'} TABLE AS ${table}`).join(' ')
  return `
    CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO "user_counts" AS c ("role", "completed", "status", "ab_group", "count")
      SELECT role, completed, status, ab_group, sum(delta)
        FROM (${rows}) AS changed (role, completed, status, ab_group, delta)
       GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("role", "completed", "status", "ab_group") DO UPDATE SET "count" = c."count" + excluded."count";
      RETURN NULL;
    END $fn$;
    DROP TRIGGER IF EXISTS "users_counts_${operation.toLowerCase()}" ON "users";
    CREATE TRIGGER "users_counts_${operation.toLowerCase()}" AFTER ${operation} ON "users"
      REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION "${name}"();`
}

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
    CREATE INDEX IF NOT EXISTS "users_ab_group_idx" ON "users" ("role", "ab_test_group", "created_at" DESC, "id" DESC);

    CREATE TABLE IF NOT EXISTS "user_counts" (
      "role" varchar NOT NULL,
      "completed" boolean NOT NULL,
      "status" varchar NOT NULL,
      "ab_group" varchar NOT NULL,
      "count" bigint NOT NULL,
      PRIMARY KEY ("role", "completed", "status", "ab_group")
    );
    ${sql.raw(countsTrigger('INSERT', ['new_rows']))}
    ${sql.raw(countsTrigger('UPDATE', ['old_rows', 'new_rows']))}
    ${sql.raw(countsTrigger('DELETE', ['old_rows']))}
    INSERT INTO "user_counts" SELECT ${sql.raw(COUNT_KEY)}, count(*) FROM "users" GROUP BY 1, 2, 3, 4
      ON CONFLICT DO NOTHING;

    CREATE INDEX IF NOT EXISTS "users_review_name_idx"
      ON "users" ("role", "registration_completed", "application_status", "last_name", "first_name", "id");

    UPDATE "users" SET "search_text" = ${sql.raw(SEARCH_TEXT_SQL_TEXT)} WHERE "search_text" IS NULL;
    ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "search_vector" tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', coalesce("search_text", ''))) STORED;
    CREATE INDEX IF NOT EXISTS "users_search_vector_idx" ON "users" USING gin ("search_vector");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER IF EXISTS "users_counts_insert" ON "users";
    DROP TRIGGER IF EXISTS "users_counts_update" ON "users";
    DROP TRIGGER IF EXISTS "users_counts_delete" ON "users";
    DROP FUNCTION IF EXISTS "user_counts_insert"(), "user_counts_update"(), "user_counts_delete"();
    DROP TABLE IF EXISTS "user_counts";
    DROP INDEX IF EXISTS "users_ab_group_idx";
    DROP INDEX IF EXISTS "users_search_vector_idx";
    ALTER TABLE "users" DROP COLUMN IF EXISTS "search_vector";
    DROP INDEX IF EXISTS "users_review_name_idx";
    DROP INDEX IF EXISTS "users_role_created_idx";
    DROP INDEX IF EXISTS "users_review_tab_idx";
    DROP TABLE IF EXISTS "mail_outbox";`)
}
