import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The columns of Payload's storage plugin (@payloadcms/storage-s3), present whether a bucket is
 * configured or not. (The generator also proposed turning the bookings' and tables' cascading
 * foreign keys into SET NULL: the cascade is wanted, see 20261122_215418, and is kept.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "prefix" varchar DEFAULT '';
    ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "media" DROP COLUMN IF EXISTS "prefix";
    ALTER TABLE "media" DROP COLUMN IF EXISTS "_objectkey";`)
}
