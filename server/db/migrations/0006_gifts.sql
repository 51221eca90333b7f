CREATE TABLE "gift_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_id" integer NOT NULL,
	"user_id" integer,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sender_id" integer,
	"campaign" boolean DEFAULT false NOT NULL,
	"template_id" text,
	"benefit_kind" text NOT NULL,
	"benefit_amount" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"messages" jsonb,
	"max_claims" integer NOT NULL,
	"claims_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_claims_count_check" CHECK ("gifts"."claims_count" >= 0 and "gifts"."claims_count" <= "gifts"."max_claims"),
	CONSTRAINT "gifts_max_claims_check" CHECK ("gifts"."max_claims" >= 1),
	CONSTRAINT "gifts_campaign_sender_check" CHECK (not ("gifts"."campaign" and "gifts"."sender_id" is not null)),
	CONSTRAINT "gifts_benefit_amount_check" CHECK ("gifts"."benefit_amount" > 0),
	CONSTRAINT "gifts_benefit_kind_check" CHECK ("gifts"."benefit_kind" in ('pro_days', 'doll_pack', 'ai_credits'))
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gift_id" integer,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rewards_amount_check" CHECK ("rewards"."amount" > 0),
	CONSTRAINT "rewards_kind_check" CHECK ("rewards"."kind" in ('pro_days', 'doll_pack', 'ai_credits'))
);
--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_claims" ADD CONSTRAINT "gift_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_claims_gift_user_key" ON "gift_claims" USING btree ("gift_id","user_id");--> statement-breakpoint
CREATE INDEX "gift_claims_user_idx" ON "gift_claims" USING btree ("user_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_code_key" ON "gifts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gifts_sender_idx" ON "gifts" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_gift_user_key" ON "rewards" USING btree ("gift_id","user_id");--> statement-breakpoint
CREATE INDEX "rewards_user_idx" ON "rewards" USING btree ("user_id","created_at");