ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_weight_grams" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_length_cm" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_breadth_cm" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_height_cm" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('initial', 'order-placed', 'order-cancelled', 'admin-set', 'admin-adjust', 'return-restocked', 'returned-to-origin', 'exchange-held', 'exchange-released'));