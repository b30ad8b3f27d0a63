CREATE TABLE "cod_online_switches" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"cod_fee_paise" integer NOT NULL,
	"prepaid_discount_paise" integer NOT NULL,
	"line_discounts" jsonb NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_online_switches_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "cod_online_switches_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "cod_online_switches_amount_check" CHECK ("cod_online_switches"."amount_paise" > 0),
	CONSTRAINT "cod_online_switches_refund_check" CHECK ("cod_online_switches"."refund_status" in ('none', 'due', 'sent'))
);
--> statement-breakpoint
DROP INDEX "credit_notes_order_id_unique";--> statement-breakpoint
DROP INDEX "invoices_order_id_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cod_online_switches" ADD CONSTRAINT "cod_online_switches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_id_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."return_id" is null and "invoices"."replaced_at" is null;