ALTER TABLE "orders" ADD COLUMN "prepaid_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_online_paise" integer;