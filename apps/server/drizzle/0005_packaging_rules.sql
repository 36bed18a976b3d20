CREATE TABLE "packaging_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"box_category_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "packaging_rules" ADD CONSTRAINT "packaging_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_rules" ADD CONSTRAINT "packaging_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_rules" ADD CONSTRAINT "packaging_rules_box_category_id_box_categories_id_fk" FOREIGN KEY ("box_category_id") REFERENCES "public"."box_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_rules_product_category_key" ON "packaging_rules" USING btree ("product_id","box_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_rules_one_default" ON "packaging_rules" USING btree ("product_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "packaging_rules_account_idx" ON "packaging_rules" USING btree ("account_id");