import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Why the admin confirmed tables past their bounds (« Confirmer malgré tout »), kept with the tables. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "dinner_tables" ADD COLUMN IF NOT EXISTS "out_of_bounds_reason" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "dinner_tables" DROP COLUMN IF EXISTS "out_of_bounds_reason";`)
}
