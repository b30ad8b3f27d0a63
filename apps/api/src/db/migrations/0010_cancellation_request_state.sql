ALTER TABLE "orders" DROP CONSTRAINT "orders_cancellation_outcome_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_request" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- The flag and the outcome become one state: a request never decided is open.
UPDATE "orders" SET "cancellation_request" = coalesce("cancellation_outcome", 'open') WHERE "cancellation_requested";--> statement-breakpoint
CREATE INDEX "orders_open_cancellation_idx" ON "orders" USING btree ("created_at") WHERE "orders"."cancellation_request" = 'open';--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cancellation_requested";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cancellation_outcome";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancellation_request_check" CHECK ("orders"."cancellation_request" in ('none', 'open', 'approved', 'declined'));