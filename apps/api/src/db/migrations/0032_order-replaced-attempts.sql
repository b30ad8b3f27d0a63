ALTER TABLE "orders" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
-- Orders replaced before this column existed are known by their cancellation's history note.
UPDATE "orders" AS o SET "replaced_at" = h."created_at"
FROM "order_status_history" AS h
WHERE h."order_id" = o."id" AND h."to_status" = 'cancelled'
  AND h."note" = 'Replaced by a newer checkout of the same cart lines';
