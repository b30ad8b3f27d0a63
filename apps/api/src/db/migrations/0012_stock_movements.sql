CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"variant_id" uuid NOT NULL,
	"size" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text,
	"reference_id" uuid,
	"quantity_after" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('initial', 'order-placed', 'order-cancelled', 'admin-set', 'admin-adjust', 'return-restocked')),
	CONSTRAINT "stock_movements_reference_check" CHECK (("stock_movements"."reference_type" is null) = ("stock_movements"."reference_id" is null) and ("stock_movements"."reference_type" is null or "stock_movements"."reference_type" in ('order', 'return', 'admin'))),
	CONSTRAINT "stock_movements_quantity_after_check" CHECK ("stock_movements"."quantity_after" >= 0),
	CONSTRAINT "stock_movements_delta_check" CHECK ("stock_movements"."delta" <> 0 or "stock_movements"."reason" = 'initial')
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_fk" FOREIGN KEY ("variant_id","size") REFERENCES "public"."variant_stock"("variant_id","size") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_size_idx" ON "stock_movements" USING btree ("variant_id","size","id");--> statement-breakpoint
CREATE INDEX "stock_movements_reference_idx" ON "stock_movements" USING btree ("reference_type","reference_id");--> statement-breakpoint
-- The stock every size holds now becomes its 'initial' movement, so each size's quantity equals
-- the sum of its movements from the first day the movements are kept.
INSERT INTO "stock_movements" ("variant_id", "size", "delta", "reason", "quantity_after")
SELECT "variant_id", "size", "quantity", 'initial', "quantity" FROM "variant_stock"
ORDER BY "variant_id", "size";
