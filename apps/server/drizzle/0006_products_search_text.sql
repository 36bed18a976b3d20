-- The search text is computed once on write, so a search rechecks a stored value instead of
-- rebuilding lower(sku || asin || fnsku || title) for every candidate row.
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(seller_sku || ' ' || asin || ' ' || fnsku || ' ' || title)) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_trgm";--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);
