CREATE TABLE "upi_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"flow" text NOT NULL,
	"app" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"link" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upi_attempts" ADD CONSTRAINT "upi_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upi_attempts_created_idx" ON "upi_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "upi_attempts_provider_order_idx" ON "upi_attempts" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "upi_attempts_payment_idx" ON "upi_attempts" USING btree ("provider_payment_id") WHERE "upi_attempts"."provider_payment_id" is not null;