import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "search_text" varchar;
  ALTER TABLE "users" ADD COLUMN "reviewed_by_id" integer;
  ALTER TABLE "users" ADD CONSTRAINT "users_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_reviewed_by_idx" ON "users" USING btree ("reviewed_by_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP CONSTRAINT "users_reviewed_by_id_users_id_fk";
  
  DROP INDEX "users_reviewed_by_idx";
  ALTER TABLE "users" DROP COLUMN "search_text";
  ALTER TABLE "users" DROP COLUMN "reviewed_by_id";`)
}
