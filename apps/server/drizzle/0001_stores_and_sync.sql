CREATE TABLE "oauth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"session_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"store_id" uuid,
	"store_name" text,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"store_marketplace_id" uuid NOT NULL,
	"seller_sku" text NOT NULL,
	"asin" text DEFAULT '' NOT NULL,
	"fnsku" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"condition" integer DEFAULT 11 NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"list_price" numeric(12, 2),
	"fulfillment_channel" text DEFAULT '' NOT NULL,
	"afn_fulfillable_quantity" integer DEFAULT 0 NOT NULL,
	"weight_value" numeric(12, 4),
	"weight_unit" text,
	"weight_is_user_set" boolean DEFAULT false NOT NULL,
	"length_in" numeric(10, 2),
	"width_in" numeric(10, 2),
	"height_in" numeric(10, 2),
	"size_tier" text,
	"amz_expirable" boolean DEFAULT false NOT NULL,
	"expirable" boolean,
	"is_hazmat" boolean DEFAULT false NOT NULL,
	"fba_type" text,
	"prep_guidance" text,
	"prep_details_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"barcode_instruction" text,
	"listing_seen_at" timestamp with time zone,
	"catalog_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shipment_row_id" uuid NOT NULL,
	"seller_sku" text NOT NULL,
	"fulfillment_network_sku" text DEFAULT '' NOT NULL,
	"quantity_shipped" integer DEFAULT 0 NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"quantity_in_case" integer DEFAULT 0 NOT NULL,
	"release_date" text,
	"prep_details_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"store_marketplace_id" uuid,
	"shipment_id" text NOT NULL,
	"shipment_name" text DEFAULT '' NOT NULL,
	"shipment_status" text NOT NULL,
	"label_prep_type" text,
	"are_cases_required" boolean DEFAULT false NOT NULL,
	"destination_fulfillment_center_id" text DEFAULT '' NOT NULL,
	"ship_from_address" jsonb,
	"box_contents_source" text,
	"confirmed_need_by_date" text,
	"app_created" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sp_api_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"rate" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_credentials" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"refresh_token_enc" text NOT NULL,
	"mws_auth_token_enc" text,
	"access_token_enc" text,
	"access_token_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"store_marketplace_id" uuid,
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"repeat_interval_seconds" integer NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"checkpoint" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "participations" jsonb;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_marketplace_id_store_marketplaces_id_fk" FOREIGN KEY ("store_marketplace_id") REFERENCES "public"."store_marketplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_shipment_row_id_shipments_id_fk" FOREIGN KEY ("shipment_row_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_store_marketplace_id_store_marketplaces_id_fk" FOREIGN KEY ("store_marketplace_id") REFERENCES "public"."store_marketplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credentials" ADD CONSTRAINT "store_credentials_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credentials" ADD CONSTRAINT "store_credentials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_logs" ADD CONSTRAINT "sync_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_logs" ADD CONSTRAINT "sync_logs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_logs" ADD CONSTRAINT "sync_logs_store_marketplace_id_store_marketplaces_id_fk" FOREIGN KEY ("store_marketplace_id") REFERENCES "public"."store_marketplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_marketplace_sku_key" ON "products" USING btree ("store_marketplace_id","seller_sku");--> statement-breakpoint
CREATE INDEX "products_account_idx" ON "products" USING btree ("account_id","store_marketplace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_items_shipment_sku_key" ON "shipment_items" USING btree ("shipment_row_id","seller_sku");--> statement-breakpoint
CREATE INDEX "shipment_items_account_idx" ON "shipment_items" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_store_shipment_key" ON "shipments" USING btree ("store_id","shipment_id");--> statement-breakpoint
CREATE INDEX "shipments_account_idx" ON "shipments" USING btree ("account_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_logs_store_scope_name_key" ON "sync_logs" USING btree ("store_id","scope","name");--> statement-breakpoint
CREATE INDEX "sync_logs_account_idx" ON "sync_logs" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_marketplaces_store_marketplace_key" ON "store_marketplaces" USING btree ("store_id","marketplace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_seller_region_key" ON "stores" USING btree ("seller_id","region");