ALTER TABLE "products" ADD COLUMN "dangerous_goods_class" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "un_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_small_and_light" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fba_type_source" text;--> statement-breakpoint
-- Types stored before this migration were all the seller's (the sync did not set any): keep them.
UPDATE "products" SET "fba_type_source" = 'seller' WHERE "fba_type" IS NOT NULL AND "fba_type" <> 'NOT ATTACHED';
