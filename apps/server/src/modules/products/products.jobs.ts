import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const PRUNE_QUEUE = 'products-prune-changes';

/**
 * Every hour one worker keeps only the newest product change of each store marketplace (the
 * search indexes compare that one), so marketplaces that sync but are never searched do not
 * pile up change rows. Writers only insert there, so the delete never waits for them.
 */
export async function startProductsJobs(
  boss: PgBoss,
  db: Db,
  options: { workers: boolean; pollingIntervalSeconds: number },
) {
  await boss.createQueue(PRUNE_QUEUE, { name: PRUNE_QUEUE, policy: 'singleton' });
  if (!options.workers) return;
  await boss.work(PRUNE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    await pruneProductChanges(db);
  });
  await boss.schedule(PRUNE_QUEUE, '17 * * * *');
}

export async function pruneProductChanges(db: Db): Promise<void> {
  await db.execute(sql`
    delete from product_changes pc
    where pc.id < (select max(latest.id) from product_changes latest where latest.store_marketplace_id = pc.store_marketplace_id)`);
}
