CREATE TABLE "funnel_marks" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "funnel_marks_day_step_path_visitor_pk" PRIMARY KEY("day","step","path","visitor")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_path" text;