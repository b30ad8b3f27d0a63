-- Every cash-on-delivery order issues its tax invoice when placed, and the invoice copies the
-- owner's signatory and logo. Each instance keeps those settings in memory with the owner's rules
-- and drops them when this trigger says 'rules' on shop_public_cache (the function of 0024).
CREATE TRIGGER shop_owner_rules_invoice_settings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoice_settings
  FOR EACH STATEMENT EXECUTE FUNCTION shop_owner_rules_changed();
