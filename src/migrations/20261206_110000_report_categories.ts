import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each report names its reason from a short list (src/domain/conductReports.ts): the reports filed
 * before the list existed are « autre », their words unchanged. A new report always says its own.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "conduct_reports" ADD COLUMN IF NOT EXISTS "category" varchar DEFAULT 'autre' NOT NULL;
    ALTER TABLE "conduct_reports" ALTER COLUMN "category" DROP DEFAULT;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "conduct_reports" DROP COLUMN IF EXISTS "category";`)
}
