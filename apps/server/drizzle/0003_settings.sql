CREATE TABLE "account_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"content_preference" text,
	"shipment_type" text,
	"is_partnered" text,
	"carrier" text,
	"default_exp_months" integer,
	"shipment_label" text,
	"box_content_label" text,
	"product_label" text,
	"pallet_label" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"length" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"weight_unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"carrier_name" text NOT NULL,
	"client_id_enc" text NOT NULL,
	"secret_key_enc" text NOT NULL,
	"account_number" text NOT NULL,
	"label_stock_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_to_warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"fba_type" text NOT NULL,
	"destination_fulfillment_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state_or_province_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_categories" ADD CONSTRAINT "box_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_accounts" ADD CONSTRAINT "carrier_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_to_warehouses" ADD CONSTRAINT "ship_to_warehouses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "box_categories_account_name_key" ON "box_categories" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_accounts_account_carrier_key" ON "carrier_accounts" USING btree ("account_id","carrier_name");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_to_warehouses_account_type_fc_key" ON "ship_to_warehouses" USING btree ("account_id","fba_type","destination_fulfillment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_to_warehouses_one_default" ON "ship_to_warehouses" USING btree ("account_id","fba_type") WHERE is_default;--> statement-breakpoint
CREATE INDEX "warehouses_account_idx" ON "warehouses" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_one_default" ON "warehouses" USING btree ("account_id") WHERE is_default;