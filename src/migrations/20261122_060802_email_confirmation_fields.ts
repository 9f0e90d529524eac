import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "sent_by_id" integer;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_messages_sent_by_idx" ON "contact_messages" USING btree ("sent_by_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_sent_by_id_users_id_fk";
  
  DROP INDEX "contact_messages_sent_by_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" DROP COLUMN "email_verified_at";
  ALTER TABLE "users" DROP COLUMN "pending_email";
  ALTER TABLE "contact_messages" DROP COLUMN "sent_by_id";`)
}
