CREATE TABLE "product_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_marketplace_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_changes_marketplace_idx" ON "product_changes" USING btree ("store_marketplace_id","id");--> statement-breakpoint
-- Every statement that writes products records, per store marketplace it touched, one change
-- row (after the statement, from its transition table). Inserts only: writers never wait for
-- each other here.
CREATE FUNCTION "record_product_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_changes (store_marketplace_id) SELECT DISTINCT store_marketplace_id FROM changed_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_changes();--> statement-breakpoint
CREATE TRIGGER "products_updated" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_changes();--> statement-breakpoint
CREATE TRIGGER "products_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_changes();
