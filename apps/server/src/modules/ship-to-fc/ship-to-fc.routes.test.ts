import { describe, expect, it } from 'vitest';
import { settingsMessages as m, saveShipToFcResponseSchema, shipToWarehousesResponseSchema } from '@stowline/domain';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { atOnce, serverErrors } from '../../test-support/concurrency.js';

/** One seller for the rows that only read refusals: sign-ups count against the suite's mail limits. */
let shared: ReturnType<typeof createSeller> | undefined;
const sharedSeller = () => (shared ??= createSeller({ onboarded: true }));

async function save(token: string, fcid: string, fbaType = 'STANDARD', selectedDefault?: boolean) {
  return api('PUT', '/createShipment/save-ship-to-fcid', {
    token,
    body: { fcid, fbaType, selectedDefault },
    response: saveShipToFcResponseSchema,
  });
}

async function update(token: string, destinationFulfillmentId: string, action: string, fbaType = 'STANDARD') {
  return api('PUT', '/createShipment/update-ship-to-warehouse', {
    token,
    body: { destinationFulfillmentId, fbaType, action },
  });
}

async function listed(token: string) {
  const rows = (
    await api('GET', '/createShipment/get-ship-to-warehouses', { token, response: shipToWarehousesResponseSchema })
  ).body.shipToWarehouses;
  return rows.map((r) => `${r.fbaType}:${r.destinationFulfillmentId}${r.selectedDefault ? '*' : ''}`);
}

