-- Issue 17: how long Amazon's inbound operations of each kind last, as the transport jobs saw them
-- (shared by every process, kept across restarts; no seller's data).
CREATE TABLE "operation_timings" (
	"kind" text PRIMARY KEY NOT NULL,
	"running_until_ms" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operation_timings_running_check" CHECK ("running_until_ms" >= 0)
);
