CREATE TABLE "stat_counts" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_counts_day_metric_key_pk" PRIMARY KEY("day","metric","key"),
	CONSTRAINT "stat_counts_count_check" CHECK ("stat_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stat_page_views" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"language" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_page_views_day_route_language_pk" PRIMARY KEY("day","route","language"),
	CONSTRAINT "stat_page_views_count_check" CHECK ("stat_page_views"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "config_entries" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "edited_at" timestamp with time zone;