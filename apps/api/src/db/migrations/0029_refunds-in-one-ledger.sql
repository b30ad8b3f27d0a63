DROP TABLE "return_refunds" CASCADE;--> statement-breakpoint
ALTER TABLE "cod_online_switches" DROP CONSTRAINT "cod_online_switches_refund_check";--> statement-breakpoint
ALTER TABLE "cod_online_switches" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "cod_online_switches" DROP COLUMN "provider_refund_id";