-- A plan's shipments by their inbound plan: the plan's transport (its siblings) is read on every
-- get-transport, which the screens poll while a step runs.
CREATE INDEX "shipments_inbound_plan_idx" ON "shipments" USING btree ("account_id","inbound_plan_id");
