CREATE TABLE "inbound_plan_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"store_marketplace_id" uuid NOT NULL,
	"marketplace_id" text NOT NULL,
	"warehouse_id" uuid,
	"created_by" uuid,
	"idempotency_key" text,
	"mode" text NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"step" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"label_prep_preference" text NOT NULL,
	"selected_fcid" text,
	"source_address" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"needs_work" boolean DEFAULT true NOT NULL,
	"work_version" integer DEFAULT 0 NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"inbound_plan_id" text,
	"operation_id" text,
	"call_started_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"errored_skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"placement_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chosen_option_id" text,
	"confirmed_option_id" text,
	"confirm_status" text,
	"confirm_operation_id" text,
	"confirm_started_at" timestamp with time zone,
	"confirm_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_plan_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"plan_row_id" uuid NOT NULL,
	"amazon_shipment_id" text NOT NULL,
	"placement_option_id" text NOT NULL,
	"destination_fc" text DEFAULT '' NOT NULL,
	"ship_to_address" jsonb,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"name" text,
	"box_content_source" text,
	"shipment_type" text,
	"is_partnered" text,
	"requested_by" uuid,
	"shipment_confirmation_id" text,
	"shipment_row_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "inbound_plan_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "amazon_shipment_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "placement_option_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "placement_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "placement_fee_currency" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "shipment_type" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "is_partnered" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "inbound_plan_requests" ADD CONSTRAINT "inbound_plan_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_requests" ADD CONSTRAINT "inbound_plan_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_requests" ADD CONSTRAINT "inbound_plan_requests_store_marketplace_id_store_marketplaces_id_fk" FOREIGN KEY ("store_marketplace_id") REFERENCES "public"."store_marketplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_requests" ADD CONSTRAINT "inbound_plan_requests_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_requests" ADD CONSTRAINT "inbound_plan_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plans" ADD CONSTRAINT "inbound_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plans" ADD CONSTRAINT "inbound_plans_request_id_inbound_plan_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."inbound_plan_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_shipments" ADD CONSTRAINT "inbound_plan_shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_shipments" ADD CONSTRAINT "inbound_plan_shipments_plan_row_id_inbound_plans_id_fk" FOREIGN KEY ("plan_row_id") REFERENCES "public"."inbound_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_shipments" ADD CONSTRAINT "inbound_plan_shipments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_shipments" ADD CONSTRAINT "inbound_plan_shipments_shipment_row_id_shipments_id_fk" FOREIGN KEY ("shipment_row_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_plan_requests_account_key" ON "inbound_plan_requests" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "inbound_plan_requests_marketplace_idx" ON "inbound_plan_requests" USING btree ("account_id","store_marketplace_id","created_at");--> statement-breakpoint
CREATE INDEX "inbound_plan_requests_work_idx" ON "inbound_plan_requests" USING btree ("lease_until") WHERE needs_work;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_plans_request_seq_key" ON "inbound_plans" USING btree ("request_id","seq");--> statement-breakpoint
CREATE INDEX "inbound_plans_account_idx" ON "inbound_plans" USING btree ("account_id","inbound_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_plan_shipments_plan_shipment_key" ON "inbound_plan_shipments" USING btree ("plan_row_id","amazon_shipment_id");--> statement-breakpoint
CREATE INDEX "inbound_plan_shipments_account_idx" ON "inbound_plan_shipments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "shipments_amazon_shipment_idx" ON "shipments" USING btree ("store_id","amazon_shipment_id");
