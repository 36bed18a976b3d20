-- FedEx shipments of inbound shipments (spec document 2, sections 4 and 7; issue 17): one row per
-- shipment, the attempt stored and committed before FedEx is called, so a retried or concurrent
-- create never makes a second FedEx shipment:
--   * status PENDING (claimed, FedEx being called), CREATED (labels stored), FAILED (FedEx refused
--     or did not answer: a new create may claim it), CANCELLED (voided: a new create may claim it);
--   * reference is FedEx's CUSTOMER_REFERENCE (the shipment's id), so a resent create names the
--     same FedEx shipment;
--   * labels: one entry per box { boxId, trackingNumber, label } with FedEx's base64 PDF.
CREATE TABLE "fedex_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shipment_row_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"ready_date" text,
	"service_type" text,
	"master_tracking_number" text,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fedex_shipments_status_check" CHECK ("status" IN ('PENDING', 'CREATED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "fedex_shipments_shipment_key" UNIQUE ("shipment_row_id")
);
--> statement-breakpoint
ALTER TABLE "fedex_shipments" ADD CONSTRAINT "fedex_shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fedex_shipments" ADD CONSTRAINT "fedex_shipments_shipment_row_id_shipments_id_fk" FOREIGN KEY ("shipment_row_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fedex_shipments_account_idx" ON "fedex_shipments" USING btree ("account_id");
