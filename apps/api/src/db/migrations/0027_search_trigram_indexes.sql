-- The catalogue's search matches words anywhere in the folded texts (like '%word%'): trigram
-- indexes answer that without reading every product. pg_trgm ships with PostgreSQL (a trusted
-- extension: the database's owner may create it) and is bundled with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "colors_search_name_trgm_idx" ON "colors" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_description_trgm_idx" ON "products" USING gin ("search_description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_story_trgm_idx" ON "products" USING gin ("search_story" gin_trgm_ops) WITH (fastupdate=false);
