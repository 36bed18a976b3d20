-- Box content imports applied to a shipment, by the content of their rows: a confirm of the same
-- rows while the shipment's box contents are as that import left them answers the first result
-- (a double click, two tabs, a retried request apply an import once).
CREATE TABLE "box_content_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shipment_row_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"last_event_id" bigint,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "box_content_imports" ADD CONSTRAINT "box_content_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_content_imports" ADD CONSTRAINT "box_content_imports_shipment_row_id_shipments_id_fk" FOREIGN KEY ("shipment_row_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "box_content_imports_shipment_hash_key" ON "box_content_imports" USING btree ("shipment_row_id","content_hash");
