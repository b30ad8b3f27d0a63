-- The optional Hindi name of a colour (null: the English is shown), and its copy a Devanagari search
-- word is matched against (as the products' Hindi names, 0042).
ALTER TABLE "colors" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "search_name_hi" text GENERATED ALWAYS AS (translate("name_hi", E'\u093C\u200C\u200D', '')) STORED;