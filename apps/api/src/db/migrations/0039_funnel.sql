CREATE TABLE "funnel_counts" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"path" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_counts_day_step_path_pk" PRIMARY KEY("day","step","path"),
	CONSTRAINT "funnel_counts_count" CHECK ("funnel_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "funnel_marks" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "funnel_marks_day_step_path_visitor_pk" PRIMARY KEY("day","step","path","visitor")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_path" text;