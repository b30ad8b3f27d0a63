ALTER TABLE "refresh_tokens" ADD COLUMN "used_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One review per customer per product from now on: of earlier duplicates the newest stays.
DELETE FROM "reviews" AS older USING "reviews" AS newer
  WHERE older."product_id" = newer."product_id" AND older."user_id" = newer."user_id"
    AND (older."created_at", older."id") < (newer."created_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_unique" ON "reviews" USING btree ("product_id","user_id");