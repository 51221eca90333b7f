ALTER TABLE "work_reports" ADD COLUMN "origin_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_reports" ADD COLUMN "weight" real DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Reports made before weights counted one each, from addresses of their own.
UPDATE "work_reports" SET "origin_key" = "reporter";
