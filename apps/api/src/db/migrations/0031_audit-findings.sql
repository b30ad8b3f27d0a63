CREATE TABLE "coupon_misses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "return_lines_open_item_idx";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "last_event_sequence" integer;--> statement-breakpoint
ALTER TABLE "coupon_misses" ADD CONSTRAINT "coupon_misses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_misses_created_idx" ON "coupon_misses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "return_lines_open_item_idx" ON "return_lines" USING btree ("order_item_id") WHERE "return_lines"."open";--> statement-breakpoint
-- Refresh tokens stored before this change were plain SHA-256 digests of tokens whose successors
-- anyone holding an older one could compute: those sessions end, and their shoppers sign in again
-- (docs/decisions/0260).
DELETE FROM "refresh_tokens";
