import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The audit log: append-only. No collection exposes it (nothing on /cms-api), and the
 * database itself refuses to change or delete an entry, whoever asks, unless the transaction has
 * declared the log's own upkeep (`cercle.audit_upkeep`): the nightly purge of entries past their
 * keeping time, and the pseudonymisation of an erased person. People are kept by id and by the
 * label they had then, without foreign keys: an entry outlives the account it is about.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "audit_log" (
      "id" bigserial PRIMARY KEY,
      "at" timestamptz NOT NULL DEFAULT now(),
      "kind" varchar NOT NULL,
      "actor_id" integer,
      "actor_label" varchar,
      "subject_id" integer,
      "subject_label" varchar,
      "record_type" varchar NOT NULL,
      "record_id" varchar,
      "changes" jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);
    CREATE INDEX IF NOT EXISTS "audit_log_kind_idx" ON "audit_log" ("kind", "at" DESC);
    CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" ("actor_id");
    CREATE INDEX IF NOT EXISTS "audit_log_subject_idx" ON "audit_log" ("subject_id");
    CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('cercle.audit_upkeep', true) = 'on' AND TG_OP <> 'TRUNCATE' THEN
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
    END $$;
    DROP TRIGGER IF EXISTS "audit_log_append_only" ON "audit_log";
    CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
      FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
    DROP TRIGGER IF EXISTS "audit_log_no_truncate" ON "audit_log";
    CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
      FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
    ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "audit_retention_years" numeric DEFAULT 3 NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE IF EXISTS "audit_log";
    DROP FUNCTION IF EXISTS "audit_log_append_only"();
    ALTER TABLE "site_settings" DROP COLUMN IF EXISTS "audit_retention_years";`)
}
