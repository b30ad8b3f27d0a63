ALTER TABLE "refresh_tokens" ADD COLUMN "used_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One review per customer per product from now on: of earlier duplicates the newest stays.
DELETE FROM "reviews" AS older USING "reviews" AS newer
  WHERE older."product_id" = newer."product_id" AND older."user_id" = newer."user_id"
    AND (older."created_at", older."id") < (newer."created_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_unique" ON "reviews" USING btree ("product_id","user_id");--> statement-breakpoint
-- Every API instance keeps users' session versions for a few seconds. This trigger tells all of
-- them, through NOTIFY on channel session_versions (delivered when the transaction commits), whose
-- version changed or who was deleted, so a revoked access token stops working everywhere at once,
-- whether the change came through the API or by hand.
CREATE OR REPLACE FUNCTION shop_session_version_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_versions', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shop_session_versions AFTER UPDATE OF session_version OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION shop_session_version_changed();
