-- Reviews are public answers kept in memory and show their author's name: renaming an account
-- drops them like any other catalogue change (deleting one deletes its reviews, which says so
-- through the reviews trigger).
CREATE TRIGGER shop_public_cache_user_names AFTER UPDATE OF name ON users
  FOR EACH STATEMENT EXECUTE FUNCTION shop_public_cache_catalogue_changed();
