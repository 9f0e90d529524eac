import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_role" ADD VALUE 'editor' BEFORE 'applicant';`)
  // Article positions 1..n and unique, checked at the end of each statement (a reorder swaps them
  // in one UPDATE); existing rows are renumbered first.
  await db.execute(sql`
    UPDATE "articles" AS a SET "position" = r.rn
      FROM (SELECT "id", row_number() OVER (ORDER BY "position", "id") AS rn FROM "articles") AS r
     WHERE a."id" = r."id" AND a."position" IS DISTINCT FROM r.rn;
    ALTER TABLE "articles" ADD CONSTRAINT "articles_position_unique" UNIQUE ("position") DEFERRABLE INITIALLY IMMEDIATE;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP CONSTRAINT IF EXISTS "articles_position_unique";
   ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'applicant'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'applicant');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'applicant'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";`)
}
