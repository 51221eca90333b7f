CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"version" text NOT NULL,
	"effective_date" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_key_language_version_key" ON "documents" USING btree ("key","language","version");--> statement-breakpoint
CREATE INDEX "documents_lookup_idx" ON "documents" USING btree ("key","language","effective_date");