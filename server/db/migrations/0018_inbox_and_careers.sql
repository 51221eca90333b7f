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
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"outcome" text,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"user_id" integer,
	"assignee_id" integer,
	"subject" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status_token_hash" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	CONSTRAINT "inquiries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "inquiries_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "inquiry_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"message_id" integer,
	"upload_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_message_id_inquiry_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inquiry_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_postings_slug_key" ON "job_postings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "job_postings_status_idx" ON "job_postings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inquiries_list_idx" ON "inquiries" USING btree ("kind","state","updated_at");--> statement-breakpoint
CREATE INDEX "inquiries_updated_idx" ON "inquiries" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "inquiries_assignee_idx" ON "inquiries" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "inquiries_retention_idx" ON "inquiries" USING btree ("closed_at") WHERE "inquiries"."closed_at" is not null and "inquiries"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "inquiry_attachments_inquiry_idx" ON "inquiry_attachments" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_attachments_upload_key" ON "inquiry_attachments" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_idx" ON "inquiry_messages" USING btree ("inquiry_id","created_at");