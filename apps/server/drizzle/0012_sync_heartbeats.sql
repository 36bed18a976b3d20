ALTER TABLE "sync_logs" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "sync_logs" ADD COLUMN "heartbeat_at" timestamp with time zone;