import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dinners_speakers_role" AS ENUM('journalist', 'expert');
  CREATE TYPE "public"."enum_dinners_theme" AS ENUM('culture-creativity', 'environment-climate', 'economy-work', 'politics-democracy', 'world-geopolitics', 'technology-future', 'sport-society', 'human-rights-social');
  CREATE TYPE "public"."enum_dinners_status" AS ENUM('draft', 'published', 'closed', 'done');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('booked', 'waitlisted', 'cancelled', 'attended');
  CREATE TABLE "dinners_speakers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_dinners_speakers_role" NOT NULL,
  	"bio" varchar
  );
  
  CREATE TABLE "dinners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"theme" "enum_dinners_theme" NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"city" varchar NOT NULL,
  	"venue_name" varchar NOT NULL,
  	"venue_address" varchar NOT NULL,
  	"seats" numeric DEFAULT 24 NOT NULL,
  	"table_size_min" numeric DEFAULT 6 NOT NULL,
  	"table_size_max" numeric DEFAULT 8 NOT NULL,
  	"status" "enum_dinners_status" DEFAULT 'draft' NOT NULL,
  	"tables_confirmed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dinner_id" integer NOT NULL,
  	"member_id" integer NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'booked' NOT NULL,
  	"plus_one" boolean DEFAULT false,
  	"queued_at" timestamp(3) with time zone,
  	"table_number" numeric,
  	"cancelled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dinner_tables_tables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dinner_tables_pins" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"guest_id" integer NOT NULL,
  	"table" numeric NOT NULL,
  	"pinned_by_id" integer
  );
  
  CREATE TABLE "dinner_tables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dinner_id" integer NOT NULL,
  	"composed_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"confirmed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dinner_tables_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dinners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dinner_tables_id" integer;
  ALTER TABLE "dinners_speakers" ADD CONSTRAINT "dinners_speakers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dinners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dinner_id_dinners_id_fk" FOREIGN KEY ("dinner_id") REFERENCES "public"."dinners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dinner_tables_tables" ADD CONSTRAINT "dinner_tables_tables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dinner_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dinner_tables_pins" ADD CONSTRAINT "dinner_tables_pins_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dinner_tables_pins" ADD CONSTRAINT "dinner_tables_pins_pinned_by_id_users_id_fk" FOREIGN KEY ("pinned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dinner_tables_pins" ADD CONSTRAINT "dinner_tables_pins_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dinner_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dinner_tables" ADD CONSTRAINT "dinner_tables_dinner_id_dinners_id_fk" FOREIGN KEY ("dinner_id") REFERENCES "public"."dinners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dinner_tables" ADD CONSTRAINT "dinner_tables_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dinner_tables_rels" ADD CONSTRAINT "dinner_tables_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dinner_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dinner_tables_rels" ADD CONSTRAINT "dinner_tables_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dinners_speakers_order_idx" ON "dinners_speakers" USING btree ("_order");
  CREATE INDEX "dinners_speakers_parent_id_idx" ON "dinners_speakers" USING btree ("_parent_id");
  CREATE INDEX "dinners_starts_at_idx" ON "dinners" USING btree ("starts_at");
  CREATE INDEX "dinners_status_idx" ON "dinners" USING btree ("status");
  CREATE INDEX "dinners_updated_at_idx" ON "dinners" USING btree ("updated_at");
  CREATE INDEX "dinners_created_at_idx" ON "dinners" USING btree ("created_at");
  CREATE INDEX "bookings_dinner_idx" ON "bookings" USING btree ("dinner_id");
  CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("member_id");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_dinner_idx" ON "bookings" USING btree ("member_id","dinner_id");
  CREATE INDEX "dinner_tables_tables_order_idx" ON "dinner_tables_tables" USING btree ("_order");
  CREATE INDEX "dinner_tables_tables_parent_id_idx" ON "dinner_tables_tables" USING btree ("_parent_id");
  CREATE INDEX "dinner_tables_pins_order_idx" ON "dinner_tables_pins" USING btree ("_order");
  CREATE INDEX "dinner_tables_pins_parent_id_idx" ON "dinner_tables_pins" USING btree ("_parent_id");
  CREATE INDEX "dinner_tables_pins_guest_idx" ON "dinner_tables_pins" USING btree ("guest_id");
  CREATE INDEX "dinner_tables_pins_pinned_by_idx" ON "dinner_tables_pins" USING btree ("pinned_by_id");
  CREATE UNIQUE INDEX "dinner_tables_dinner_idx" ON "dinner_tables" USING btree ("dinner_id");
  CREATE INDEX "dinner_tables_confirmed_by_idx" ON "dinner_tables" USING btree ("confirmed_by_id");
  CREATE INDEX "dinner_tables_updated_at_idx" ON "dinner_tables" USING btree ("updated_at");
  CREATE INDEX "dinner_tables_created_at_idx" ON "dinner_tables" USING btree ("created_at");
  CREATE INDEX "dinner_tables_rels_order_idx" ON "dinner_tables_rels" USING btree ("order");
  CREATE INDEX "dinner_tables_rels_parent_idx" ON "dinner_tables_rels" USING btree ("parent_id");
  CREATE INDEX "dinner_tables_rels_path_idx" ON "dinner_tables_rels" USING btree ("path");
  CREATE INDEX "dinner_tables_rels_users_id_idx" ON "dinner_tables_rels" USING btree ("users_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dinners_fk" FOREIGN KEY ("dinners_id") REFERENCES "public"."dinners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dinner_tables_fk" FOREIGN KEY ("dinner_tables_id") REFERENCES "public"."dinner_tables"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dinners_id_idx" ON "payload_locked_documents_rels" USING btree ("dinners_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_dinner_tables_id_idx" ON "payload_locked_documents_rels" USING btree ("dinner_tables_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dinners_speakers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dinners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dinner_tables_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dinner_tables_pins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dinner_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dinner_tables_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dinners_speakers" CASCADE;
  DROP TABLE "dinners" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "dinner_tables_tables" CASCADE;
  DROP TABLE "dinner_tables_pins" CASCADE;
  DROP TABLE "dinner_tables" CASCADE;
  DROP TABLE "dinner_tables_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dinners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dinner_tables_fk";
  
  DROP INDEX "payload_locked_documents_rels_dinners_id_idx";
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_dinner_tables_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dinners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dinner_tables_id";
  DROP TYPE "public"."enum_dinners_speakers_role";
  DROP TYPE "public"."enum_dinners_theme";
  DROP TYPE "public"."enum_dinners_status";
  DROP TYPE "public"."enum_bookings_status";`)
}
