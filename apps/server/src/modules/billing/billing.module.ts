import type PgBoss from 'pg-boss';
import type { Config } from '../../config.js';
import { transactionWith, type Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { WithLock } from '../../lib/locks.js';
import { createAccountsRepository } from '../users/accounts.repository.js';
import { startBillingJobs } from './billing.jobs.js';
import { createBillingRepository } from './billing.repository.js';
import { createBillingService } from './billing.service.js';
import { createPaymentProcessor } from './payment-processor.js';

/**
 * Wires the billing module: its service over its repository and the payment processor, with
 * the billing state on the account row written through the users module's accounts repository,
 * and the due-charges job (started with the app's job queue).
 */
export function createBillingModule(deps: {
  db: Db;
  payments: Config['payments'];
  withLock: WithLock;
  clock: Clock;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  const { db, payments } = deps;
  const service = createBillingService({
    billingRepo: createBillingRepository(db),
    accountsRepo: createAccountsRepository(db),
    transaction: transactionWith(db, (tx) => ({
      billingRepo: createBillingRepository(tx),
      accountsRepo: createAccountsRepository(tx),
    })),
    withLock: deps.withLock,
    processor: createPaymentProcessor(payments),
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    config: { publishableKey: payments.publishableKey, jsUrl: payments.jsUrl },
    log: deps.log,
  });
  return {
    service,
    /** Declares the due-charges queue and, in a worker process, runs it every minute. */
    startJobs: (boss: PgBoss, options: { workers: boolean; pollingIntervalSeconds: number }) =>
      startBillingJobs(boss, service, options),
  };
}
