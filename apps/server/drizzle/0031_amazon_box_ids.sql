-- Amazon's ids of a box once its shipment is placed (listShipmentBoxes): `boxId` (the FBA id, 'U'
-- and Amazon's number: on labels and tracking) and `packageId` (what content updates name a box by).
ALTER TABLE "boxes" ADD COLUMN "amazon_box_id" text;--> statement-breakpoint
ALTER TABLE "boxes" ADD COLUMN "package_id" text;
