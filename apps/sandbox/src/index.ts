import { launchSandbox } from './server.js';
import type { Sandbox, SandboxOptions } from './types.js';

export { sandboxOptionsFromEnv } from './env.js';
export { passChallenge } from './payments/challenge-client.js';
export { TEST_CARDS, type CardBehaviour, type TestCard } from './payments/cards.js';
export type {
  DemoSellerSummary,
  FaultOptions,
  InboundPlanSummary,
  InboundSkuFacts,
  PaymentIntentSummary,
  PaymentMethodSummary,
  PaymentsCustomerSummary,
  Sandbox,
  SandboxOptions,
  SandboxPayments,
  SellerStats,
  SetupIntentSummary,
} from './types.js';

/**
 * Starts the marketplace sandbox: SP-API operations Stowline uses, the LWA token endpoint
 * and the Seller Central consent page, with seeded demo sellers; and a payment processor
 * speaking the subset of Stripe's API Stowline uses. Resolves once listening.
 */
export function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return launchSandbox(options);
}
