-- Every order reads the owner's rules: the live offers, the promotion settings (free delivery
-- threshold), the COD rules and the delivery rules of its PIN. Each instance keeps them in memory
-- and drops them when one of these triggers says 'rules' on shop_public_cache, the channel of
-- everything instances keep from the database; a write waits to hear its own notification there,
-- so an owner's change counts from the next request on every instance.
CREATE OR REPLACE FUNCTION shop_owner_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_public_cache', 'rules');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shop_owner_rules_offers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION shop_owner_rules_changed();
--> statement-breakpoint
CREATE TRIGGER shop_owner_rules_promotion_settings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotion_settings
  FOR EACH STATEMENT EXECUTE FUNCTION shop_owner_rules_changed();
--> statement-breakpoint
CREATE TRIGGER shop_owner_rules_cod_rules AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cod_rules
  FOR EACH STATEMENT EXECUTE FUNCTION shop_owner_rules_changed();
--> statement-breakpoint
CREATE TRIGGER shop_owner_rules_delivery_rules AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_rules
  FOR EACH STATEMENT EXECUTE FUNCTION shop_owner_rules_changed();
