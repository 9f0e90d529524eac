import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * « Journal » read by position over a million entries (src/server/audit/journalPage.ts): a kind's
 * entries in the log's order, to the id, so that a page of them starts at a place in the index
 * (the kind's index stopped at the time); and trigram indexes on the names the log kept, so that
 * « Personne » (a part of a name or an address, anywhere in it) finds the few entries it matches
 * without reading every entry. pg_trgm ships with PostgreSQL and is trusted: a database owner may
 * add it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "audit_log_kind_at_id_idx" ON "audit_log" ("kind", "at" DESC, "id" DESC);
    DROP INDEX IF EXISTS "audit_log_kind_idx";
    CREATE INDEX IF NOT EXISTS "audit_log_actor_label_trgm_idx" ON "audit_log" USING gin ("actor_label" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "audit_log_subject_label_trgm_idx" ON "audit_log" USING gin ("subject_label" gin_trgm_ops);`)
}

/** The extension stays: it may have been there before, and dropping it would take what else uses it. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "audit_log_subject_label_trgm_idx";
    DROP INDEX IF EXISTS "audit_log_actor_label_trgm_idx";
    CREATE INDEX IF NOT EXISTS "audit_log_kind_idx" ON "audit_log" ("kind", "at" DESC);
    DROP INDEX IF EXISTS "audit_log_kind_at_id_idx";`)
}
