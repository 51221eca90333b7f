CREATE TABLE "download_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"platform" text NOT NULL,
	"channel" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "download_events_app_created_idx" ON "download_events" USING btree ("app","created_at");