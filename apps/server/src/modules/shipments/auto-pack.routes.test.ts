import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyAutoPackResponseSchema,
  autoPackMessages,
  autoPackSuggestionResponseSchema,
  boxCategoryResponseSchema,
  createBoxesResponseSchema,
  getBoxesResponseSchema,
  shipmentEventsPath,
  unitHistoryResponseSchema,
  workbenchMessages as m,
} from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { openEventStream } from '../../test-support/event-stream.js';
import { seedShipment, type SeededShipmentItem } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';

type Seller = Awaited<ReturnType<typeof createSeller>>;

let run = 0;
/** A prefix of its own for each shipment's SKUs and categories (products and category names are per account). */
const unique = () => `AP${Date.now().toString(36).toUpperCase()}${run++}`;

async function category(
  seller: Seller,
  name: string,
  d: { length: number; width: number; height: number; weight: number; weightUnit: string },
) {
  const res = await api('POST', '/setting/create-box-category', {
    token: seller.token,
    body: { name, dimensions: d },
    response: boxCategoryResponseSchema,
  });
  expect(res.status).toBe(201);
  return res.body.newBox._id;
}

/** A packaging rule on the SKU's product, as the SKU list's dialog adds it. */
async function rule(seller: Seller, sellerSku: string, categoryId: string, itemCount: number, defaultChecked = false) {
  const { database } = await getHarness();
  const [product] = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      select p.id from products p join users u on u.account_id = p.account_id
      where u.email = ${seller.email} and p.seller_sku = ${sellerSku}`),
  );
  const res = await api('PUT', `/products/${product!.id}`, {
    token: seller.token,
    body: { action: 'add', categoryId, itemCount, defaultChecked },
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

async function seed(seller: Seller, items: SeededShipmentItem[], options: { areCasesRequired?: boolean } = {}) {
  const { database } = await getHarness();
  return seedShipment(database.db, seller.email, { items, ...options });
}

const suggestion = (token: string, id: string) =>
  api('GET', `/fullfilment/get-auto-pack/${id}`, { token, response: autoPackSuggestionResponseSchema });
const apply = (token: string, inboundShipmentId: string, proposalKey: string) =>
  api('POST', '/fullfilment/apply-auto-pack', {
    token,
    body: { inboundShipmentId, proposalKey },
    response: applyAutoPackResponseSchema,
  });
const listBoxes = (token: string, inboundShipmentId: string) =>
  api('POST', '/fullfilment/get-boxes', {
    token,
    body: { inboundShipmentId, limit: 0 },
    response: getBoxesResponseSchema,
  });

/**
 * A loose-pack shipment: SMALL (12x10x8 in, 8 oz) and LARGE (24x18x18 in, 2 lb) categories, and
 *  - A: 50 units of 0.5 lb, default rule 24 in SMALL: 2 boxes of 24 and one of 2;
 *  - B: 30 units of 3 lb, rule 20 in LARGE: 48 lb of units fit beside the box, so 16 a box (50 lb);
 *  - C: 5 units without a rule: left to the seller;
 *  - D: 4 units without a weight, rule 10 in SMALL: one box of 4, with a warning.
 */
async function loosePack(seller: Seller) {
  const p = unique();
  const small = await category(seller, `${p} Small`, {
    length: 12,
    width: 10,
    height: 8,
    weight: 8,
    weightUnit: 'ounces',
  });
  const large = await category(seller, `${p} Large`, {
    length: 24,
    width: 18,
    height: 18,
    weight: 2,
    weightUnit: 'pounds',
  });
  const sku = { a: `${p}-A`, b: `${p}-B`, c: `${p}-C`, d: `${p}-D` };
  const shipment = await seed(seller, [
    { sellerSku: sku.a, fnsku: 'X00000000A', quantity: 50, weightLb: 0.5 },
    { sellerSku: sku.b, fnsku: 'X00000000B', quantity: 30, weightLb: 3 },
    { sellerSku: sku.c, fnsku: 'X00000000C', quantity: 5, weightLb: 1 },
    { sellerSku: sku.d, fnsku: 'X00000000D', quantity: 4 },
  ]);
  await rule(seller, sku.a, small, 24, true);
  await rule(seller, sku.b, large, 20);
  await rule(seller, sku.d, small, 10, true);
  return { shipment, sku, small, large };
}

describe('auto-pack', () => {
  let seller: Seller;
  let other: Seller;

  beforeAll(async () => {
    seller = await createSeller({ onboarded: true });
    other = await createSeller({ onboarded: true });
  });

  it('proposes boxes from the packaging rules within 50 lb, and applies them in one step, numbered, audited and announced', async () => {
    const { shipment, sku, small, large } = await loosePack(seller);
    const got = await suggestion(seller.token, shipment.id);
    expect(got.status).toBe(200);
    const proposal = got.body;
    expect(
      proposal.boxes.map((b) => [
        b.sellerSku,
        b.count,
        b.unitsPerBox,
        b.boxCategoryId,
        b.category?.name.split(' ')[1] ?? null,
        b.poundsPerBox,
      ]),
    ).toEqual([
      [sku.a, 2, 24, small, 'Small', 12.5],
      [sku.a, 1, 2, small, 'Small', 1.5],
      [sku.b, 1, 16, large, 'Large', 50],
      [sku.b, 1, 14, large, 'Large', 44],
      [sku.d, 1, 4, small, 'Small', null],
    ]);
    expect(proposal.boxes[0]!.category).toMatchObject({
      length: 12,
      width: 10,
      height: 8,
      weight: 8,
      weightUnit: 'ounces',
    });
    expect(proposal.totalBoxes).toBe(6);
    expect(proposal.totalUnits).toBe(84);
    expect(proposal.unpacked).toEqual([
      { shipmentItemId: shipment.items[sku.c], sellerSku: sku.c, quantity: 5, reason: autoPackMessages.noRule },
    ]);
    expect(proposal.warnings).toEqual([
      { shipmentItemId: shipment.items[sku.d], sellerSku: sku.d, message: autoPackMessages.missingWeight },
    ]);
    // A read writes nothing, and reads the same proposal again.
    expect((await listBoxes(seller.token, shipment.id)).body.totalBoxCount).toBe(0);
    expect((await suggestion(seller.token, shipment.id)).body.proposalKey).toBe(proposal.proposalKey);

    const harness = await getHarness();
    const stream = await openEventStream(harness.baseUrl, shipmentEventsPath(shipment.id), seller.token);
    await stream.next((e) => e.event === 'ready');
    const applied = await apply(seller.token, shipment.id, proposal.proposalKey);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ message: m.packedBoxes, createdBoxCount: 6, totalBoxCount: 6 });
    expect(applied.body.updatedItems.map((i) => [i.sellerSku, i.quantityBoxed, i.quantityShipped])).toEqual([
      [sku.a, 50, 50],
      [sku.b, 30, 30],
      [sku.d, 4, 4],
    ]);
    expect((await stream.next((e) => e.event === 'change')).data).toMatchObject({
      shipmentId: shipment.id,
      kind: 'boxes',
    });
    stream.close();

    const list = await listBoxes(seller.token, shipment.id);
    expect(
      list.body.boxes.map((b) => [
        b.amazonBoxNumber,
        b.items.map((i) => [i.sellerSku, i.quantity]),
        b.categoryId,
        b.dimensions.length,
      ]),
    ).toEqual([
      ['U000001', [[sku.a, 24]], small, 12],
      ['U000002', [[sku.a, 24]], small, 12],
      ['U000003', [[sku.a, 2]], small, 12],
      ['U000004', [[sku.b, 16]], large, 24],
      ['U000005', [[sku.b, 14]], large, 24],
      ['U000006', [[sku.d, 4]], small, 12],
    ]);
    expect(list.body.boxes[3]!.totalWeight).toBe(50);

    const history = await api('GET', `/fullfilment/shipment-history/${shipment.id}?limit=50`, {
      token: seller.token,
      response: unitHistoryResponseSchema,
    });
    expect(history.body.events).toHaveLength(6);
    for (const e of history.body.events)
      expect(e).toMatchObject({ kind: 'placed', source: 'pack', action: 'auto-pack' });

    // Boxes exist now: both calls refuse, and nothing more is made.
    const read = await suggestion(seller.token, shipment.id);
    expect(read.status).toBe(409);
    expect(read.body).toMatchObject({ message: autoPackMessages.hasBoxes });
    const again = await apply(seller.token, shipment.id, proposal.proposalKey);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: autoPackMessages.hasBoxes });
    expect((await listBoxes(seller.token, shipment.id)).body.totalBoxCount).toBe(6);
  });

  it('refuses when a box was made after the review, and when the proposal changed since', async () => {
    const { shipment, sku } = await loosePack(seller);
    const reviewed = (await suggestion(seller.token, shipment.id)).body;

    // Another packer sets a weight: the proposal the seller saw is no longer the one the server would make.
    await api('POST', '/fullfilment/inbound-shipment-item/update-details', {
      token: seller.token,
      body: {
        inboundShipmentId: shipment.id,
        list: [{ _id: shipment.items[sku.d], weight: { value: 2, unit: 'pounds' } }],
      },
    });
    const stale = await apply(seller.token, shipment.id, reviewed.proposalKey);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: m.autoPackChanged });
    expect((await listBoxes(seller.token, shipment.id)).body.totalBoxCount).toBe(0);
    const fresh = (await suggestion(seller.token, shipment.id)).body;
    expect(fresh.proposalKey).not.toBe(reviewed.proposalKey);
    expect(fresh.boxes.at(-1)).toMatchObject({ sellerSku: sku.d, poundsPerBox: 8.5 });

    // Another packer makes a box first: the shipment is no longer empty.
    const made = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, emptyBox: true, newBoxCount: 1 },
      response: createBoxesResponseSchema,
    });
    expect(made.status).toBe(200);
    const refused = await apply(seller.token, shipment.id, fresh.proposalKey);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: autoPackMessages.hasBoxes });
    expect((await listBoxes(seller.token, shipment.id)).body.totalBoxCount).toBe(1);
  });

  it('packs a case-packed shipment one case a box, with the rule’s category when the SKU has one', async () => {
    const p = unique();
    const small = await category(seller, `${p} Case box`, {
      length: 16,
      width: 12,
      height: 10,
      weight: 1,
      weightUnit: 'pounds',
    });
    const shipment = await seed(
      seller,
      [
        { sellerSku: `${p}-CA`, fnsku: 'X0000000CA', quantity: 36, quantityInCase: 12, weightLb: 1 },
        { sellerSku: `${p}-CB`, fnsku: 'X0000000CB', quantity: 10, quantityInCase: 4, weightLb: 2 },
      ],
      { areCasesRequired: true },
    );
    await rule(seller, `${p}-CA`, small, 12, true);
    const got = await suggestion(seller.token, shipment.id);
    expect(got.status).toBe(200);
    expect(
      got.body.boxes.map((b) => [b.sellerSku, b.count, b.unitsPerBox, b.category?.length ?? null, b.poundsPerBox]),
    ).toEqual([
      [`${p}-CA`, 3, 12, 16, 13],
      [`${p}-CB`, 2, 4, null, 8],
    ]);
    expect(got.body.unpacked).toEqual([
      {
        shipmentItemId: shipment.items[`${p}-CB`],
        sellerSku: `${p}-CB`,
        quantity: 2,
        reason: autoPackMessages.partCase,
      },
    ]);
    const applied = await apply(seller.token, shipment.id, got.body.proposalKey);
    expect(applied.status).toBe(200);
    expect(applied.body.createdBoxCount).toBe(5);
    const list = await listBoxes(seller.token, shipment.id);
    expect(list.body.boxes.map((b) => [b.number, b.units, b.dimensions.length])).toEqual([
      [1, 12, 16],
      [2, 12, 16],
      [3, 12, 16],
      [4, 4, null],
      [5, 4, null],
    ]);
  });

  it('answers what there is to propose when nothing can be boxed, and applies nothing', async () => {
    const p = unique();
    const noRules = await seed(seller, [{ sellerSku: `${p}-N`, fnsku: 'X0000000NN', quantity: 7, weightLb: 1 }]);
    const got = await suggestion(seller.token, noRules.id);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ boxes: [], totalBoxes: 0, totalUnits: 0 });
    expect(got.body.unpacked.map((u) => u.reason)).toEqual([autoPackMessages.noRule]);
    const applied = await apply(seller.token, noRules.id, got.body.proposalKey);
    expect(applied.status).toBe(400);
    expect(applied.body).toMatchObject({ message: m.autoPackNothingProposed });

    const empty = await seed(seller, [{ sellerSku: `${p}-Z`, fnsku: 'X0000000ZZ', quantity: 0 }]);
    const nothing = await suggestion(seller.token, empty.id);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ message: autoPackMessages.nothingToPack });
  });

  it('proposes standard box sizes for a new seller with no rules and no categories, from the items’ sizes', async () => {
    const fresh = await createSeller({ onboarded: true });
    const p = unique();
    const shipment = await seed(fresh, [{ sellerSku: `${p}-MUG`, fnsku: 'X00000MUG1', quantity: 60, weightLb: 1 }]);
    const { database } = await getHarness();
    await database.db.execute(sql`
      update products set length_in = 5, width_in = 4, height_in = 4
      where seller_sku = ${`${p}-MUG`} and account_id = (select account_id from users where email = ${fresh.email})`);
    const got = await suggestion(fresh.token, shipment.id);
    expect(got.status).toBe(200);
    // Two boxes at least: 18 x 14 x 12 in takes 32 mugs by volume (85% of it), the smallest box that
    // packs the 60 in two (18 x 18 x 16 would take 48 and 12).
    expect(got.body.boxes.map((b) => [b.count, b.unitsPerBox, b.boxCategoryId, b.category?.name])).toEqual([
      [1, 32, null, 'Standard 18 x 14 x 12 in'],
      [1, 28, null, 'Standard 18 x 14 x 12 in'],
    ]);
    expect(got.body.unpacked).toEqual([]);
    const applied = await apply(fresh.token, shipment.id, got.body.proposalKey);
    expect(applied.status).toBe(200);
    const list = await listBoxes(fresh.token, shipment.id);
    expect(
      list.body.boxes.map((b) => [b.number, b.units, b.dimensions.length, b.dimensions.width, b.dimensions.height]),
    ).toEqual([
      [1, 32, 18, 14, 12],
      [2, 28, 18, 14, 12],
    ]);
  });

  it('refuses outside WORKING', async () => {
    const { database } = await getHarness();
    const { shipment } = await loosePack(seller);
    const { proposalKey } = (await suggestion(seller.token, shipment.id)).body;
    await database.db.execute(sql`update shipments set shipment_status = 'SHIPPED' where id = ${shipment.id}`);
    for (const res of [
      await suggestion(seller.token, shipment.id),
      await apply(seller.token, shipment.id, proposalKey),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: m.notWorking });
    }
    expect((await listBoxes(seller.token, shipment.id)).body.totalBoxCount).toBe(0);
  });

  it("keeps every shipment to its account, and lets the seller's worker auto-pack", async () => {
    const { shipment } = await loosePack(seller);
    const { proposalKey } = (await suggestion(seller.token, shipment.id)).body;
    const otherWorker = await addWorker(other.token);
    for (const token of [other.token, otherWorker.token]) {
      for (const res of [await suggestion(token, shipment.id), await apply(token, shipment.id, proposalKey)]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ message: m.shipmentNotFound });
      }
    }
    expect((await listBoxes(seller.token, shipment.id)).body.totalBoxCount).toBe(0);

    const worker = await addWorker(seller.token);
    const byWorker = await suggestion(worker.token, shipment.id);
    expect(byWorker.status).toBe(200);
    expect(byWorker.body.proposalKey).toBe(proposalKey);
    const applied = await apply(worker.token, shipment.id, proposalKey);
    expect(applied.status).toBe(200);
    const history = await api('GET', `/fullfilment/shipment-history/${shipment.id}`, {
      token: seller.token,
      response: unitHistoryResponseSchema,
    });
    expect(history.body.events[0]).toMatchObject({ userName: 'Packer', source: 'pack', action: 'auto-pack' });
  });

  it('answers bad input with 4xx and a message, never a 500', async () => {
    const { shipment } = await loosePack(seller);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown][] = [
      ['GET', '/fullfilment/get-auto-pack/not-a-uuid', undefined],
      ['GET', `/fullfilment/get-auto-pack/${unknown}`, undefined],
      ['POST', '/fullfilment/apply-auto-pack', {}],
      ['POST', '/fullfilment/apply-auto-pack', { inboundShipmentId: shipment.id }],
      ['POST', '/fullfilment/apply-auto-pack', { inboundShipmentId: shipment.id, proposalKey: 'x' }],
      ['POST', '/fullfilment/apply-auto-pack', { inboundShipmentId: shipment.id, proposalKey: 'a'.repeat(64) }],
      ['POST', '/fullfilment/apply-auto-pack', { inboundShipmentId: 'x', proposalKey: 'a'.repeat(64) }],
      ['POST', '/fullfilment/apply-auto-pack', { inboundShipmentId: unknown, proposalKey: 'a'.repeat(64) }],
      [
        'POST',
        '/fullfilment/apply-auto-pack',
        { inboundShipmentId: shipment.id, proposalKey: 'a'.repeat(64), boxes: [{ count: 1 }] },
      ],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(method, path, { token: seller.token, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(typeof res.body.message, path).toBe('string');
    }
    expect((await listBoxes(seller.token, shipment.id)).body.totalBoxCount).toBe(0);
  });
});
