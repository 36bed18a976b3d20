-- Boxes and their contents (spec document 2, sections 3 and 4; issue 14), with the invariants held
-- by the database itself so that several packers (and scanners) on one shipment can neither lose
-- nor double a unit:
--   * box_items.quantity > 0, one row per (box, item): a unit is in one box only;
--   * a box and its items belong to the same shipment (composite foreign keys);
--   * shipment_items.quantity_boxed is the sum of the item's box_items, kept by the statement
--     triggers below and by nothing else (a direct write is refused), and lies in
--     0..quantity_shipped (CHECK): boxed never above shipped, never negative;
--   * boxes.units is the sum of the box's box_items, 0..150 (spec section 9: max 150 units in a box);
--   * box numbers are unique per shipment (deferrable, so a renumbering is one UPDATE).
-- The same triggers write the audit trail (shipment_unit_events): who, when, which item, which box,
-- the source (scan, manual, ...) and the call, read from the transaction's settings
-- stowline.unit_user, stowline.unit_source and stowline.unit_action (set_config(..., true)).
ALTER TABLE "shipment_items" ADD COLUMN "quantity_boxed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_quantity_boxed_check" CHECK ("quantity_boxed" >= 0 AND "quantity_boxed" <= "quantity_shipped");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_items_shipment_id_key" ON "shipment_items" USING btree ("shipment_row_id","id");--> statement-breakpoint
CREATE INDEX "shipment_items_shipment_fnsku_idx" ON "shipment_items" USING btree ("shipment_row_id","fulfillment_network_sku");--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shipment_row_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"length" double precision,
	"width" double precision,
	"height" double precision,
	"weight" double precision,
	"weight_unit" text,
	"units" integer DEFAULT 0 NOT NULL,
	"tracking_id" text,
	"category_id" uuid,
	"pallet_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boxes_number_check" CHECK ("number" > 0),
	CONSTRAINT "boxes_units_check" CHECK ("units" >= 0 AND "units" <= 150),
	CONSTRAINT "boxes_dimensions_check" CHECK (("length" IS NULL OR "length" > 0) AND ("width" IS NULL OR "width" > 0) AND ("height" IS NULL OR "height" > 0) AND ("weight" IS NULL OR "weight" > 0)),
	CONSTRAINT "boxes_weight_unit_check" CHECK ("weight_unit" IS NULL OR "weight_unit" IN ('pounds', 'ounces')),
	CONSTRAINT "boxes_shipment_number_key" UNIQUE ("shipment_row_id","number") DEFERRABLE INITIALLY IMMEDIATE,
	CONSTRAINT "boxes_shipment_id_key" UNIQUE ("shipment_row_id","id")
);
--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_shipment_row_id_shipments_id_fk" FOREIGN KEY ("shipment_row_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_category_id_box_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."box_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boxes_account_idx" ON "boxes" USING btree ("account_id");--> statement-breakpoint
CREATE TABLE "box_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shipment_row_id" uuid NOT NULL,
	"box_id" uuid NOT NULL,
	"shipment_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_items_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_box_fk" FOREIGN KEY ("shipment_row_id","box_id") REFERENCES "public"."boxes"("shipment_row_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_items" ADD CONSTRAINT "box_items_item_fk" FOREIGN KEY ("shipment_row_id","shipment_item_id") REFERENCES "public"."shipment_items"("shipment_row_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "box_items_box_item_key" ON "box_items" USING btree ("box_id","shipment_item_id");--> statement-breakpoint
CREATE INDEX "box_items_item_idx" ON "box_items" USING btree ("shipment_item_id");--> statement-breakpoint
CREATE INDEX "box_items_shipment_idx" ON "box_items" USING btree ("shipment_row_id");--> statement-breakpoint
CREATE TABLE "shipment_unit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"shipment_row_id" uuid NOT NULL,
	"box_id" uuid,
	"box_number" integer,
	"from_box_id" uuid,
	"from_box_number" integer,
	"shipment_item_id" uuid,
	"seller_sku" text DEFAULT '' NOT NULL,
	"fnsku" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text DEFAULT 'system' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_unit_events" ADD CONSTRAINT "shipment_unit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_unit_events" ADD CONSTRAINT "shipment_unit_events_shipment_row_id_shipments_id_fk" FOREIGN KEY ("shipment_row_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_unit_events" ADD CONSTRAINT "shipment_unit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_unit_events_shipment_idx" ON "shipment_unit_events" USING btree ("shipment_row_id","id");--> statement-breakpoint
CREATE INDEX "shipment_unit_events_box_idx" ON "shipment_unit_events" USING btree ("box_id","id");--> statement-breakpoint
-- Applies box_items changes (parallel arrays: one entry per changed row with its signed delta) to
-- the items' and the boxes' counts, item rows locked in id order and box rows in id order (so two
-- statements never wait for each other in a circle), and records them in the audit trail. Every
-- lookup goes through a primary key (`= ANY(array)`), whatever the tables' size. The CHECKs on
-- shipment_items and boxes refuse a change that would break an invariant, and with it the statement
-- that made it.
CREATE FUNCTION "apply_box_item_deltas"(shipment_ids uuid[], box_ids uuid[], item_ids uuid[], deltas int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('stowline.unit_user', true), '')::uuid;
  items uuid[] := ARRAY(SELECT DISTINCT i FROM unnest(item_ids) i ORDER BY 1);
  box_list uuid[] := ARRAY(SELECT DISTINCT b FROM unnest(box_ids) b ORDER BY 1);
BEGIN
  IF cardinality(items) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM shipment_items WHERE id = ANY(items) ORDER BY id FOR NO KEY UPDATE;
  UPDATE shipment_items si SET quantity_boxed = si.quantity_boxed + x.delta, updated_at = now()
    FROM (SELECT t.i AS item, sum(t.d) AS delta FROM unnest(item_ids, deltas) AS t(i, d) GROUP BY 1) x
    WHERE si.id = ANY(items) AND si.id = x.item AND x.delta <> 0;
  PERFORM 1 FROM boxes WHERE id = ANY(box_list) ORDER BY id FOR NO KEY UPDATE;
  UPDATE boxes b SET units = b.units + x.delta, updated_at = now()
    FROM (SELECT t.b AS box, sum(t.d) AS delta FROM unnest(box_ids, deltas) AS t(b, d) GROUP BY 1) x
    WHERE b.id = ANY(box_list) AND b.id = x.box AND x.delta <> 0;
  INSERT INTO shipment_unit_events (account_id, shipment_row_id, box_id, box_number, shipment_item_id, seller_sku, fnsku,
                                    quantity, kind, source, action, user_id)
  SELECT s.account_id, s.id, x.box, b.number, x.item, coalesce(si.seller_sku, ''), coalesce(si.fulfillment_network_sku, ''),
         x.delta, CASE WHEN x.delta > 0 THEN 'placed' ELSE 'removed' END,
         coalesce(nullif(current_setting('stowline.unit_source', true), ''), 'system'),
         coalesce(current_setting('stowline.unit_action', true), ''),
         (SELECT u.id FROM users u WHERE u.id = actor)
  FROM (SELECT t.s AS shipment, t.b AS box, t.i AS item, sum(t.d) AS delta
        FROM unnest(shipment_ids, box_ids, item_ids, deltas) AS t(s, b, i, d) GROUP BY 1, 2, 3) x
  -- A shipment being deleted takes its history with it: nothing to record.
  JOIN shipments s ON s.id = x.shipment
  LEFT JOIN boxes b ON b.id = x.box AND b.id = ANY(box_list)
  LEFT JOIN shipment_items si ON si.id = x.item AND si.id = ANY(items)
  WHERE x.delta <> 0;
END
$$;--> statement-breakpoint
CREATE FUNCTION "box_items_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_box_item_deltas(array_agg(shipment_row_id), array_agg(box_id), array_agg(shipment_item_id), array_agg(quantity)) FROM new_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "box_items_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_box_item_deltas(array_agg(d.shipment_row_id), array_agg(d.box_id), array_agg(d.shipment_item_id), array_agg(d.delta))
  FROM (SELECT shipment_row_id, box_id, shipment_item_id, quantity AS delta FROM new_rows
        UNION ALL SELECT shipment_row_id, box_id, shipment_item_id, -quantity FROM old_rows) d;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "box_items_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_box_item_deltas(array_agg(shipment_row_id), array_agg(box_id), array_agg(shipment_item_id), array_agg(-quantity)) FROM old_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "box_items_inserted" AFTER INSERT ON "box_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION box_items_inserted();--> statement-breakpoint
CREATE TRIGGER "box_items_updated" AFTER UPDATE ON "box_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION box_items_updated();--> statement-breakpoint
CREATE TRIGGER "box_items_deleted" AFTER DELETE ON "box_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION box_items_deleted();--> statement-breakpoint
-- quantity_boxed and units are the triggers' alone: a direct write (any statement not run by a
-- trigger) that changes them, or inserts a row with them above 0, is refused.
CREATE FUNCTION "guard_boxed_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NEW; END IF;
  IF TG_TABLE_NAME = 'shipment_items' THEN
    IF (TG_OP = 'INSERT' AND NEW.quantity_boxed <> 0) OR (TG_OP = 'UPDATE' AND NEW.quantity_boxed <> OLD.quantity_boxed) THEN
      RAISE EXCEPTION 'shipment_items.quantity_boxed is kept by the box_items triggers' USING ERRCODE = 'check_violation', CONSTRAINT = 'shipment_items_quantity_boxed_guard';
    END IF;
  ELSIF (TG_OP = 'INSERT' AND NEW.units <> 0) OR (TG_OP = 'UPDATE' AND NEW.units <> OLD.units) THEN
    RAISE EXCEPTION 'boxes.units is kept by the box_items triggers' USING ERRCODE = 'check_violation', CONSTRAINT = 'boxes_units_guard';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "shipment_items_boxed_guard" BEFORE INSERT OR UPDATE ON "shipment_items" FOR EACH ROW EXECUTE FUNCTION guard_boxed_counts();--> statement-breakpoint
CREATE TRIGGER "boxes_units_guard" BEFORE INSERT OR UPDATE ON "boxes" FOR EACH ROW EXECUTE FUNCTION guard_boxed_counts();