describe('Ship to FC', () => {
  it('keeps one default per FBA type under 20 concurrent saves, default switches and deletes', async () => {
    const seller = await createSeller({ onboarded: true });
    const fcs = Array.from({ length: 20 }, (_, i) => `ZZ${String.fromCharCode(65 + i)}${i % 10}`);
    const saved = await atOnce(20, (i) => save(seller.token, fcs[i]!, 'STANDARD', true));
    expect(serverErrors(saved)).toEqual([]);
    expect(saved.every((a) => a.status === 200)).toBe(true);
    const defaults = async () => (await listed(seller.token)).filter((r: string) => r.endsWith('*'));
    expect(await defaults()).toHaveLength(1);
    const switched = await atOnce(20, (i) => update(seller.token, fcs[i % 5]!, 'default'));
    expect(serverErrors(switched)).toEqual([]);
    expect(await defaults()).toHaveLength(1);
    const deleted = await atOnce(19, (i) => update(seller.token, fcs[i]!, 'delete'));
    expect(serverErrors(deleted)).toEqual([]);
    expect(await listed(seller.token)).toEqual([`STANDARD:${fcs[19]}*`]);
  });

  it('saves FCs per FBA type, the first as the default, upper-cased', async () => {
    const seller = await createSeller({ onboarded: true });
    expect(await listed(seller.token)).toEqual([]);
    const first = await save(seller.token, 'phx7');
    expect(first).toEqual({
      status: 200,
      body: {
        message: m.favouriteAdded,
        shipToWarehouse: {
          _id: expect.any(String),
          fbaType: 'STANDARD',
          destinationFulfillmentId: 'PHX7',
          selectedDefault: true,
        },
      },
    });
    await save(seller.token, 'ABE2');
    await save(seller.token, 'TEB9', 'HAZMAT');
    expect(await listed(seller.token)).toEqual(['HAZMAT:TEB9*', 'STANDARD:PHX7*', 'STANDARD:ABE2']);
    expect(await save(seller.token, 'PHX7')).toEqual({
      status: 409,
      body: { message: m.fcAlreadySaved, code: 'CONFLICT' },
    });
    await save(seller.token, 'LGB8', 'STANDARD', true);
    expect(await listed(seller.token)).toEqual(['HAZMAT:TEB9*', 'STANDARD:PHX7', 'STANDARD:ABE2', 'STANDARD:LGB8*']);
  });

  it("sets the default and deletes, passing a deleted default to the oldest left, with 'Updated Successfully!'", async () => {
    const seller = await createSeller({ onboarded: true });
    for (const fc of ['PHX7', 'ABE2', 'LGB8']) await save(seller.token, fc);
    expect(await update(seller.token, 'lgb8', 'default')).toEqual({
      status: 200,
      body: { message: 'Updated Successfully!' },
    });
    expect(await listed(seller.token)).toEqual(['STANDARD:PHX7', 'STANDARD:ABE2', 'STANDARD:LGB8*']);
    expect((await update(seller.token, 'LGB8', 'delete')).status).toBe(200);
    expect(await listed(seller.token)).toEqual(['STANDARD:PHX7*', 'STANDARD:ABE2']);
    expect((await update(seller.token, 'ABE2', 'delete')).status).toBe(200);
    expect(await listed(seller.token)).toEqual(['STANDARD:PHX7*']);
  });

  it('answers 404 for an FC not saved for that type', async () => {
    const seller = await createSeller({ onboarded: true });
    await save(seller.token, 'PHX7');
    for (const action of ['delete', 'default']) {
      expect(await update(seller.token, 'PHX7', action, 'HAZMAT')).toEqual({
        status: 404,
        body: { message: m.fcNotFound, code: 'NOT_FOUND' },
      });
      expect((await update(seller.token, 'ZZZ1', action)).status).toBe(404);
    }
  });

  it.each([
    ['an action to add', { destinationFulfillmentId: 'PHX7', fbaType: 'STANDARD', action: 'add' }, m.unknownAction],
    [
      'the error bucket type',
      { destinationFulfillmentId: 'PHX7', fbaType: 'ERRORED', action: 'delete' },
      m.selectFbaType,
    ],
    [
      'an FC id with symbols',
      { destinationFulfillmentId: 'PH-7', fbaType: 'STANDARD', action: 'delete' },
      m.invalidFcId,
    ],
    ['an FC id as a number', { destinationFulfillmentId: 7, fbaType: 'STANDARD', action: 'delete' }, m.invalidFcId],
    ['no FBA type', { destinationFulfillmentId: 'PHX7', action: 'delete' }, m.selectFbaType],
  ])('refuses an update with %s', async (_name, body, message) => {
    const seller = await sharedSeller();
    expect(await api('PUT', '/createShipment/update-ship-to-warehouse', { token: seller.token, body })).toEqual({
      status: 400,
      body: { message, code: 'VALIDATION' },
    });
  });

  it.each([
    ['a short FC id', { fcid: 'P7', fbaType: 'STANDARD' }, m.invalidFcId],
    ['not attached', { fcid: 'PHX7', fbaType: 'NOT ATTACHED' }, m.selectFbaType],
    ['a list as the FC id', { fcid: ['PHX7'], fbaType: 'STANDARD' }, m.invalidFcId],
    ['a text default flag', { fcid: 'PHX7', fbaType: 'STANDARD', selectedDefault: 'yes' }, expect.any(String)],
  ])('refuses a save with %s', async (_name, body, message) => {
    const seller = await sharedSeller();
    expect(
      await api('PUT', '/createShipment/save-ship-to-fcid', {
        token: seller.token,
        body,
        response: saveShipToFcResponseSchema,
      }),
    ).toEqual({
      status: 400,
      body: { message, code: 'VALIDATION' },
    });
    expect(
      (
        await api('PUT', '/createShipment/save-ship-to-fcid', {
          token: seller.token,
          body: [body],
          response: saveShipToFcResponseSchema,
        })
      ).status,
    ).toBe(400);
  });

  it('keeps at most 50 FCs per FBA type', async () => {
    const seller = await createSeller({ onboarded: true });
    for (let i = 0; i < 50; i += 1)
      expect((await save(seller.token, `FC${String(i).padStart(2, '0')}`)).status).toBe(200);
    expect(await save(seller.token, 'FC99')).toEqual({
      status: 400,
      body: { message: m.tooManyFcs, code: 'VALIDATION' },
    });
    expect((await save(seller.token, 'FC99', 'HAZMAT')).status).toBe(200);
  });

  it("a worker reads and changes the seller's favourites", async () => {
    const seller = await createSeller({ onboarded: true });
    const worker = await addWorker(seller.token);
    expect((await save(worker.token, 'PHX7')).status).toBe(200);
    expect(await listed(seller.token)).toEqual(['STANDARD:PHX7*']);
    expect((await update(worker.token, 'PHX7', 'delete')).status).toBe(200);
  });
});
