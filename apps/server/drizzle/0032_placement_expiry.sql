-- When Amazon stops holding a confirmed placement option for packing and transport (its
-- `expiration` once confirmed, read with listPlacementOptions): the seller sees how long is left.
ALTER TABLE "inbound_plans" ADD COLUMN "placement_expires_at" timestamp with time zone;
