ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_id_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replacement_invoice_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_id_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."return_id" is null;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_id_unique" UNIQUE("return_id");