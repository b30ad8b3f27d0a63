CREATE TABLE "dashboard_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"low_stock_threshold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_settings_single_row" CHECK ("dashboard_settings"."id" = 1),
	CONSTRAINT "dashboard_settings_threshold_range" CHECK ("dashboard_settings"."low_stock_threshold" between 0 and 999)
);
