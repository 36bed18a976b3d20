-- What the seller records per shipment item on the workbench (spec document 2, sections 3 and 5;
-- issue 14): the item's weight as this shipment declares it, its expiry date and the product
-- labels printed for it. Title, ASIN, image, condition and whether it expires stay the product's
-- (products joined on the store marketplace and seller SKU), and an item without its own weight
-- shows the product's.
ALTER TABLE "shipment_items" ADD COLUMN "weight_value" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "shipment_items" ADD COLUMN "weight_unit" text;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD COLUMN "exp_date" date;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD COLUMN "quantity_printed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_weight_check" CHECK (("weight_value" IS NULL AND "weight_unit" IS NULL) OR ("weight_value" > 0 AND "weight_unit" IN ('pounds', 'ounces')));--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_quantity_printed_check" CHECK ("quantity_printed" >= 0);
