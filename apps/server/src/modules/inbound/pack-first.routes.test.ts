import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createBoxesResponseSchema,
  existingShipmentsResponseSchema,
  inboundMessages,
  shipmentResponseSchema,
} from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { api } from '../../test-support/client.js';
import { atOnce } from '../../test-support/concurrency.js';
import { getHarness } from '../../test-support/harness.js';
import {
  askSmallParcel,
  confirmPartneredTransport,
  createFromPlan,
  groupsSettled,
  packGroups,
  placedSmallParcelPlan,
  sendBoxContents,
  skusOf,
} from '../../test-support/pack-first.js';
import { followPlanRequest, sellerWithSyncedStore, type SyncedSeller } from '../../test-support/sellers.js';

// Small parcel is packed before placement (issue 26; domain pack-first.ts): the plan request asks
// Amazon for packing options and lists each packing group's items; Create Shipment confirms the
// packing option once and opens a shipment per group, packed before any placement exists.

const create = createFromPlan;
const settled = groupsSettled;

async function shipmentRowsOf(ids: string[]) {
  const { database } = await getHarness();
  return rowsOf<{
    id: string;
    shipment_id: string;
    shipment_name: string;
    shipment_status: string;
    packing_group_id: string | null;
    amazon_shipment_id: string | null;
    inbound_plan_id: string;
    units: number;
  }>(
    await database.db.execute(sql`
      select s.id, s.shipment_id, s.shipment_name, s.shipment_status, s.packing_group_id, s.amazon_shipment_id,
             s.inbound_plan_id,
             (select coalesce(sum(quantity_shipped), 0)::int from shipment_items i where i.shipment_row_id = s.id) as units
      from shipments s where s.id in ${
        ids.length
          ? sql`(${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`(null)`
      }
      order by s.shipment_name`),
  );
}

describe('small parcel, packed before placement', () => {
  let seller: SyncedSeller;

  beforeAll(async () => {
    seller = await sellerWithSyncedStore();
  }, 180_000);

  afterEach(async () => {
    const harness = await getHarness();
    harness.sandbox.setFaults({});
    await harness.startWorkers();
  });

  it('asks Amazon for packing groups, not placement, with the owners its prep details allow', async () => {
    const { sandbox } = await getHarness();
    const skus = [...skusOf(seller, 'standard', 2), ...skusOf(seller, 'oversize', 1)];
    const before = sandbox.stats(seller.sellerId).calls;
    const request = await askSmallParcel(seller, skus);
    const calls = sandbox.stats(seller.sellerId).calls;
    expect(request.status, request.message).toBe('SUCCESS');
    expect(request.shippingMode).toBe('SP');
    // Standard-size and oversize units may not share a box: Amazon groups them apart.
    expect(request.packingGroups).toHaveLength(2);
    expect(request.message).toBe(inboundMessages.packingGroupsReady(2));
    expect(request.InboundShipmentPlans).toEqual([]);
    expect(request.placementOptions).toEqual([]);
    expect((calls.generatePlacementOptions ?? 0) - (before.generatePlacementOptions ?? 0)).toBe(0);
    expect((calls.generatePackingOptions ?? 0) - (before.generatePackingOptions ?? 0)).toBe(1);
    expect((calls.listPrepDetails ?? 0) - (before.listPrepDetails ?? 0)).toBe(1);
    const grouped = request.packingGroups.flatMap((g) => g.Items.map((i) => i.SellerSKU)).sort();
    expect(grouped).toEqual(skus.map((f) => f.sku).sort());
    for (const group of request.packingGroups) {
      expect(group.packingGroupId).toMatch(/^pg/);
      expect(group.totalUnits).toBe(group.Items.length * 10);
      for (const item of group.Items) {
        expect(item.FulfillmentNetworkSKU).toBe(skus.find((f) => f.sku === item.SellerSKU)!.fnsku);
        // Amazon does not label in the US: the seller does.
        expect(item.labelOwner).toBe('SELLER');
        expect(['SELLER', 'NONE']).toContain(item.prepOwner);
      }
    }
    const plan = sandbox
      .inboundPlans(seller.sellerId)
      .find((p) => p.inboundPlanId === request.packingGroups[0]!.inboundPlanId)!;
    expect(plan.confirmedPackingOptionId).toBeNull();
  }, 90_000);

  it('creates a shipment per packing group, confirming the packing option once however many tabs ask', async () => {
    const { sandbox } = await getHarness();
    const skus = [...skusOf(seller, 'standard', 2), ...skusOf(seller, 'oversize', 1)];
    const request = await askSmallParcel(seller, skus);
    const [first, second] = request.packingGroups;
    const confirmsBefore = sandbox.stats(seller.sellerId).calls.confirmPackingOption ?? 0;
    const asked = [first!, first!, second!];
    const answers = await atOnce(asked.length, (i) => create(seller.token, request._id, asked[i]!.packingGroupId));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const done = await followPlanRequest(seller.token, request._id, settled);
    expect(done.packingGroups.map((g) => g.creation.status)).toEqual(['CREATED', 'CREATED']);
    expect(done.packingGroups.map((g) => g.creation.name)).toEqual(['Parcel restock_1', 'Parcel restock_2']);
    expect((sandbox.stats(seller.sellerId).calls.confirmPackingOption ?? 0) - confirmsBefore).toBe(1);
    const atAmazon = sandbox.inboundPlans(seller.sellerId).find((p) => p.inboundPlanId === first!.inboundPlanId)!;
    expect(atAmazon.confirmedPackingOptionId).not.toBeNull();
    // No placement yet: nothing is confirmed there, and no shipment exists at Amazon.
    expect(atAmazon.confirmedPlacementOptionId).toBeNull();

    const rows = await shipmentRowsOf(done.packingGroups.map((g) => g.creation.shipmentRowId!));
    expect(rows).toHaveLength(2);
    for (const [i, row] of rows.entries()) {
      const group = done.packingGroups[i]!;
      expect(row.shipment_status).toBe('WORKING');
      expect(row.packing_group_id).toBe(group.packingGroupId);
      expect(row.shipment_id).toBe(group.packingGroupId);
      expect(row.amazon_shipment_id).toBeNull();
      expect(row.inbound_plan_id).toBe(group.inboundPlanId);
      expect(row.units).toBe(group.totalUnits);
    }
    // Asked again later: already made, nothing new.
    const again = await create(seller.token, request._id, second!.packingGroupId);
    expect(again.body.message).toBe(inboundMessages.alreadyCreated);
    expect((sandbox.stats(seller.sellerId).calls.confirmPackingOption ?? 0) - confirmsBefore).toBe(1);
  }, 120_000);

  it('resumes the same confirmation after the job process stops while Amazon works on it', async () => {
    const harness = await getHarness();
    const { sandbox } = harness;
    const request = await askSmallParcel(seller, skusOf(seller, 'standard', 2));
    const group = request.packingGroups[0]!;
    const confirmsBefore = sandbox.stats(seller.sellerId).calls.confirmPackingOption ?? 0;
    await create(seller.token, request._id, group.packingGroupId);
    for (let i = 0; i < 400 && (sandbox.stats(seller.sellerId).calls.confirmPackingOption ?? 0) === confirmsBefore; i++)
      await new Promise((r) => setTimeout(r, 25));
    await harness.stopWorkers();
    expect((await followPlanRequest(seller.token, request._id, () => true)).packingGroups[0]!.creation.status).toBe(
      'IN_PROGRESS',
    );
    await harness.startWorkers();
    const done = await followPlanRequest(seller.token, request._id, settled);
    expect(done.packingGroups[0]!.creation.status).toBe('CREATED');
    expect((sandbox.stats(seller.sellerId).calls.confirmPackingOption ?? 0) - confirmsBefore).toBe(1);
  }, 120_000);

  it('packs a group in the workbench; Amazon labels, transport and renames wait for placement', async () => {
    const request = await askSmallParcel(seller, skusOf(seller, 'standard', 1));
    const group = request.packingGroups[0]!;
    // An own carrier's shipment: its box labels come from Amazon's getLabels.
    await create(seller.token, request._id, group.packingGroupId, 'Own carrier', { isPartnered: 'false' });
    const done = await followPlanRequest(seller.token, request._id, settled);
    const id = done.packingGroups[0]!.creation.shipmentRowId!;
    const made = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: id, emptyBox: true, newBoxCount: 1 },
      response: createBoxesResponseSchema,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const added = await api('POST', '/fullfilment/add-item-to-box', {
      token: seller.token,
      body: { boxId: made.body.boxes[0]!._id, item: { quantity: 10, sellerSku: group.Items[0]!.SellerSKU } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const refused = { message: inboundMessages.notPlacedYet };
    const labels = await api('POST', '/fullfilment/get-label', {
      token: seller.token,
      body: { inboundShipmentId: id, labelType: 'UNIQUE', allBoxShippingLabels: true },
    });
    expect(labels.status, JSON.stringify(labels.body)).toBe(409);
    expect(labels.body).toMatchObject(refused);
    // Box content labels (2D or not) would print the packing group's id as the shipment's.
    for (const labelType of ['BOX_CONTENT', '2D_BARCODE']) {
      const content = await api('POST', '/fullfilment/get-label', {
        token: seller.token,
        body: { inboundShipmentId: id, labelType, allBoxShippingLabels: true },
      });
      expect(content.status, JSON.stringify(content.body)).toBe(409);
      expect(content.body).toMatchObject(refused);
    }
    const estimate = await api('POST', '/fullfilment/sync-transport-content', {
      token: seller.token,
      body: {
        inboundShipmentId: id,
        ShipmentType: 'SP',
        IsPartnered: 'true',
        CarrierName: 'UNITED_PARCEL_SERVICE_INC',
      },
    });
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(409);
    expect(estimate.body).toMatchObject(refused);
    // Adding SKUs from the drawer's Existing Shipments tab: not before Amazon places it.
    const more = await api('POST', `/createShipment/existing-shipments/${id}/content-update-previews`, {
      token: seller.token,
      body: { items: [{ SellerSKU: group.Items[0]!.SellerSKU, Quantity: 2 }] },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(409);
    expect(more.body).toMatchObject(refused);
  }, 90_000);

  it("sends the packed groups, places their boxes in Amazon's shipments with Amazon's box ids", async () => {
    const { sandbox, database } = await getHarness();
    const skus = [...skusOf(seller, 'standard', 2), ...skusOf(seller, 'oversize', 1)];
    const request = await askSmallParcel(seller, skus);
    await create(seller.token, request._id, request.packingGroups[0]!.packingGroupId, 'Spring parcels');
    const made = await followPlanRequest(seller.token, request._id, settled);
    const groupRows = made.packingGroups.map((g) => g.creation.shipmentRowId!);

    // Not packed yet: refused, naming the shipment.
    const early = await sendBoxContents(seller.token, groupRows[0]!);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(inboundMessages.notPacked('Spring parcels_1'));

    await packGroups(seller.token, made);

    // Amazon refuses the box contents (an operation FAILED): the request says why, the groups stay.
    sandbox.setFaults({ rateFailedOperation: 1 });
    expect((await sendBoxContents(seller.token, groupRows[0]!)).status).toBe(200);
    const refusedRequest = await followPlanRequest(seller.token, request._id);
    sandbox.setFaults({});
    expect(refusedRequest.status).toBe('FAILED');
    expect(refusedRequest.message).toBe('Something went wrong. Please try again later.');
    expect(refusedRequest.packingGroups.map((g) => g.creation.status)).toEqual(['CREATED', 'CREATED']);
    expect(refusedRequest.InboundShipmentPlans).toEqual([]);

    const sent = await sendBoxContents(seller.token, groupRows[1]!);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe(inboundMessages.sendingBoxContent);
    const placed = await followPlanRequest(seller.token, request._id);
    expect(placed.status, placed.message).toBe('SUCCESS');
    expect(placed.placementOptions.length).toBeGreaterThan(0);
    const plans = placed.InboundShipmentPlans;
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.reduce((n, p) => n + p.totalUnits, 0)).toBe(30);

    // Create on one plan places them all (the boxes are spread over every shipment of the option).
    expect((await create(seller.token, request._id, plans[0]!.ShipmentId, 'Spring parcels')).status).toBe(200);
    const done = await followPlanRequest(seller.token, request._id, (r) =>
      r.InboundShipmentPlans.every((p) => ['CREATED', 'FAILED'].includes(p.creation.status)),
    );
    expect(done.InboundShipmentPlans.map((p) => p.creation.message ?? p.creation.status)).toEqual(
      plans.map(() => 'CREATED'),
    );
    const atAmazon = sandbox.inboundPlans(seller.sellerId).find((p) => p.inboundPlanId === plans[0]!.inboundPlanId)!;
    const working = atAmazon.shipments.filter((s) => s.status === 'WORKING');
    expect(working).toHaveLength(plans.length);

    const rows = rowsOf<{
      id: string;
      shipment_id: string;
      amazon_shipment_id: string;
      number: number;
      amazon_box_id: string;
      package_id: string;
      units: number;
    }>(
      await database.db.execute(sql`
        select s.id, s.shipment_id, s.amazon_shipment_id, b.number, b.amazon_box_id, b.package_id, b.units
        from shipments s join boxes b on b.shipment_row_id = s.id
        where s.inbound_plan_id = ${plans[0]!.inboundPlanId}
        order by s.shipment_id, b.number`),
    );
    expect(rows).toHaveLength(3);
    expect(rows.reduce((n, r) => n + r.units, 0)).toBe(30);
    for (const row of rows) {
      const shipment = working.find((s) => s.shipmentId === row.amazon_shipment_id)!;
      expect(row.shipment_id).toBe(shipment.shipmentConfirmationId);
      expect(row.amazon_box_id).toBe(`${row.shipment_id}U${String(row.number).padStart(6, '0')}`);
      expect(row.package_id).toMatch(/^pk/);
    }
    // Each shipment's items are Amazon's split of the units.
    for (const shipment of working) {
      const items = rowsOf<{ seller_sku: string; quantity_shipped: number; quantity_boxed: number }>(
        await database.db.execute(sql`
          select i.seller_sku, i.quantity_shipped, i.quantity_boxed from shipment_items i
          join shipments s on s.id = i.shipment_row_id where s.amazon_shipment_id = ${shipment.shipmentId}
          order by i.seller_sku`),
      );
      expect(items.map((i) => [i.seller_sku, i.quantity_shipped])).toEqual(
        [...shipment.items].sort((a, b) => (a.msku < b.msku ? -1 : 1)).map((i) => [i.msku, i.quantity]),
      );
      for (const item of items) expect(item.quantity_boxed).toBe(item.quantity_shipped);
    }
    // Amazon holds the confirmed placement for some days (the sandbox: 14): the shipment says until when.
    const detail = await api('GET', `/fullfilment/get-shipment/${rows[0]!.id}`, {
      token: seller.token,
      response: shipmentResponseSchema,
    });
    expect(detail.status).toBe(200);
    const left = Date.parse(detail.body.shipment.placementExpiresAt!) - Date.now();
    expect(left).toBeGreaterThan(13 * 86_400_000);
    expect(left).toBeLessThanOrEqual(14 * 86_400_000);
    // The packing groups' shipments became Amazon's: none is left without an FBA id.
    const leftover = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        select count(*)::int as n from shipments where inbound_plan_id = ${plans[0]!.inboundPlanId} and amazon_shipment_id is null`),
    );
    expect(leftover[0]!.n).toBe(0);
  }, 180_000);

  it('leaves added SKUs to a new shipment: Amazon takes more units only after the transport is confirmed, in boxes it is told of', async () => {
    const { sandbox } = await getHarness();
    const [sku] = skusOf(seller, 'standard', 1);
    const done = await placedSmallParcelPlan(seller, [sku!], {
      isPartnered: 'true',
      name: 'Add later',
      oneCentre: true,
    });
    const rowId = done.InboundShipmentPlans[0]!.creation.shipmentRowId!;
    const previews = () => sandbox.stats(seller.sellerId).calls.generateShipmentContentUpdatePreviews ?? 0;
    const asked = previews();
    const addTo = () =>
      api('POST', `/createShipment/existing-shipments/${rowId}/content-update-previews`, {
        token: seller.token,
        body: { items: [{ SellerSKU: sku!.sku, Quantity: 4 }] },
      });
    const listed = async () => {
      const res = await api(
        'GET',
        `/createShipment/existing-shipments?storeMarketplaceId=${seller.storeMarketplaceId}`,
        {
          token: seller.token,
          response: existingShipmentsResponseSchema,
        },
      );
      return res.body.shipments.find((s) => s._id === rowId);
    };

    // Placed, transport not confirmed: Amazon's rule.
    expect(await listed()).toMatchObject({
      canAddSkus: false,
      cannotAddReason: inboundMessages.addSkusBeforeTransport,
    });
    const before = await addTo();
    expect(before.status).toBe(409);
    expect(before.body.message).toBe(inboundMessages.addSkusBeforeTransport);

    // Confirmed: Amazon would take them in a box of known size and weight, which the drawer does not ask.
    await confirmPartneredTransport(seller.token, rowId);
    const after = await addTo();
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(inboundMessages.addSkusNeedBox);
    const confirm = await api(
      'POST',
      `/createShipment/existing-shipments/${rowId}/content-update-previews/cu-any/confirm`,
      { token: seller.token },
    );
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe(inboundMessages.addSkusNeedBox);
    // Waiting to be marked shipped, it is no longer listed as WORKING.
    expect(await listed()).toBeUndefined();
    expect(previews()).toBe(asked);
  }, 240_000);

  it('refuses a packing group it does not know', async () => {
    const request = await askSmallParcel(seller, skusOf(seller, 'standard', 1));
    expect(request.packingGroups.length).toBeGreaterThan(0);
    const unknown = await create(seller.token, request._id, 'pg00000000-0000-0000-0000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(inboundMessages.noShipmentSelected);
  }, 90_000);
});
