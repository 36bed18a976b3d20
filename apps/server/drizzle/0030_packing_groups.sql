-- Small parcel is packed before placement (issue 26): a plan request keeps the shipping mode the
-- seller chose; a pack-first plan keeps its packing option and that option's confirmation (once,
-- like the placement option's); its packing groups are listed with their items and creations; a
-- shipment packed before placement names its packing group.
ALTER TABLE "inbound_plan_requests" ADD COLUMN "shipping_mode" text;--> statement-breakpoint
ALTER TABLE "inbound_plans" ADD COLUMN "packing_option_id" text;--> statement-breakpoint
ALTER TABLE "inbound_plans" ADD COLUMN "packing_confirm_status" text;--> statement-breakpoint
ALTER TABLE "inbound_plans" ADD COLUMN "packing_confirm_operation_id" text;--> statement-breakpoint
ALTER TABLE "inbound_plans" ADD COLUMN "packing_confirm_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "packing_group_id" text;--> statement-breakpoint
CREATE TABLE "inbound_packing_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"plan_row_id" uuid NOT NULL,
	"packing_group_id" text NOT NULL,
	"seq" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"name" text,
	"box_content_source" text,
	"is_partnered" text,
	"requested_by" uuid,
	"shipment_row_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_packing_groups" ADD CONSTRAINT "inbound_packing_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_packing_groups" ADD CONSTRAINT "inbound_packing_groups_plan_row_id_inbound_plans_id_fk" FOREIGN KEY ("plan_row_id") REFERENCES "public"."inbound_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_packing_groups" ADD CONSTRAINT "inbound_packing_groups_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_packing_groups" ADD CONSTRAINT "inbound_packing_groups_shipment_row_id_shipments_id_fk" FOREIGN KEY ("shipment_row_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_packing_groups_plan_group_key" ON "inbound_packing_groups" USING btree ("plan_row_id","packing_group_id");--> statement-breakpoint
CREATE INDEX "inbound_packing_groups_account_idx" ON "inbound_packing_groups" USING btree ("account_id");
