import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_themes" AS ENUM('culture-creativity', 'environment-climate', 'economy-work', 'politics-democracy', 'world-geopolitics', 'technology-future', 'sport-society', 'human-rights-social');
  CREATE TYPE "public"."enum_users_languages" AS ENUM('fr', 'en', 'es', 'it', 'de', 'pt', 'ru', 'zh', 'ja', 'ar', 'nl', 'sv', 'no', 'da', 'fi');
  CREATE TYPE "public"."enum_users_dietary_info_allergies" AS ENUM('Gluten', 'Lactose', 'Fruits à coque', 'Poisson', 'Crustacés', 'Œufs', 'Soja', 'Autres');
  CREATE TYPE "public"."enum_users_dietary_info_preferences" AS ENUM('Végétarien', 'Végétalien', 'Sans viande rouge', 'Halal', 'Casher', 'Sans alcool', 'Autres');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'applicant');
  CREATE TYPE "public"."enum_users_identity" AS ENUM('homme', 'femme', 'non-binaire', 'autre', 'prefere-ne-pas-repondre');
  CREATE TYPE "public"."enum_users_pricing_plan" AS ENUM('essential', 'premium', 'test');
  CREATE TYPE "public"."enum_users_sector" AS ENUM('medias-communication', 'education-recherche', 'finance-banque', 'technologie-informatique', 'sante-medical', 'droit-juridique', 'culture-arts', 'conseil-strategie', 'secteur-public', 'associatif-ong', 'environnement-ecologie', 'politique-administration', 'commerce-marketing', 'industrie-manufacture', 'autre');
  CREATE TYPE "public"."enum_users_personality_responses_explore_vs_deepen" AS ENUM('explore', 'deepen');
  CREATE TYPE "public"."enum_users_personality_responses_experiences_vs_ideas" AS ENUM('experiences', 'ideas');
  CREATE TYPE "public"."enum_users_personality_responses_elegant_vs_festive" AS ENUM('elegant', 'festive');
  CREATE TYPE "public"."enum_users_source" AS ENUM('wizard', 'quick-signup', 'simplified', 'admin');
  CREATE TYPE "public"."enum_users_ab_test_group" AS ENUM('A', 'B');
  CREATE TYPE "public"."enum_users_application_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_articles_theme" AS ENUM('culture-creativity', 'environment-climate', 'economy-work', 'politics-democracy', 'world-geopolitics', 'technology-future', 'sport-society', 'human-rights-social');
  CREATE TYPE "public"."enum_contact_messages_subject" AS ENUM('technical', 'info', 'team');
  CREATE TYPE "public"."enum_contact_messages_delivery_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TABLE "users_themes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_themes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_dietary_info_allergies" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_dietary_info_allergies",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_dietary_info_preferences" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_dietary_info_preferences",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "enum_users_role" DEFAULT 'applicant' NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"newsletter" boolean DEFAULT false,
  	"birth_date" varchar,
  	"phone" varchar,
  	"identity" "enum_users_identity",
  	"pricing_plan" "enum_users_pricing_plan",
  	"address" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"country" varchar,
  	"sector" "enum_users_sector",
  	"company" varchar,
  	"current_job" varchar,
  	"linkedin" varchar,
  	"presentation" varchar,
  	"personality_responses_debate_vs_listen" numeric DEFAULT 5,
  	"personality_responses_different_vs_similar" numeric DEFAULT 5,
  	"personality_responses_restrain_vs_express" numeric DEFAULT 5,
  	"personality_responses_consensus_vs_divisive" numeric DEFAULT 5,
  	"personality_responses_curious_human_vs_ideas" numeric DEFAULT 5,
  	"personality_responses_understand_vs_convince" numeric DEFAULT 5,
  	"personality_responses_controversial_vs_conventional" numeric DEFAULT 5,
  	"personality_responses_deep_vs_spontaneous" numeric DEFAULT 5,
  	"personality_responses_explore_vs_deepen" "enum_users_personality_responses_explore_vs_deepen" DEFAULT 'explore',
  	"personality_responses_experiences_vs_ideas" "enum_users_personality_responses_experiences_vs_ideas" DEFAULT 'experiences',
  	"personality_responses_elegant_vs_festive" "enum_users_personality_responses_elegant_vs_festive" DEFAULT 'elegant',
  	"dietary_info_other_info" varchar,
  	"registration_step" numeric DEFAULT 1,
  	"registration_completed" boolean DEFAULT false,
  	"rules_accepted_at" timestamp(3) with time zone,
  	"source" "enum_users_source",
  	"has_password" boolean DEFAULT true,
  	"ab_test_group" "enum_users_ab_test_group",
  	"application_status" "enum_users_application_status" DEFAULT 'pending' NOT NULL,
  	"reviewed_at" timestamp(3) with time zone,
  	"review_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"source" varchar NOT NULL,
  	"theme" "enum_articles_theme" NOT NULL,
  	"is_bonus" boolean DEFAULT false,
  	"bonus_label" varchar,
  	"is_active" boolean DEFAULT true,
  	"position" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" "enum_contact_messages_subject" NOT NULL,
  	"message" varchar NOT NULL,
  	"delivery_status" "enum_contact_messages_delivery_status" DEFAULT 'pending',
  	"delivery_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"articles_id" integer,
  	"contact_messages_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'Le Cercle' NOT NULL,
  	"tagline" varchar DEFAULT 'Le cercle vivant des conversations d’actualité, autour d’une table.' NOT NULL,
  	"instagram_url" varchar DEFAULT 'https://www.instagram.com/lecercle.diners',
  	"tiktok_url" varchar DEFAULT 'https://www.tiktok.com/@lecercle.diners',
  	"contact_email" varchar DEFAULT 'equipe@lecercle.example' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_themes" ADD CONSTRAINT "users_themes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_languages" ADD CONSTRAINT "users_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_dietary_info_allergies" ADD CONSTRAINT "users_dietary_info_allergies_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_dietary_info_preferences" ADD CONSTRAINT "users_dietary_info_preferences_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_themes_order_idx" ON "users_themes" USING btree ("order");
  CREATE INDEX "users_themes_parent_idx" ON "users_themes" USING btree ("parent_id");
  CREATE INDEX "users_languages_order_idx" ON "users_languages" USING btree ("order");
  CREATE INDEX "users_languages_parent_idx" ON "users_languages" USING btree ("parent_id");
  CREATE INDEX "users_dietary_info_allergies_order_idx" ON "users_dietary_info_allergies" USING btree ("order");
  CREATE INDEX "users_dietary_info_allergies_parent_idx" ON "users_dietary_info_allergies" USING btree ("parent_id");
  CREATE INDEX "users_dietary_info_preferences_order_idx" ON "users_dietary_info_preferences" USING btree ("order");
  CREATE INDEX "users_dietary_info_preferences_parent_idx" ON "users_dietary_info_preferences" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_application_status_idx" ON "users" USING btree ("application_status");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "articles_is_active_idx" ON "articles" USING btree ("is_active");
  CREATE INDEX "articles_position_idx" ON "articles" USING btree ("position");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_themes" CASCADE;
  DROP TABLE "users_languages" CASCADE;
  DROP TABLE "users_dietary_info_allergies" CASCADE;
  DROP TABLE "users_dietary_info_preferences" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_users_themes";
  DROP TYPE "public"."enum_users_languages";
  DROP TYPE "public"."enum_users_dietary_info_allergies";
  DROP TYPE "public"."enum_users_dietary_info_preferences";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_identity";
  DROP TYPE "public"."enum_users_pricing_plan";
  DROP TYPE "public"."enum_users_sector";
  DROP TYPE "public"."enum_users_personality_responses_explore_vs_deepen";
  DROP TYPE "public"."enum_users_personality_responses_experiences_vs_ideas";
  DROP TYPE "public"."enum_users_personality_responses_elegant_vs_festive";
  DROP TYPE "public"."enum_users_source";
  DROP TYPE "public"."enum_users_ab_test_group";
  DROP TYPE "public"."enum_users_application_status";
  DROP TYPE "public"."enum_articles_theme";
  DROP TYPE "public"."enum_contact_messages_subject";
  DROP TYPE "public"."enum_contact_messages_delivery_status";`)
}
