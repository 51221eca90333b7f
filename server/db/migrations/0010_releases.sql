CREATE TABLE "releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"platform" text NOT NULL,
	"channel" text NOT NULL,
	"version" text NOT NULL,
	"released_on" text NOT NULL,
	"min_os" text NOT NULL,
	"url" text NOT NULL,
	"file_size" bigint,
	"sha256" text,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_status_check" CHECK ("releases"."status" in ('draft', 'published')),
	CONSTRAINT "releases_app_check" CHECK ("releases"."app" in ('doll', 'brush', 'create', 'ai')),
	CONSTRAINT "releases_apk_check" CHECK (("releases"."channel" = 'apk') = ("releases"."file_size" is not null and "releases"."sha256" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "releases_app_platform_channel_version_key" ON "releases" USING btree ("app","platform","channel","version");--> statement-breakpoint
CREATE INDEX "releases_app_status_idx" ON "releases" USING btree ("app","status");