CREATE TABLE "job_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"team" text NOT NULL,
	"employment_type" text NOT NULL,
	"workplace" text NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"country" text,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'closed' NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_status_check" CHECK ("job_postings"."status" in ('open', 'closed')),
	CONSTRAINT "job_postings_opened_check" CHECK ("job_postings"."status" <> 'open' or "job_postings"."opened_at" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_postings_slug_key" ON "job_postings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "job_postings_status_idx" ON "job_postings" USING btree ("status");