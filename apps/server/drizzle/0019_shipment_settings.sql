ALTER TABLE "shipments" ADD COLUMN "content_preference" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "warehouse_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "transport_status" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "estimated_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "estimated_cost_currency" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "void_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "master_tracking_number" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "feed_status" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "feed_errors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_list_idx" ON "shipments" USING btree ("account_id","store_marketplace_id","created_at");--> statement-breakpoint
UPDATE "shipments" s SET "warehouse_id" = r."warehouse_id"
  FROM "inbound_plan_shipments" ps
  JOIN "inbound_plans" p ON p."id" = ps."plan_row_id"
  JOIN "inbound_plan_requests" r ON r."id" = p."request_id"
  WHERE ps."shipment_row_id" = s."id" AND s."warehouse_id" IS NULL;
