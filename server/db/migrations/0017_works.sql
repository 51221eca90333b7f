CREATE TABLE "work_images" (
	"work_id" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"etag" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "work_images_work_id_format_width_pk" PRIMARY KEY("work_id","format","width")
);
--> statement-breakpoint
CREATE TABLE "work_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"reporter" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer,
	"team_slug" text,
	"original_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb,
	"tags" jsonb NOT NULL,
	"apps" jsonb NOT NULL,
	"links" jsonb NOT NULL,
	"pose_public_id" text,
	"pose_scene" jsonb,
	"state" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"width" integer,
	"height" integer,
	"placeholder" text,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"processing_at" timestamp with time zone,
	"processing_tries" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_state_check" CHECK ("works"."state" in ('processing', 'pending', 'approved', 'rejected', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "work_images" ADD CONSTRAINT "work_images_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_original_id_uploads_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_reports_once_key" ON "work_reports" USING btree ("work_id","reporter");--> statement-breakpoint
CREATE UNIQUE INDEX "works_public_id_key" ON "works" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "works_team_slug_key" ON "works" USING btree ("team_slug");--> statement-breakpoint
CREATE INDEX "works_user_idx" ON "works" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "works_public_idx" ON "works" USING btree ("featured","published_at","id") WHERE "works"."state" = 'approved' and not "works"."hidden";--> statement-breakpoint
CREATE INDEX "works_state_idx" ON "works" USING btree ("state","submitted_at");