import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Each claim of a queued mail gets a token: only the claim's holder records how its send ended. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "claim_token" uuid;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "mail_outbox" DROP COLUMN IF EXISTS "claim_token";`)
}
