CREATE TABLE "challenge_redemptions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Old rows hold raw emails and addresses; they are short-lived counters, so they simply go.
DELETE FROM "auth_failures";--> statement-breakpoint
ALTER TABLE "auth_failures" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "challenge_redemptions_expires_idx" ON "challenge_redemptions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_failures_expires_idx" ON "auth_failures" USING btree ("expires_at");