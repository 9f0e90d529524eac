import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w640_url" varchar,
  	"sizes_w640_width" numeric,
  	"sizes_w640_height" numeric,
  	"sizes_w640_mime_type" varchar,
  	"sizes_w640_filesize" numeric,
  	"sizes_w640_filename" varchar,
  	"sizes_w1280_url" varchar,
  	"sizes_w1280_width" numeric,
  	"sizes_w1280_height" numeric,
  	"sizes_w1280_mime_type" varchar,
  	"sizes_w1280_filesize" numeric,
  	"sizes_w1280_filename" varchar,
  	"sizes_w1920_url" varchar,
  	"sizes_w1920_width" numeric,
  	"sizes_w1920_height" numeric,
  	"sizes_w1920_mime_type" varchar,
  	"sizes_w1920_filesize" numeric,
  	"sizes_w1920_filename" varchar
  );
  
  CREATE TABLE "page_manifeste" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kicker" varchar DEFAULT 'Manifeste' NOT NULL,
  	"title" varchar DEFAULT 'Penser ensemble, autour d’une table' NOT NULL,
  	"intro" varchar DEFAULT 'L’actualité mérite mieux que des réactions à chaud. Elle mérite des conversations.',
  	"body" jsonb NOT NULL,
  	"artwork_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_comment_ca_marche_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb NOT NULL
  );
  
  CREATE TABLE "page_comment_ca_marche_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL
  );
  
  CREATE TABLE "page_comment_ca_marche" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kicker" varchar DEFAULT 'Comment ça marche' NOT NULL,
  	"title" varchar DEFAULT 'Du premier clic au dessert' NOT NULL,
  	"intro" varchar DEFAULT 'Des dîners de 6 à 8 convives (4 à 8 selon le nombre d’intervenants), autour d’un journaliste ou d’un expert. Chacun paie sa part à la fin du repas, et rien n’est jamais enregistré.',
  	"artwork_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_mentions_legales" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kicker" varchar DEFAULT 'Informations' NOT NULL,
  	"title" varchar DEFAULT 'Mentions légales' NOT NULL,
  	"body" jsonb NOT NULL,
  	"artwork_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_confidentialite" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kicker" varchar DEFAULT 'Informations' NOT NULL,
  	"title" varchar DEFAULT 'Politique de confidentialité' NOT NULL,
  	"intro" varchar DEFAULT 'Le Cercle est responsable du traitement des données collectées sur ce site. Nous ne collectons que ce qui est nécessaire pour examiner votre adhésion et organiser les dîners, et nous ne vendons aucune donnée.',
  	"body" jsonb NOT NULL,
  	"artwork_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "brand_of" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_to" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "legal_publisher" varchar DEFAULT 'Association Le Cercle, association loi 1901' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_address" varchar DEFAULT '12 rue de la Conversation, 75011 Paris' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_registration" varchar DEFAULT 'RNA W751234567' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_director" varchar DEFAULT 'la présidente de l’association' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "legal_host" varchar DEFAULT 'Scaleway SAS, 8 rue de la Ville-l’Évêque, 75008 Paris' NOT NULL;
  ALTER TABLE "page_manifeste" ADD CONSTRAINT "page_manifeste_artwork_id_media_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_comment_ca_marche_steps" ADD CONSTRAINT "page_comment_ca_marche_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_comment_ca_marche"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_comment_ca_marche_faq" ADD CONSTRAINT "page_comment_ca_marche_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_comment_ca_marche"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_comment_ca_marche" ADD CONSTRAINT "page_comment_ca_marche_artwork_id_media_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_mentions_legales" ADD CONSTRAINT "page_mentions_legales_artwork_id_media_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_confidentialite" ADD CONSTRAINT "page_confidentialite_artwork_id_media_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w640_sizes_w640_filename_idx" ON "media" USING btree ("sizes_w640_filename");
  CREATE INDEX "media_sizes_w1280_sizes_w1280_filename_idx" ON "media" USING btree ("sizes_w1280_filename");
  CREATE INDEX "media_sizes_w1920_sizes_w1920_filename_idx" ON "media" USING btree ("sizes_w1920_filename");
  CREATE INDEX "page_manifeste_artwork_idx" ON "page_manifeste" USING btree ("artwork_id");
  CREATE INDEX "page_comment_ca_marche_steps_order_idx" ON "page_comment_ca_marche_steps" USING btree ("_order");
  CREATE INDEX "page_comment_ca_marche_steps_parent_id_idx" ON "page_comment_ca_marche_steps" USING btree ("_parent_id");
  CREATE INDEX "page_comment_ca_marche_faq_order_idx" ON "page_comment_ca_marche_faq" USING btree ("_order");
  CREATE INDEX "page_comment_ca_marche_faq_parent_id_idx" ON "page_comment_ca_marche_faq" USING btree ("_parent_id");
  CREATE INDEX "page_comment_ca_marche_artwork_idx" ON "page_comment_ca_marche" USING btree ("artwork_id");
  CREATE INDEX "page_mentions_legales_artwork_idx" ON "page_mentions_legales" USING btree ("artwork_id");
  CREATE INDEX "page_confidentialite_artwork_idx" ON "page_confidentialite" USING btree ("artwork_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "site_settings_hero_image_idx" ON "site_settings" USING btree ("hero_image_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_manifeste" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_comment_ca_marche_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_comment_ca_marche_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_comment_ca_marche" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_mentions_legales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_confidentialite" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media" CASCADE;
  DROP TABLE "page_manifeste" CASCADE;
  DROP TABLE "page_comment_ca_marche_steps" CASCADE;
  DROP TABLE "page_comment_ca_marche_faq" CASCADE;
  DROP TABLE "page_comment_ca_marche" CASCADE;
  DROP TABLE "page_mentions_legales" CASCADE;
  DROP TABLE "page_confidentialite" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_hero_image_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "site_settings_hero_image_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "site_settings" DROP COLUMN "brand_of";
  ALTER TABLE "site_settings" DROP COLUMN "brand_to";
  ALTER TABLE "site_settings" DROP COLUMN "hero_image_id";
  ALTER TABLE "site_settings" DROP COLUMN "legal_publisher";
  ALTER TABLE "site_settings" DROP COLUMN "legal_address";
  ALTER TABLE "site_settings" DROP COLUMN "legal_registration";
  ALTER TABLE "site_settings" DROP COLUMN "legal_director";
  ALTER TABLE "site_settings" DROP COLUMN "legal_host";`)
}
