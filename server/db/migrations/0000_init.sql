CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_translations_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"col_type" smallint NOT NULL,
	"web_type" smallint DEFAULT 1 NOT NULL,
	"slug" text NOT NULL,
	"cover" text NOT NULL,
	"cover_webp" text,
	"app" text,
	"topic" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_entries" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "config_entries_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"imei" text PRIMARY KEY NOT NULL,
	"os_type" smallint NOT NULL,
	"ua_hash" text NOT NULL,
	"source" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_os_type_check" CHECK ("devices"."os_type" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_col_type_slug_key" ON "articles" USING btree ("col_type","slug");--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" USING btree ("col_type","web_type","published_at");