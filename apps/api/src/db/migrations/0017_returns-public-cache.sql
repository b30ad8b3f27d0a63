-- The product page's fit line ("Most who returned M found it too small") is read from returns and
-- kept with the public answers: a return asked for or moved (rejected, expired, accepted) drops
-- them on every instance, as a review does. Returns are few beside page views, so dropping every
-- kept answer is cheap enough and keeps one rule.
CREATE TRIGGER shop_public_cache_returns AFTER INSERT OR UPDATE OF status ON returns
  FOR EACH STATEMENT EXECUTE FUNCTION shop_public_cache_catalogue_changed();
