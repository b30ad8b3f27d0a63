DROP INDEX "wishlist_items_line_unique";--> statement-breakpoint
ALTER TABLE "wishlist_items" ALTER COLUMN "size" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_line_unique" ON "wishlist_items" USING btree ("user_id","variant_id",coalesce("size", ''));