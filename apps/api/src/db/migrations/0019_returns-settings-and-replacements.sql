CREATE TABLE "return_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fee_paise" integer NOT NULL,
	"replacement_at_pickup" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_settings_single_row" CHECK ("return_settings"."id" = 1),
	CONSTRAINT "return_settings_fee_range" CHECK ("return_settings"."fee_paise" between 0 and 50000 and "return_settings"."fee_paise" % 100 = 0)
);
--> statement-breakpoint
DROP INDEX "shipments_live_forward_unique";--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replacement_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_settings" ADD CONSTRAINT "return_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_payout_reference_idx" ON "returns" USING btree ("payout_reference") WHERE "returns"."payout_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_replacement_unique" ON "shipments" USING btree ("return_id") WHERE "shipments"."direction" = 'forward' and "shipments"."return_id" is not null and "shipments"."status" not in ('cancelled', 'returned_to_origin', 'lost');--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_forward_unique" ON "shipments" USING btree ("order_id") WHERE "shipments"."direction" = 'forward' and "shipments"."return_id" is null and "shipments"."status" not in ('cancelled', 'returned_to_origin', 'lost');