CREATE TABLE "invoice_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"signatory_name" text,
	"signature_key" text,
	"logo_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_single_row" CHECK ("invoice_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "issuer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer" jsonb;