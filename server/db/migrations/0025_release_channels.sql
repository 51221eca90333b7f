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
	CONSTRAINT "release_channels_apk_check" CHECK (("release_channels"."channel" in ('apk', 'betaapk')) = ("release_channels"."file_size" is not null and "release_channels"."sha256" is not null))
);
--> statement-breakpoint
ALTER TABLE "releases" DROP CONSTRAINT "releases_apk_check";--> statement-breakpoint
DROP INDEX "releases_app_platform_channel_version_key";--> statement-breakpoint
ALTER TABLE "release_channels" ADD CONSTRAINT "release_channels_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 31: one release per app and version. Each old row (one channel of one version) becomes
-- a channel of the version's newest row, which keeps its notes; the others are removed. A
-- channel whose row was a draft beside a published one stays off until an operator ticks it.
INSERT INTO "release_channels" ("release_id", "channel", "min_os", "url", "file_size", "sha256", "available")
SELECT "keeper"."id", "old"."channel", "old"."min_os", "old"."url", "old"."file_size", "old"."sha256",
  "old"."status" = 'published' OR NOT "grouped"."any_published"
FROM "releases" "old"
JOIN (
  SELECT DISTINCT ON ("app", "version") "id", "app", "version" FROM "releases"
  ORDER BY "app", "version", "updated_at" DESC, "id" DESC
) "keeper" ON "keeper"."app" = "old"."app" AND "keeper"."version" = "old"."version"
JOIN (
  SELECT "app", "version", bool_or("status" = 'published') AS "any_published" FROM "releases"
  GROUP BY "app", "version"
) "grouped" ON "grouped"."app" = "old"."app" AND "grouped"."version" = "old"."version";--> statement-breakpoint
UPDATE "releases" SET
  "status" = CASE WHEN "grouped"."any_published" THEN 'published' ELSE 'draft' END,
  "released_on" = "grouped"."released_on",
  "published_at" = "grouped"."published_at",
  "edited_at" = "grouped"."edited_at",
  "revision" = "grouped"."revision" + 1,
  "created_at" = "grouped"."created_at"
FROM (
  SELECT "app", "version", bool_or("status" = 'published') AS "any_published",
    coalesce(min("released_on") FILTER (WHERE "status" = 'published'), min("released_on")) AS "released_on",
    min("published_at") AS "published_at", max("edited_at") AS "edited_at",
    max("revision") AS "revision", min("created_at") AS "created_at"
  FROM "releases" GROUP BY "app", "version"
) "grouped"
WHERE "releases"."app" = "grouped"."app" AND "releases"."version" = "grouped"."version"
  AND "releases"."id" IN (SELECT "release_id" FROM "release_channels");--> statement-breakpoint
DELETE FROM "releases" WHERE "id" NOT IN (SELECT "release_id" FROM "release_channels");--> statement-breakpoint
CREATE INDEX "release_channels_channel_idx" ON "release_channels" USING btree ("channel");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_app_version_key" ON "releases" USING btree ("app","version");--> statement-breakpoint
ALTER TABLE "releases" DROP COLUMN "platform";--> statement-breakpoint
ALTER TABLE "releases" DROP COLUMN "channel";--> statement-breakpoint
ALTER TABLE "releases" DROP COLUMN "min_os";--> statement-breakpoint
ALTER TABLE "releases" DROP COLUMN "url";--> statement-breakpoint
ALTER TABLE "releases" DROP COLUMN "file_size";--> statement-breakpoint
ALTER TABLE "releases" DROP COLUMN "sha256";