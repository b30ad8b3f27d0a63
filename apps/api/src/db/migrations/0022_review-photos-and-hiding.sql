CREATE TABLE "customer_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"image" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"review_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "review_photos_review_id_photo_id_pk" PRIMARY KEY("review_id","photo_id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "customer_photos" ADD CONSTRAINT "customer_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_photo_id_customer_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."customer_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_photos_user_idx" ON "customer_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "review_photos_photo_idx" ON "review_photos" USING btree ("photo_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_reason_check" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));--> statement-breakpoint
-- A review's photos show in the kept public answers, like the review itself.
CREATE TRIGGER shop_public_cache_review_photos AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_photos
  FOR EACH STATEMENT EXECUTE FUNCTION shop_public_cache_catalogue_changed();
--> statement-breakpoint
-- A review says whether its author received the product (a delivered order of it): an order
-- reaching (or leaving) delivered drops the kept answers of the products in it, the review lists
-- among them.
CREATE OR REPLACE FUNCTION shop_public_cache_order_delivered() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product uuid;
BEGIN
  FOR product IN
    SELECT DISTINCT v.product_id FROM order_items oi JOIN variants v ON v.id = oi.variant_id WHERE oi.order_id = NEW.id
  LOOP
    PERFORM pg_notify('shop_public_cache', 'p:' || product::text);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shop_public_cache_orders_delivered AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND 'delivered' IN (OLD.status, NEW.status))
  EXECUTE FUNCTION shop_public_cache_order_delivered();
