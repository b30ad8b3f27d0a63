ALTER TABLE "reviews" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_check" CHECK ("reviews"."fit" in ('runs-small', 'true-to-size', 'runs-large'));