CREATE TABLE "cod_decisions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"postal_code" text NOT NULL,
	"state" text NOT NULL,
	"token_paise" integer,
	"confirm_by" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_decisions_outcome_check" CHECK ("cod_decisions"."outcome" in ('cod', 'cod_confirm', 'cod_partial', 'online')),
	CONSTRAINT "cod_decisions_token_check" CHECK ("cod_decisions"."token_paise" is null or "cod_decisions"."token_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "cod_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_online_paise" integer;--> statement-breakpoint
ALTER TABLE "cod_decisions" ADD CONSTRAINT "cod_decisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_decisions" ADD CONSTRAINT "cod_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_rules" ADD CONSTRAINT "cod_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_decisions_user_idx" ON "cod_decisions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cod_decisions_pin_idx" ON "cod_decisions" USING btree ("postal_code","created_at");--> statement-breakpoint
CREATE INDEX "cod_decisions_unconfirmed_idx" ON "cod_decisions" USING btree ("confirm_by") WHERE "cod_decisions"."confirm_by" is not null and "cod_decisions"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'awaiting_confirmation', 'processing', 'shipped', 'delivered', 'cancelled'));