import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipmentChangeEventSchema, shipmentEventsPath } from '@stowline/domain';
import { publishShipmentChange } from '../../lib/live.js';
import { addWorker, api, createSeller, signIn } from '../../test-support/client.js';
import { openEventStream, seedShipment, type StreamEvent } from '../../test-support/event-stream.js';
import { getHarness, type Harness } from '../../test-support/harness.js';

const isChange = (e: StreamEvent) => e.event === 'change';

let harness: Harness;
let seller: Awaited<ReturnType<typeof createSeller>>;
let shipment: { id: string; accountId: string };

beforeAll(async () => {
  harness = await getHarness();
  seller = await createSeller({ onboarded: true });
  shipment = await seedShipment(harness.database.db, seller.email);
});

const open = (token: string | undefined, id = shipment.id, baseUrl = harness.baseUrl) =>
  openEventStream(baseUrl, shipmentEventsPath(id), token);

describe('GET /fullfilment/shipments/:id/events', () => {
  it('delivers a change committed in a transaction to the seller’s and a worker’s open streams', async () => {
    const worker = await addWorker(seller.token);
    const [mine, theirs] = await Promise.all([open(seller.token), open(worker.token)]);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.headers.get('cache-control')).toBe('no-cache, no-transform');
    for (const stream of [mine, theirs]) expect((await stream.next()).event).toBe('ready');

    const boxId = randomUUID();
    await harness.database.db.transaction(async (tx) => {
      await publishShipmentChange(tx, {
        accountId: shipment.accountId,
        shipmentRowId: shipment.id,
        kind: 'boxes',
        ids: [boxId, boxId],
      });
    });
    for (const stream of [mine, theirs]) {
      const event = await stream.next(isChange);
      expect(shipmentChangeEventSchema.parse(event.data)).toEqual({
        shipmentId: shipment.id,
        kind: 'boxes',
        ids: [boxId],
      });
      // Ids and a kind only: nothing about the seller, the account or the goods.
      expect(Object.keys(event.data as object).sort()).toEqual(['ids', 'kind', 'shipmentId']);
    }
    mine.close();
    theirs.close();
  });

  it('never announces a change whose transaction rolled back', async () => {
    const stream = await open(seller.token);
    await stream.next((e) => e.event === 'ready');
    await expect(
      harness.database.db.transaction(async (tx) => {
        await publishShipmentChange(tx, { accountId: shipment.accountId, shipmentRowId: shipment.id, kind: 'items' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    // A later committed change arrives first: the rolled-back one was never sent.
    await publishShipmentChange(harness.database.db, {
      accountId: shipment.accountId,
      shipmentRowId: shipment.id,
      kind: 'pallets',
    });
    expect((await stream.next(isChange)).data).toEqual({ shipmentId: shipment.id, kind: 'pallets' });
    expect(stream.events.filter(isChange)).toHaveLength(1);
    stream.close();
  });

  it('sends many ids as none, so a big change still fits one notification', async () => {
    const stream = await open(seller.token);
    await stream.next((e) => e.event === 'ready');
    const ids = Array.from({ length: 500 }, () => randomUUID());
    await publishShipmentChange(harness.database.db, {
      accountId: shipment.accountId,
      shipmentRowId: shipment.id,
      kind: 'boxes',
      ids,
    });
    expect((await stream.next(isChange)).data).toEqual({ shipmentId: shipment.id, kind: 'boxes' });
    stream.close();
  });

  it('keeps every account to its own shipments: another seller gets 404 and hears nothing of them', async () => {
    const other = await createSeller({ onboarded: true });
    const otherShipment = await seedShipment(harness.database.db, other.email);
    const refused = await open(other.token, shipment.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'Shipment not found' });
    const otherWorker = await addWorker(other.token);
    expect((await open(otherWorker.token, shipment.id)).status).toBe(404);

    const theirs = await open(other.token, otherShipment.id);
    await theirs.next((e) => e.event === 'ready');
    // A change on the first seller's shipment, and one naming the other's shipment under the wrong
    // account (a writer's mistake): neither reaches the other seller.
    await publishShipmentChange(harness.database.db, {
      accountId: shipment.accountId,
      shipmentRowId: shipment.id,
      kind: 'items',
    });
    await publishShipmentChange(harness.database.db, {
      accountId: shipment.accountId,
      shipmentRowId: otherShipment.id,
      kind: 'items',
    });
    await publishShipmentChange(harness.database.db, {
      accountId: otherShipment.accountId,
      shipmentRowId: otherShipment.id,
      kind: 'shipment',
    });
    expect((await theirs.next(isChange)).data).toEqual({ shipmentId: otherShipment.id, kind: 'shipment' });
    expect(theirs.events.filter(isChange)).toHaveLength(1);
    theirs.close();
  });

  it('refuses the signed-out, and answers an unknown or malformed id with a sentence', async () => {
    const signedOut = await open(undefined);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body?.message).toBe('Unauthorized');
    for (const [id, status] of [
      [randomUUID(), 404],
      ['00000000-0000-0000-0000-000000000000', 404],
      ['not-an-id', 400],
    ] as const) {
      const answer = await open(seller.token, id);
      expect(answer.status, id).toBe(status);
      expect(answer.body?.message).toBe('Shipment not found');
    }
  });

  it('ends a stream when its session ends: signed out, or the worker deleted', async () => {
    /** Within the check's few seconds: not open until the next event, however far off. */
    const endsSoon = (ended: Promise<void>) =>
      Promise.race([
        ended.then(() => 'ended'),
        new Promise((r) => setTimeout(() => r('still open after 10 s'), 10_000)),
      ]);
    const token = await signIn(seller.email);
    const mine = await open(token);
    await mine.next((e) => e.event === 'ready');
    const other = await open(seller.token);
    await other.next((e) => e.event === 'ready');
    expect((await api('POST', '/auth/signout', { token })).status).toBe(200);
    expect(await endsSoon(mine.ended)).toBe('ended');

    const worker = await addWorker(seller.token);
    const workers = await open(worker.token);
    await workers.next((e) => e.event === 'ready');
    expect((await api('DELETE', `/users/worker/${worker.id}/delete`, { token: seller.token })).status).toBe(200);
    expect(await endsSoon(workers.ended)).toBe('ended');
    // The seller's other session goes on hearing its shipment.
    await publishShipmentChange(harness.database.db, {
      accountId: shipment.accountId,
      shipmentRowId: shipment.id,
      kind: 'boxes',
    });
    expect((await other.next(isChange)).event).toBe('change');
    other.close();
  }, 40_000);

  it('drops a stream the browser left, sends heartbeats, and ends open streams when the server stops', async () => {
    const app = await harness.startApp({ jobWorkers: false, liveHeartbeatSeconds: 1 });
    const left = await open(seller.token, shipment.id, app.baseUrl);
    await left.next((e) => e.event === 'ready');
    expect(app.app.live.size()).toBe(1);
    left.close();
    for (let i = 0; i < 100 && app.app.live.size() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(app.app.live.size()).toBe(0);

    const stream = await open(seller.token, shipment.id, app.baseUrl);
    expect((await stream.next()).event).toBe('ready');
    expect(await stream.next(undefined, 3_000)).toEqual({ event: 'comment', data: 'ping' });
    // Closing does not wait for the open stream: it is ended, and the client sees the end.
    await app.close();
    await stream.ended;
    expect(app.app.live.size()).toBe(0);
  });
});
