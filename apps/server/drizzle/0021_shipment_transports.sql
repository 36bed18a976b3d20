-- Transport with Amazon (spec document 2, sections 4, 5, 7, 8 and 9; issue 17): one row per
-- shipment, written by the transport module only. The settled status, estimate and void date stay
-- on shipments (written through the shipments module); this row holds the work in flight (step),
-- the last error, Amazon's options, the seller's required information and the confirm attempt
-- (stored before confirmTransportationOptions is sent, so a retry reconciles instead of
-- confirming a second time).
CREATE TABLE "shipment_transports" (
	"shipment_row_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"step" text,
	"error" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmed_option_id" text,
	"confirm_option_id" text,
	"confirm_operation_id" text,
	"confirm_started_at" timestamp with time zone,
	"ready_date" timestamp with time zone,
	"freight_class" text,
	"pro_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_transports_step_check" CHECK ("step" IS NULL OR "step" IN ('ESTIMATING', 'CONFIRMING', 'VOIDING'))
);
--> statement-breakpoint
ALTER TABLE "shipment_transports" ADD CONSTRAINT "shipment_transports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_transports" ADD CONSTRAINT "shipment_transports_shipment_row_id_shipments_id_fk" FOREIGN KEY ("shipment_row_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_transports_account_idx" ON "shipment_transports" USING btree ("account_id");
