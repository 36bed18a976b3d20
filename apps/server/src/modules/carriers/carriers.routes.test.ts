import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settingsMessages as m, carriersResponseSchema } from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { getHarness } from '../../test-support/harness.js';

/** One seller for the rows that only read refusals: sign-ups count against the suite's mail limits. */
let shared: ReturnType<typeof createSeller> | undefined;
const sharedSeller = () => (shared ??= createSeller({ onboarded: true }));

const fedex = {
  clientId: 'l7c0ffee-client-id-9876',
  secretKey: 'Sup3r-Secret-FedEx-Key-4321',
  accountNumber: '740561073',
};

describe('Connect Carrier', () => {
  it('saves FedEx credentials, shows them masked and replaces them on a second save', async () => {
    const seller = await createSeller({ onboarded: true });
    expect(
      (await api('GET', '/setting/get-carriers', { token: seller.token, response: carriersResponseSchema })).body,
    ).toEqual({ carriers: [] });
    expect(await api('PUT', '/setting/add-carrier', { token: seller.token, body: fedex })).toEqual({
      status: 200,
      body: { message: m.carrierSaved },
    });
    const carriers = (
      await api('GET', '/setting/get-carriers', { token: seller.token, response: carriersResponseSchema })
    ).body.carriers;
    expect(carriers).toEqual([
      {
        carrierName: 'FEDEX',
        clientId: '********9876',
        secretKey: '********4321',
        accountNumber: '740561073',
        labelStockType: 'PAPER_4X6',
        updatedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(carriers)).not.toContain('Sup3r');

    await api('PUT', '/setting/add-carrier', {
      token: seller.token,
      body: { ...fedex, secretKey: 'Another-Secret-Key-0000', labelStockType: 'PAPER_LETTER' },
    });
    const again = (await api('GET', '/setting/get-carriers', { token: seller.token, response: carriersResponseSchema }))
      .body.carriers;
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ secretKey: '********0000', labelStockType: 'PAPER_LETTER' });
  });

  it('keeps the client id, secret key and account number encrypted at rest', async () => {
    const seller = await createSeller({ onboarded: true });
    await api('PUT', '/setting/add-carrier', { token: seller.token, body: fedex });
    const { database } = await getHarness();
    const [row] = rowsOf<Record<string, string>>(
      await database.db.execute(
        sql`select c.* from carrier_accounts c join users u on u.account_id = c.account_id where u.id = ${seller.id}`,
      ),
    );
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(fedex.secretKey);
    expect(stored).not.toContain(fedex.clientId);
    expect(row!.secret_key_enc).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(fedex.accountNumber);
    expect(row!.account_number_enc).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('seals an account number saved in plain text before numbers were sealed, at the next start', async () => {
    const seller = await createSeller({ onboarded: true });
    await api('PUT', '/setting/add-carrier', { token: seller.token, body: fedex });
    const harness = await getHarness();
    const rowOfSeller = sql`account_id = (select account_id from users where id = ${seller.id})`;
    await harness.database.db.execute(
      sql`update carrier_accounts set account_number_enc = ${fedex.accountNumber} where ${rowOfSeller}`,
    );
    const restarted = await harness.startApp();
    try {
      const [row] = rowsOf<{ number: string }>(
        await harness.database.db.execute(
          sql`select account_number_enc as number from carrier_accounts where ${rowOfSeller}`,
        ),
      );
      expect(row!.number).toMatch(/^v1\./);
      const carriers = (
        await api('GET', '/setting/get-carriers', {
          token: seller.token,
          baseUrl: restarted.baseUrl,
          response: carriersResponseSchema,
        })
      ).body.carriers;
      expect(carriers[0]!.accountNumber).toBe(fedex.accountNumber);
    } finally {
      await restarted.close();
    }
  });

  it('deletes the carrier account; a carrier not connected is 404, an unknown carrier 400', async () => {
    const seller = await createSeller({ onboarded: true });
    await api('PUT', '/setting/add-carrier', { token: seller.token, body: fedex });
    expect(await api('DELETE', '/setting/delete-carrier/FEDEX', { token: seller.token })).toEqual({
      status: 200,
      body: { message: m.carrierDeleted },
    });
    expect(
      (await api('GET', '/setting/get-carriers', { token: seller.token, response: carriersResponseSchema })).body
        .carriers,
    ).toEqual([]);
    expect(await api('DELETE', '/setting/delete-carrier/FEDEX', { token: seller.token })).toEqual({
      status: 404,
      body: { message: m.carrierNotConnected, code: 'NOT_FOUND' },
    });
    expect(await api('DELETE', '/setting/delete-carrier/PONY', { token: seller.token })).toEqual({
      status: 400,
      body: { message: m.unknownCarrier, code: 'VALIDATION' },
    });
  });

  it.each([
    ['no client id', { ...fedex, clientId: '' }, m.carrierFieldsRequired],
    ['no secret key', { ...fedex, secretKey: undefined }, m.carrierFieldsRequired],
    ['a blank account number', { ...fedex, accountNumber: '  ' }, m.carrierFieldsRequired],
    ['an account number as a number', { ...fedex, accountNumber: 740561073 }, m.carrierFieldsRequired],
    ['a secret key as a list', { ...fedex, secretKey: ['x'] }, m.carrierFieldsRequired],
    ['an unknown label stock', { ...fedex, labelStockType: 'NAPKIN' }, m.selectLabelStock],
    ['an unknown carrier', { ...fedex, carrierName: 'UPS' }, m.unknownCarrier],
    ['an empty body', {}, m.carrierFieldsRequired],
  ])('refuses %s with its message', async (_name, body, message) => {
    const seller = await sharedSeller();
    expect(await api('PUT', '/setting/add-carrier', { token: seller.token, body })).toEqual({
      status: 400,
      body: { message, code: 'VALIDATION' },
    });
  });

  it('a worker sees the masked account but cannot save or delete credentials', async () => {
    const seller = await createSeller({ onboarded: true });
    const worker = await addWorker(seller.token);
    await api('PUT', '/setting/add-carrier', { token: seller.token, body: fedex });
    const seen = await api('GET', '/setting/get-carriers', { token: worker.token, response: carriersResponseSchema });
    expect(seen.body.carriers[0]!.secretKey).toBe('********4321');
    expect((await api('PUT', '/setting/add-carrier', { token: worker.token, body: fedex })).status).toBe(403);
    expect((await api('DELETE', '/setting/delete-carrier/FEDEX', { token: worker.token })).status).toBe(403);
    expect(
      (await api('GET', '/setting/get-carriers', { token: seller.token, response: carriersResponseSchema })).body
        .carriers,
    ).toHaveLength(1);
  });
});

describe('Connect Carrier test call', () => {
  const sandboxFedex = {
    clientId: 'l7sandbox-fedex-client',
    secretKey: 'sandbox-fedex-secret',
    accountNumber: '740561073',
  };

  it('answers whether FedEx accepts the credentials, never echoing the secret', async () => {
    const seller = await sharedSeller();
    expect(await api('POST', '/setting/test-carrier', { token: seller.token, body: sandboxFedex })).toEqual({
      status: 200,
      body: { message: m.carrierTestPassed },
    });
    const refused = await api('POST', '/setting/test-carrier', {
      token: seller.token,
      body: { ...sandboxFedex, secretKey: 'Wrong-Secret-Value-777' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(new RegExp(`^${m.carrierTestRefused}: `));
    expect(JSON.stringify(refused.body)).not.toContain('Wrong-Secret-Value-777');
  });

  it('refuses empty fields and workers', async () => {
    const seller = await sharedSeller();
    const empty = await api('POST', '/setting/test-carrier', {
      token: seller.token,
      body: { ...sandboxFedex, secretKey: ' ' },
    });
    expect(empty).toMatchObject({ status: 400, body: { message: m.carrierFieldsRequired } });
    const worker = await addWorker(seller.token);
    const asWorker = await api('POST', '/setting/test-carrier', { token: worker.token, body: sandboxFedex });
    expect(asWorker.status).toBe(403);
  });
});
