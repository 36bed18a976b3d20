import type PgBoss from 'pg-boss';
import type { BillingService } from './billing.service.js';

const CHARGE_DUE_QUEUE = 'billing-charge-due';

/**
 * Every minute one worker (the singleton queue keeps it to one at a time across processes)
 * charges the subscription periods that are due.
 */
export async function startBillingJobs(
  boss: PgBoss,
  billing: BillingService,
  options: { workers: boolean; pollingIntervalSeconds: number },
) {
  await boss.createQueue(CHARGE_DUE_QUEUE, { name: CHARGE_DUE_QUEUE, policy: 'singleton' });
  if (!options.workers) return;
  await boss.work(CHARGE_DUE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    await billing.chargeDue();
  });
  await boss.schedule(CHARGE_DUE_QUEUE, '* * * * *');
}
