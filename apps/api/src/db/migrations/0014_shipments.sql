CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"location" text,
	"description" text NOT NULL,
	"moved" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_check" CHECK ("shipment_events"."status" in ('created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'delivery_failed', 'returning_to_origin', 'returned_to_origin', 'lost', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"return_id" uuid,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_shipment_id" text NOT NULL,
	"awb" text NOT NULL,
	"courier_name" text NOT NULL,
	"tracking_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"last_event_at" timestamp with time zone,
	"last_heard_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_at" timestamp with time zone,
	"answer_by" timestamp with time zone,
	"ndr_choice" text,
	"ndr_chosen_by" text,
	"ndr_owner_decides_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_direction_check" CHECK ("shipments"."direction" in ('forward', 'return')),
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'delivery_failed', 'returning_to_origin', 'returned_to_origin', 'lost', 'cancelled')),
	CONSTRAINT "shipments_ndr_choice_check" CHECK ("shipments"."ndr_choice" in ('reattempt', 'change_address', 'cancel'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_to_origin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_unique" ON "shipment_events" USING btree ("shipment_id","event_id");--> statement-breakpoint
CREATE INDEX "shipment_events_at_idx" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_unique" ON "shipments" USING btree ("provider","awb");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_forward_unique" ON "shipments" USING btree ("order_id") WHERE "shipments"."direction" = 'forward' and "shipments"."status" not in ('cancelled', 'returned_to_origin', 'lost');--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_return_idx" ON "shipments" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "shipments_heard_idx" ON "shipments" USING btree ("last_heard_at");--> statement-breakpoint
CREATE INDEX "orders_user_returned_idx" ON "orders" USING btree ("user_id","returned_to_origin_at") WHERE "orders"."returned_to_origin_at" is not null;