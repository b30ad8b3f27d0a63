CREATE TABLE "alert_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"channel" text NOT NULL,
	"wording" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "alert_consents_channel_check" CHECK ("alert_consents"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"day" date NOT NULL,
	"variant_id" uuid NOT NULL,
	"size" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "stock_alerts_unique";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "event" text DEFAULT 'back-in-stock' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "price_paise" integer;--> statement-breakpoint
ALTER TABLE "alert_consents" ADD CONSTRAINT "alert_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_consents_in_force_unique" ON "alert_consents" USING btree ("email","channel") WHERE "alert_consents"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "alert_consents_user_idx" ON "alert_consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_one_a_day_unique" ON "alert_deliveries" USING btree ("email","day");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_shopper_event_unique" ON "stock_alerts" USING btree ("email","variant_id","size","event");--> statement-breakpoint
CREATE INDEX "stock_alerts_variant_idx" ON "stock_alerts" USING btree ("variant_id","size");--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_event_check" CHECK ("stock_alerts"."event" in ('back-in-stock', 'price-drop'));--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_price_drop_check" CHECK (("stock_alerts"."event" = 'price-drop') = ("stock_alerts"."price_paise" is not null));--> statement-breakpoint
-- Shoppers who asked before consent was recorded agreed to the words the page showed them then.
INSERT INTO "alert_consents" ("email", "user_id", "channel", "wording", "granted_at")
SELECT DISTINCT ON ("email") "email", "user_id", 'email', 'Get one e-mail when your size is back.', "created_at"
FROM "stock_alerts" ORDER BY "email", "created_at";
