CREATE TABLE "pose_clocks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_change" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pose_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"pose_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pose_thumbnails" (
	"pose_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poses" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"scene" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"thumbnail_etag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "poses_version_check" CHECK ("poses"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "pose_clocks" ADD CONSTRAINT "pose_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pose_shares" ADD CONSTRAINT "pose_shares_pose_id_poses_id_fk" FOREIGN KEY ("pose_id") REFERENCES "public"."poses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pose_thumbnails" ADD CONSTRAINT "pose_thumbnails_pose_id_poses_id_fk" FOREIGN KEY ("pose_id") REFERENCES "public"."poses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poses" ADD CONSTRAINT "poses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pose_shares_token_hash_key" ON "pose_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pose_shares_pose_idx" ON "pose_shares" USING btree ("pose_id");--> statement-breakpoint
CREATE UNIQUE INDEX "poses_public_id_key" ON "poses" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "poses_user_live_idx" ON "poses" USING btree ("user_id","updated_at","public_id") WHERE "poses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "poses_user_changes_idx" ON "poses" USING btree ("user_id","updated_at","public_id");--> statement-breakpoint
CREATE INDEX "poses_deleted_idx" ON "poses" USING btree ("deleted_at") WHERE "poses"."deleted_at" is not null;