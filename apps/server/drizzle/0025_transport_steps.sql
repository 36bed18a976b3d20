-- Issue 17: two more transport steps run as jobs: TRACKING (tracking ids edited after confirm, sent
-- to Amazon) and RESUBMITTING (a failed box content feed sent again).
ALTER TABLE "shipment_transports" DROP CONSTRAINT "shipment_transports_step_check";--> statement-breakpoint
ALTER TABLE "shipment_transports" ADD CONSTRAINT "shipment_transports_step_check" CHECK ("step" IS NULL OR "step" IN ('ESTIMATING', 'CONFIRMING', 'VOIDING', 'TRACKING', 'RESUBMITTING'));
