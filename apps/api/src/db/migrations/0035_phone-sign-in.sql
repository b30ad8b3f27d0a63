ALTER TABLE "otps" DROP CONSTRAINT "otps_purpose_check";--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "otps_open_phone_idx" ON "otps" USING btree ("phone") WHERE "otps"."phone" is not null and "otps"."consumed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone_verified_at" is not null;--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_channel_check" CHECK ("otps"."channel" in ('email', 'sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_purpose_check" CHECK ("otps"."purpose" in ('verify', 'reset', 'phone-login', 'phone-verify'));