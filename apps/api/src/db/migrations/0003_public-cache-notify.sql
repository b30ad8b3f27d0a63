-- Public catalogue answers are kept in memory by every API instance. These triggers tell all of
-- them, through NOTIFY on channel shop_public_cache, what changed; a notification is delivered
-- only when its transaction commits, and never for one that rolls back.
--   '*'        anything shown in catalogue answers changed (products, colours, variants, images,
--              reviews): every answer is dropped;
--   'p:<uuid>' the stock of one product changed (orders, cancellations, restocks): that product's
--              answers and the answers that list stock are dropped.
CREATE OR REPLACE FUNCTION shop_public_cache_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_public_cache', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_public_cache_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.variant_id ELSE NEW.variant_id END;
  product uuid;
BEGIN
  SELECT v.product_id INTO product FROM variants v WHERE v.id = changed;
  -- A stock row deleted with its variant: the variant's own trigger already said '*'.
  IF product IS NOT NULL THEN
    PERFORM pg_notify('shop_public_cache', 'p:' || product::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shop_public_cache_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_public_cache_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER shop_public_cache_colors AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION shop_public_cache_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER shop_public_cache_variants AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variants
  FOR EACH STATEMENT EXECUTE FUNCTION shop_public_cache_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER shop_public_cache_variant_image_sets AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variant_image_sets
  FOR EACH STATEMENT EXECUTE FUNCTION shop_public_cache_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER shop_public_cache_reviews AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_public_cache_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER shop_public_cache_variant_stock AFTER INSERT OR UPDATE OR DELETE ON variant_stock
  FOR EACH ROW EXECUTE FUNCTION shop_public_cache_stock_changed();
--> statement-breakpoint
CREATE TRIGGER shop_public_cache_variant_stock_truncate AFTER TRUNCATE ON variant_stock
  FOR EACH STATEMENT EXECUTE FUNCTION shop_public_cache_catalogue_changed();
