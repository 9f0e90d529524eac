import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** A dinner cancelled by the team (« Annuler le dîner »). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_dinners_status" ADD VALUE 'cancelled';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dinners" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "dinners" SET "status" = 'closed' WHERE "status" = 'cancelled';
  ALTER TABLE "dinners" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_dinners_status";
  CREATE TYPE "public"."enum_dinners_status" AS ENUM('draft', 'published', 'closed', 'done');
  ALTER TABLE "dinners" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_dinners_status";
  ALTER TABLE "dinners" ALTER COLUMN "status" SET DATA TYPE "public"."enum_dinners_status" USING "status"::"public"."enum_dinners_status";`)
}
