import type { Clock } from '../../lib/clock.js';
import type { WithLock } from '../../lib/locks.js';
import type { BillingRepository } from './billing.repository.js';
import { createCardSetup, type AccountBilling, type BillingTransaction } from './card-setup.js';
import { createCardsService } from './cards.service.js';
import { createInvoicesService } from './invoices.service.js';
import type { PaymentProcessor } from './payment-processor.js';
import { createRenewalsService } from './renewals.service.js';
import { createSubscriptionsService } from './subscriptions.service.js';

export interface BillingServiceDeps {
  billingRepo: BillingRepository;
  accountsRepo: AccountBilling;
  transaction: BillingTransaction;
  withLock: WithLock;
  processor: PaymentProcessor;
  clock: Clock;
  /** The web app's address: 3-D Secure pages send the browser back there. */
  publicUrl: string;
  config: { publishableKey: string; jsUrl: string };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * Subscriptions and cards. The processor holds the cards; we keep its ids, brand, last four
 * digits and expiry. Every charge is one payment intent per subscription period, created with
 * an idempotency key naming that period and recorded only from that period, so no run, retry
 * or race charges a period twice. One service of its parts: the plan (subscriptions.service),
 * payment methods (cards.service), paperwork (invoices.service) and charges (renewals.service).
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { billingRepo, transaction, processor, clock } = deps;
  const setup = createCardSetup(deps);
  const renewals = createRenewalsService({ billingRepo, transaction, processor, clock, setup, log: deps.log });
  return {
    getConfig() {
      return deps.config;
    },
    ...createSubscriptionsService({ billingRepo, transaction, clock, setup, renewals }),
    ...createCardsService({ billingRepo, transaction, processor, setup, renewals }),
    ...createInvoicesService({ billingRepo, transaction, processor, setup }),
    retry: renewals.retry,
    chargeDue: renewals.chargeDue,
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
