CREATE TABLE "work_tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"edited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_tags_state_check" CHECK ("work_tags"."state" in ('approved', 'rejected'))
);
