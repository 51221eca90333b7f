CREATE TABLE "app_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"version" text NOT NULL,
	"released_on" text NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_releases_status_check" CHECK ("app_releases"."status" in ('draft', 'published')),
	CONSTRAINT "app_releases_app_check" CHECK ("app_releases"."app" in ('doll', 'brush', 'create', 'ai'))
);
--> statement-breakpoint
CREATE TABLE "release_channels" (
	"release_id" integer NOT NULL,
	"channel" text NOT NULL,
	"min_os" text NOT NULL,
	"url" text NOT NULL,
	"file_size" bigint,
	"sha256" text,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "release_channels_release_id_channel_pk" PRIMARY KEY("release_id","channel"),
	CONSTRAINT "release_channels_channel_check" CHECK ("release_channels"."channel" in ('appstore', 'googleplay', 'apk', 'huawei', 'testflight', 'betaapk')),
	CONSTRAINT "release_channels_apk_check" CHECK (case "release_channels"."channel" when 'apk' then "release_channels"."file_size" is not null and "release_channels"."sha256" is not null when 'betaapk' then ("release_channels"."file_size" is null) = ("release_channels"."sha256" is null) else "release_channels"."file_size" is null and "release_channels"."sha256" is null end)
);
--> statement-breakpoint
ALTER TABLE "release_channels" ADD CONSTRAINT "release_channels_release_id_app_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."app_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_releases_app_version_key" ON "app_releases" USING btree ("app","version");--> statement-breakpoint
CREATE INDEX "app_releases_app_status_idx" ON "app_releases" USING btree ("app","status");--> statement-breakpoint
CREATE INDEX "release_channels_channel_idx" ON "release_channels" USING btree ("channel");--> statement-breakpoint
-- Issue 31: one release per app and version, expand step. Each version of the old table becomes
-- one release; its newest row gives the id and the notes. The old table stays as it is for the
-- instances of the previous version until the contract step (README, "Upgrading with migrations").
INSERT INTO "app_releases" ("id", "app", "version", "released_on", "notes", "status", "published_at", "edited_at", "revision", "created_at", "updated_at")
SELECT "keeper"."id", "keeper"."app", "keeper"."version", "grouped"."released_on", "keeper"."notes",
  CASE WHEN "grouped"."any_published" THEN 'published' ELSE 'draft' END,
  "grouped"."published_at", "grouped"."edited_at", "grouped"."revision", "grouped"."created_at", "grouped"."updated_at"
FROM (
  SELECT DISTINCT ON ("app", "version") "id", "app", "version", "notes" FROM "releases"
  ORDER BY "app", "version", "updated_at" DESC, "id" DESC
) "keeper"
JOIN (
  SELECT "app", "version", bool_or("status" = 'published') AS "any_published",
    coalesce(min("released_on") FILTER (WHERE "status" = 'published'), min("released_on")) AS "released_on",
    min("published_at") AS "published_at", max("edited_at") AS "edited_at",
    max("revision") AS "revision", min("created_at") AS "created_at", max("updated_at") AS "updated_at"
  FROM "releases" GROUP BY "app", "version"
) "grouped" ON "grouped"."app" = "keeper"."app" AND "grouped"."version" = "keeper"."version";--> statement-breakpoint
-- Every old row is a channel of its version's release. A channel whose row was a draft beside a
-- published one stays off until an operator ticks it.
INSERT INTO "release_channels" ("release_id", "channel", "min_os", "url", "file_size", "sha256", "available")
SELECT "release"."id", "old"."channel", "old"."min_os", "old"."url", "old"."file_size", "old"."sha256",
  "old"."status" = 'published' OR "release"."status" = 'draft'
FROM "releases" "old"
JOIN "app_releases" "release" ON "release"."app" = "old"."app" AND "release"."version" = "old"."version";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('app_releases', 'id'),
  greatest((SELECT max("id") FROM "app_releases"), (SELECT max("id") FROM "releases"), 1));
