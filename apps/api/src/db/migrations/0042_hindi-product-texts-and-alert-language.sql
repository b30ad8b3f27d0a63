-- The optional Hindi name and story of a product (null: the English is shown), the Hindi name as a
-- Devanagari search word is matched against it, and the language a stock alert was asked in.
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "story_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name_hi" text GENERATED ALWAYS AS (translate("name_hi", E'\u093C\u200C\u200D', '')) STORED;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
