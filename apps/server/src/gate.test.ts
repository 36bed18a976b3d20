// The server applies the route gate to every authenticated call: each route's declared gate
// (app.routeGates) against every account state, from the same domain function as the browser.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decideRoute, type ApiGate, currentUserSchema, signInResponseSchema } from '@stowline/domain';
import { addWorker, api, createSeller, PASSWORD, signInOperator } from './test-support/client.js';
import { rowsOf } from './db/client.js';
import { getHarness } from './test-support/harness.js';

type Statement = ReturnType<typeof sql>;
type State = { name: string; set: Statement[]; passes: ApiGate[] };

describe('the route gate on the server', () => {
  it('answers every authenticated route, in every account state, as the route declares', async () => {
    const harness = await getHarness();
    const seller = await createSeller({ onboarded: true });
    const [row] = rowsOf<{ account_id: string }>(
      await harness.database.db.execute(sql`select account_id from users where id = ${seller.id}`),
    );
    const account = row!.account_id;
    const onboarded = [
      sql`update users set email_verified = true where id = ${seller.id}`,
      sql`update accounts set admin_approval = 'approved', subscribed = true, onboard_completed = true, payment_status = 'success' where id = ${account}`,
      sql`update stores set is_authorized = true, shipments_synced = true where account_id = ${account}`,
      sql`update store_marketplaces set listing_synced = true, quantity_synced = true, prep_instruction_synced = true where account_id = ${account}`,
    ];
    const run = async (statements: Statement[]) => {
      for (const statement of statements) await harness.database.db.execute(statement);
    };
    const states: State[] = [
      {
        name: 'e-mail not verified',
        set: [sql`update users set email_verified = false where id = ${seller.id}`],
        passes: ['session'],
      },
      {
        name: 'waiting for approval',
        set: [sql`update accounts set admin_approval = 'pending' where id = ${account}`],
        passes: ['session'],
      },
      {
        name: 'not subscribed',
        set: [sql`update accounts set subscribed = false where id = ${account}`],
        passes: ['session', 'approved'],
      },
      {
        name: 'payment failed',
        set: [sql`update accounts set payment_status = 'failed' where id = ${account}`],
        passes: ['session', 'approved'],
      },
      {
        name: 'payment in progress',
        set: [sql`update accounts set payment_status = 'inprogress' where id = ${account}`],
        passes: ['session', 'approved'],
      },
      {
        name: 'store disconnected',
        set: [sql`update stores set is_authorized = false where account_id = ${account}`],
        passes: ['session', 'approved'],
      },
      {
        name: 'data still syncing',
        set: [
          sql`update accounts set onboard_completed = false where id = ${account}`,
          sql`update store_marketplaces set listing_synced = false where account_id = ${account}`,
        ],
        passes: ['session', 'approved'],
      },
      {
        name: 'synced, Get Started not pressed',
        set: [sql`update accounts set onboard_completed = false where id = ${account}`],
        passes: ['session', 'approved'],
      },
      { name: 'onboarded', set: [sql`select 1`], passes: ['session', 'approved', 'dashboard'] },
      // Last, as the restoring statements do not bring deleted rows back.
      {
        name: 'no marketplaces chosen',
        set: [sql`delete from store_marketplaces where account_id = ${account}`],
        passes: ['session', 'approved'],
      },
      {
        name: 'no store connected',
        set: [sql`delete from stores where account_id = ${account}`],
        passes: ['session', 'approved'],
      },
    ];
    const probe = await harness.startApp();
    // Get Started changes the state under test: it goes last. Sign-out would end the session.
    const changesState = (key: string) => key.endsWith('/onboarding/onboarding-completed');
    const all = [...probe.app.routeGates].filter(([key]) => !key.includes('/auth/signout'));
    const routes = [...all.filter(([key]) => !changesState(key)), ...all.filter(([key]) => changesState(key))];
    await probe.close();
    expect(routes.length).toBeGreaterThan(40);

    const mismatches: string[] = [];
    for (const state of states) {
      await run([...onboarded, ...state.set]);
      for (const [key, gate] of routes) {
        const [method, url] = key.split(' ') as [string, string];
        const path = url.replace(/^\/api\/v1/, '').replace(/:[A-Za-z]+/g, '00000000-0000-0000-0000-000000000000');
        const answer = await api(method, path, {
          token: seller.token,
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        });
        // Operator-only routes refuse a seller before any gate.
        if (answer.body?.code === 'FORBIDDEN') continue;
        const gated = answer.body?.code === 'GATE';
        const shouldPass = state.passes.includes(gate);
        if (gated === shouldPass)
          mismatches.push(
            `${state.name}: ${key} (${gate}) answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
          );
        if (gated) expect(answer.body.redirectTo).toMatch(/^\/(auth|onboarding|dashboard)\//);
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('keeps Data Sync and Profile open, in the browser’s gate and on the server, whatever the store, sync or payment', async () => {
    const harness = await getHarness();
    const seller = await createSeller({ onboarded: true });
    const [row] = rowsOf<{ account_id: string }>(
      await harness.database.db.execute(sql`select account_id from users where id = ${seller.id}`),
    );
    const account = row!.account_id;
    const states: [string, Statement][] = [
      ['store disconnected', sql`update stores set is_authorized = false where account_id = ${account}`],
      ['payment failed', sql`update accounts set payment_status = 'failed' where id = ${account}`],
      ['payment in progress', sql`update accounts set payment_status = 'inprogress' where id = ${account}`],
      [
        'a store marketplace still syncing',
        sql`update store_marketplaces set quantity_synced = false where account_id = ${account}`,
      ],
    ];
    const restore = [
      sql`update stores set is_authorized = true where account_id = ${account}`,
      sql`update accounts set payment_status = 'success' where id = ${account}`,
      sql`update store_marketplaces set quantity_synced = true where account_id = ${account}`,
    ];
    for (const [name, statement] of states) {
      for (const r of restore) await harness.database.db.execute(r);
      await harness.database.db.execute(statement);
      const me = await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema });
      expect(me.status, name).toBe(200);
      for (const path of ['/dashboard/setting/syncing', '/dashboard/setting/profile']) {
        expect(decideRoute({ path, hasToken: true, user: me.body, markers: {} }), `${name}: ${path}`).toEqual({
          kind: 'render',
        });
      }
      // The calls those screens make answer too.
      for (const [method, path] of [
        ['GET', '/setting/get-data-sync-log?pageNumber=1&perPage=10'],
        ['GET', '/users/get-profile'],
        ['GET', '/onboarding/get-stores'],
      ] as const) {
        const answer = await api(method, path, { token: seller.token });
        expect(answer.status, `${name}: ${method} ${path} ${JSON.stringify(answer.body)}`).toBe(200);
      }
      // Every other screen waits: the browser sends the seller away, the server refuses its calls.
      expect(decideRoute({ path: '/dashboard/skulist', hasToken: true, user: me.body, markers: {} }).kind, name).toBe(
        'redirect',
      );
      expect((await api('GET', '/setting/get-shipping-details', { token: seller.token })).body?.code, name).toBe(
        'GATE',
      );
    }
  });

  it('ends a rejected account’s sessions at once, the seller’s and the workers’', async () => {
    const seller = await createSeller({ onboarded: true });
    const worker = await addWorker(seller.token);
    const operator = await signInOperator();
    await api('POST', '/users/updated-approval-status', {
      token: operator,
      body: { _id: seller.id, approvalStatus: 'rejected' },
    });
    for (const token of [seller.token, worker.token])
      expect((await api('GET', '/onboarding/get-current-user', { token, response: currentUserSchema })).status).toBe(
        401,
      );
    expect(
      (
        await api('POST', '/auth/signin', {
          body: { email: seller.email, password: PASSWORD },
          response: signInResponseSchema,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api('POST', '/auth/signin', {
          body: { email: worker.email, password: PASSWORD },
          response: signInResponseSchema,
        })
      ).status,
    ).toBe(403);
  });

  it('lets an unverified seller use only the calls of the screens it may see', async () => {
    const seller = await createSeller({ approved: false });
    const { database } = await getHarness();
    await database.db.execute(sql`update users set email_verified = false where id = ${seller.id}`);
    expect(
      (await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema })).status,
    ).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/users/add-worker', { userName: 'X', email: 'x@example.com' }],
      ['POST', '/setting/add-warehouse', {}],
      ['POST', '/onboarding/authorize-store-url', { storeName: 'S', region: 'na' }],
      ['PUT', '/setting/add-carrier', {}],
    ] as const) {
      const answer = await api(method, path, { token: seller.token, body });
      expect(answer).toMatchObject({ status: 403, body: { code: 'GATE', redirectTo: '/auth/check-email' } });
    }
  });
});
