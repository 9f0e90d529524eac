import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A calendar feed's secret kept sealed (AES-GCM, src/server/auth/sealedSecrets.ts) beside its
 * hash, so the member can copy the address again. A feed made before keeps only its hash, which
 * cannot give the address back: it goes on working, and the space offers to replace it to see it again.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "calendar_feeds" ADD COLUMN IF NOT EXISTS "token_sealed" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "calendar_feeds" DROP COLUMN IF EXISTS "token_sealed";`)
}
