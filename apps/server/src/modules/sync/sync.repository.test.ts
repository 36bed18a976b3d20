import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, transactionWith } from '../../db/client.js';
import { createSeller } from '../../test-support/client.js';
import { seedOnboardedAccount } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';
import { createStoresRepository } from '../stores/stores.repository.js';
import { completeRun } from './sync.engine.js';
import { createSyncRepository, type RunContext } from './sync.repository.js';

describe('a completed sync run', () => {
  it('is never seen COMPLETED before the synced flag the gate and Get Started read', async () => {
    const { database } = await getHarness();
    const db = database.db;
    const seller = await createSeller();
    await seedOnboardedAccount(db, seller.email);
    const [ids] = rowsOf<{ accountId: string; storeId: string; storeMarketplaceId: string }>(
      await db.execute(sql`
        select s.account_id as "accountId", s.id as "storeId", m.id as "storeMarketplaceId"
        from users u join stores s on s.account_id = u.account_id join store_marketplaces m on m.store_id = s.id
        where u.email = ${seller.email}`),
    );
    const { accountId, storeId, storeMarketplaceId } = ids!;
    await db.execute(sql`update stores set shipments_synced = false where id = ${storeId}`);
    await db.execute(sql`update store_marketplaces set listing_synced = false where id = ${storeMarketplaceId}`);
    const logs = rowsOf<{ id: string; name: 'listing' | 'shipments' }>(
      await db.execute(sql`
        insert into sync_logs (account_id, store_id, store_marketplace_id, scope, name, state, repeat_interval_seconds)
        values (${accountId}, ${storeId}, ${storeMarketplaceId}, 'ATVPDKIKX0DER', 'listing', 'IN PROGRESS', 3600),
               (${accountId}, ${storeId}, null, 'store', 'shipments', 'IN PROGRESS', 3600)
        returning id, name`),
    );

    const transaction = transactionWith(db, (tx) => ({
      syncRepo: createSyncRepository(tx),
      storesRepo: createStoresRepository(tx),
    }));
    const seen: string[] = [];
    for (const log of logs) {
      const run: RunContext = {
        logId: log.id,
        accountId,
        storeId,
        sellerId: 'A1SELLER',
        isAuthorized: true,
        storeMarketplaceId: log.name === 'listing' ? storeMarketplaceId : null,
        marketplaceId: log.name === 'listing' ? 'ATVPDKIKX0DER' : null,
        marketplaceCode: log.name === 'listing' ? 'US' : null,
        name: log.name,
        attempts: 0,
        lastRunAt: null,
        checkpoint: null,
      };
      // A reader polling as the web app and Get Started do, while the run completes.
      let done = false;
      const completing = completeRun(transaction, run).finally(() => {
        done = true;
      });
      let reads = 0;
      while (!done || reads < 3) {
        const [row] = rowsOf<{ state: string; synced: boolean }>(
          await db.execute(sql`
            select l.state, case when l.name = 'shipments' then s.shipments_synced else m.listing_synced end as synced
            from sync_logs l join stores s on s.id = l.store_id
            left join store_marketplaces m on m.id = l.store_marketplace_id where l.id = ${log.id}`),
        );
        reads += 1;
        if (row!.state === 'COMPLETED' && !row!.synced) seen.push(`${log.name} COMPLETED, flag still false`);
      }
      await completing;
      const [after] = rowsOf<{ state: string; progress: number }>(
        await db.execute(sql`select state, progress from sync_logs where id = ${log.id}`),
      );
      expect(after).toEqual({ state: 'COMPLETED', progress: 100 });
    }
    expect(seen).toEqual([]);
    const [flags] = rowsOf<{ shipments: boolean; listing: boolean }>(
      await db.execute(sql`
        select s.shipments_synced as shipments, m.listing_synced as listing
        from stores s join store_marketplaces m on m.store_id = s.id where s.id = ${storeId}`),
    );
    expect(flags).toEqual({ shipments: true, listing: true });
  });
});
