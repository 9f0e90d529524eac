import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What an erasure kept follows a new account only by its address, once confirmed, and then loses
 * its keys (src/server/account/keptAfterErasure.ts). A report remembers that it outlived an erasure
 * (`kept_after_erasure`), so that its reporter is never shown whose account it names now. An absence
 * carried over names its member and no key, so its key may be empty when its member is named.
 *
 * Carried over before this rule: to an account whose address was never confirmed (it may be a
 * stranger's), the records go back under their keys, to follow that account only once it confirms
 * the address; to a confirmed one, they stay and drop their keys.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "conduct_reports" ADD COLUMN IF NOT EXISTS "kept_after_erasure" boolean DEFAULT false NOT NULL;
    UPDATE "conduct_reports" SET "kept_after_erasure" = true WHERE "reported_email_key" IS NOT NULL;
    UPDATE "conduct_reports" r SET "reported_id" = NULL FROM "users" u
     WHERE u."id" = r."reported_id" AND r."reported_email_key" IS NOT NULL AND u."email_verified_at" IS NULL;
    UPDATE "conduct_reports" SET "reported_email_key" = NULL, "reported_phone_key" = NULL
     WHERE "reported_id" IS NOT NULL AND "reported_email_key" IS NOT NULL;
    UPDATE "kept_no_shows" k SET "member_id" = NULL FROM "users" u
     WHERE u."id" = k."member_id" AND u."email_verified_at" IS NULL;
    ALTER TABLE "kept_no_shows" ALTER COLUMN "email_key" DROP NOT NULL;
    UPDATE "kept_no_shows" SET "email_key" = NULL, "phone_key" = NULL WHERE "member_id" IS NOT NULL;
    ALTER TABLE "kept_no_shows" DROP CONSTRAINT IF EXISTS "kept_no_shows_names_someone";
    ALTER TABLE "kept_no_shows" ADD CONSTRAINT "kept_no_shows_names_someone" CHECK ("member_id" IS NOT NULL OR "email_key" IS NOT NULL);`)
}

/** Back to keys kept beside the member: an absence carried over, whose key is gone, goes (it cannot be keyed again). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "kept_no_shows" DROP CONSTRAINT IF EXISTS "kept_no_shows_names_someone";
    DELETE FROM "kept_no_shows" WHERE "email_key" IS NULL;
    ALTER TABLE "kept_no_shows" ALTER COLUMN "email_key" SET NOT NULL;
    ALTER TABLE "conduct_reports" DROP COLUMN IF EXISTS "kept_after_erasure";`)
}
