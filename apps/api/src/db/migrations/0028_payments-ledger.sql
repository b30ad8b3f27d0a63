-- One ledger of money in and out. What paid each order (tenders), and one refunds table for every
-- cause: the cancellation refunds already in `refunds`, the returns' refunds (`return_refunds`) and
-- the refunds of payments for a COD order's switch to online come into it with their states kept.
CREATE TABLE "order_tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider_payment_id" text,
	"late" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_tenders_amount_check" CHECK ("order_tenders"."amount_paise" > 0),
	CONSTRAINT "order_tenders_kind_check" CHECK ("order_tenders"."kind" in ('online', 'store_credit', 'cod_cash'))
);
--> statement-breakpoint
ALTER TABLE "order_tenders" ADD CONSTRAINT "order_tenders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_tenders_order_idx" ON "order_tenders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tenders_payment_idx" ON "order_tenders" USING btree ("provider_payment_id") WHERE "order_tenders"."provider_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_tenders_kind_idx" ON "order_tenders" USING btree ("order_id","kind") WHERE "order_tenders"."provider_payment_id" is null;--> statement-breakpoint
-- Tenders of the orders already placed: store credit spent, the online payment (a cancelled
-- order's payment that came after the cancellation is late), the cash of a delivered COD order.
INSERT INTO "order_tenders" ("order_id", "kind", "amount_paise", "created_at")
  SELECT "id", 'store_credit', "store_credit_paise", "created_at" FROM "orders" WHERE "store_credit_paise" > 0;--> statement-breakpoint
INSERT INTO "order_tenders" ("order_id", "kind", "amount_paise", "provider_payment_id", "late", "created_at")
  SELECT "id", 'online',
    CASE WHEN "payment_method" = 'online' THEN "total_paise" - "store_credit_paise" ELSE "prepaid_paise" END,
    "razorpay_payment_id",
    "status" = 'cancelled' AND "cancelled_at" IS NOT NULL AND "paid_at" IS NOT NULL AND "paid_at" > "cancelled_at",
    coalesce("paid_at", "created_at")
  FROM "orders"
  WHERE "razorpay_payment_id" IS NOT NULL
    AND CASE WHEN "payment_method" = 'online' THEN "total_paise" - "store_credit_paise" ELSE "prepaid_paise" END > 0
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "order_tenders" ("order_id", "kind", "amount_paise", "provider_payment_id", "late", "created_at")
  SELECT "order_id", 'online', "amount_paise", "payment_id", true, coalesce("paid_at", "created_at")
  FROM "cod_online_switches" WHERE "payment_id" IS NOT NULL AND "refund_status" <> 'none'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "order_tenders" ("order_id", "kind", "amount_paise", "created_at")
  SELECT "id", 'cod_cash', "total_paise" - "store_credit_paise" - "prepaid_paise", coalesce("paid_at", "created_at")
  FROM "orders"
  WHERE "payment_method" = 'cod' AND "status" = 'delivered' AND "payment_status" = 'paid'
    AND "total_paise" - "store_credit_paise" - "prepaid_paise" > 0;--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_order_id_unique";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "provider_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tender" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tender_id" uuid;--> statement-breakpoint
-- The order refunds: a parcel back at origin, or a cancellation; the id stays the provider's key.
UPDATE "refunds" SET
  "cause" = CASE WHEN "orders"."returned_to_origin_at" IS NOT NULL THEN 'returned-to-origin' ELSE 'cancellation' END,
  "tender" = 'online', "route" = 'provider', "provider_key" = "refunds"."id"::text
  FROM "orders" WHERE "orders"."id" = "refunds"."order_id";--> statement-breakpoint
UPDATE "refunds" SET "key" = "cause" || ':' || "order_id" || ':online';--> statement-breakpoint
INSERT INTO "refunds" ("id", "order_id", "key", "cause", "return_id", "tender", "route", "provider_key",
    "provider_refund_id", "provider_payment_id", "amount_paise", "status", "failure_reason", "created_at", "updated_at")
  SELECT "return_refunds"."id", "returns"."order_id", 'return:' || "return_refunds"."return_id" || ':online', 'return',
    "return_refunds"."return_id", 'online', 'provider', "return_refunds"."id"::text, "return_refunds"."provider_refund_id",
    "return_refunds"."provider_payment_id", "return_refunds"."amount_paise", "return_refunds"."status",
    "return_refunds"."failure_reason", "return_refunds"."created_at", "return_refunds"."updated_at"
  FROM "return_refunds" JOIN "returns" ON "returns"."id" = "return_refunds"."return_id";--> statement-breakpoint
-- A switch's payment refunded (sent) or owed (due): pending until the provider's word settles it,
-- under the key the shop already used with the provider.
INSERT INTO "refunds" ("order_id", "key", "cause", "tender", "route", "provider_key", "provider_refund_id",
    "provider_payment_id", "amount_paise", "status", "created_at", "updated_at")
  SELECT "order_id", 'cod-switch:' || "order_id" || ':online', 'cod-switch', 'online', 'provider', 'cod-switch-' || "order_id",
    "provider_refund_id", "payment_id", "amount_paise", 'pending', "updated_at", "updated_at"
  FROM "cod_online_switches" WHERE "refund_status" <> 'none' AND "payment_id" IS NOT NULL;--> statement-breakpoint
-- Each refund names the tender row it goes back to: the online payment it refunds.
UPDATE "refunds" SET "tender_id" = "order_tenders"."id" FROM "order_tenders"
  WHERE "order_tenders"."order_id" = "refunds"."order_id" AND "order_tenders"."kind" = 'online'
    AND "order_tenders"."provider_payment_id" = "refunds"."provider_payment_id";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "cause" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "tender" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "route" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "provider_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tender_id_order_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."order_tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_tender_idx" ON "refunds" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "refunds_return_idx" ON "refunds" USING btree ("return_id") WHERE "refunds"."return_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_unsettled_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'pending' and "refunds"."route" = 'provider';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_key_unique" UNIQUE("key");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_key_unique" UNIQUE("provider_key");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_check" CHECK ("refunds"."route" <> 'provider' or "refunds"."provider_payment_id" is not null);
