-- Substring search of the SKU list (SKU, ASIN, FNSKU, title) reads this trigram index instead
-- of scanning the table; the expression must match SEARCH_TEXT in products.repository.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm" ON "products" USING gin ((lower("seller_sku" || ' ' || "asin" || ' ' || "fnsku" || ' ' || "title")) gin_trgm_ops);
