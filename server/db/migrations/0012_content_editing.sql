CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"number" integer NOT NULL,
	"action" text NOT NULL,
	"restored_from" integer,
	"snapshot" jsonb NOT NULL,
	"author_id" integer,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_number_key" ON "content_revisions" USING btree ("kind","item_key","number");--> statement-breakpoint
CREATE INDEX "content_revisions_created_idx" ON "content_revisions" USING btree ("created_at");