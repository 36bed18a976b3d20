-- Pallets of LTL shipments (spec document 2, sections 2, 3, 4, 5 and 7; issue 15), with the
-- invariants held by the database as for boxes (migration 0017):
--   * a pallet belongs to one shipment of one account; its number is 1..N in the shipment, unique
--     (deferrable, so deleting pallets renumbers the rest in one UPDATE);
--   * width and length are Amazon's fixed 48 x 40 in (spec section 9), so they are not columns;
--     height (in) and weight (lb, the empty pallet's own) are null until set, never negative
--     (spec section 5: 'Field cannot be negative*'); zero is stored and shown as a pallet error;
--   * a box is on at most one pallet, of its own shipment: boxes.pallet_id with a composite foreign
--     key (shipment_row_id, pallet_id) -> pallets (shipment_row_id, id); deleting a pallet takes its
--     boxes off it (SET NULL of pallet_id only), never the boxes themselves.
CREATE TABLE "pallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shipment_row_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"height" double precision,
	"weight" double precision,
	"is_stacked" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pallets_number_check" CHECK ("number" > 0),
	CONSTRAINT "pallets_dimensions_check" CHECK (("height" IS NULL OR ("height" >= 0 AND "height" <= 10000)) AND ("weight" IS NULL OR ("weight" >= 0 AND "weight" <= 100000))),
	CONSTRAINT "pallets_shipment_number_key" UNIQUE ("shipment_row_id","number") DEFERRABLE INITIALLY IMMEDIATE,
	CONSTRAINT "pallets_shipment_id_key" UNIQUE ("shipment_row_id","id")
);
--> statement-breakpoint
ALTER TABLE "pallets" ADD CONSTRAINT "pallets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pallets" ADD CONSTRAINT "pallets_shipment_row_id_shipments_id_fk" FOREIGN KEY ("shipment_row_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pallets" ADD CONSTRAINT "pallets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pallets_account_idx" ON "pallets" USING btree ("account_id");--> statement-breakpoint
-- Boxes made before pallets existed carry no pallet; any stray value is cleared before the key.
UPDATE "boxes" SET "pallet_id" = NULL WHERE "pallet_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_pallet_fk" FOREIGN KEY ("shipment_row_id","pallet_id") REFERENCES "public"."pallets"("shipment_row_id","id") ON DELETE SET NULL ("pallet_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boxes_pallet_idx" ON "boxes" USING btree ("pallet_id") WHERE "pallet_id" IS NOT NULL;
