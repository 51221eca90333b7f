ALTER TABLE "themes" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "texts_updated_at" jsonb DEFAULT '{}'::jsonb NOT NULL;