CREATE TABLE "pro_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"plan" text NOT NULL,
	"region" text NOT NULL,
	"currency" text,
	"amount" integer,
	"effective_at" timestamp with time zone NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_prices_amount_check" CHECK (("pro_prices"."amount" is null and "pro_prices"."currency" is null) or ("pro_prices"."amount" > 0 and "pro_prices"."currency" is not null))
);
--> statement-breakpoint
CREATE INDEX "pro_prices_key_idx" ON "pro_prices" USING btree ("app","plan","region","effective_at");