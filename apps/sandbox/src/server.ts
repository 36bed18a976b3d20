import { buildSandboxApp } from './app.js';
import { createContext } from './context.js';
import { toSummary } from './data/sellers.js';
import { checkFaults } from './faults.js';
import type { ResolvedOptions, Sandbox, SandboxOptions } from './types.js';

export const DEFAULTS = {
  port: 3100,
  host: '127.0.0.1',
  seed: 1,
  applicationId: 'amzn1.sp.solution.sandbox-stowline',
  clientId: 'amzn1.application-oa2-client.sandbox',
  clientSecret: 'sandbox-secret',
  largeStoreSkus: 5000,
  rateScale: 1,
  reportDelayMs: 2000,
  operationDelayMs: 1500,
  placementOptionTtlMs: 24 * 3_600_000,
  confirmedPlacementTtlMs: 14 * 24 * 3_600_000,
  contentUpdatePreviewTtlMs: 3_600_000,
  fedexClientId: 'l7sandbox-fedex-client',
  fedexClientSecret: 'sandbox-fedex-secret',
  transitStageMs: 6 * 3_600_000,
  paymentsSecretKey: 'sk_test_sandbox',
  paymentsPublishableKey: 'pk_test_sandbox',
} as const;

export interface LaunchDependencies {
  /** The clock; tests move it to expire tokens, codes and document URLs. */
  now: () => number;
}

/** startSandbox with a chosen clock (tests); the public entry point passes Date.now. */
export async function launchSandbox(
  options: SandboxOptions = {},
  dependencies: LaunchDependencies = { now: Date.now },
): Promise<Sandbox> {
  const faultProblem = checkFaults(options.faults ?? {});
  if (faultProblem) throw new Error(`Invalid sandbox faults: ${faultProblem}`);
  if (
    options.largeStoreSkus !== undefined &&
    !(Number.isInteger(options.largeStoreSkus) && options.largeStoreSkus >= 1)
  ) {
    throw new Error('largeStoreSkus must be a positive integer');
  }
  if (options.rateScale !== undefined && !(options.rateScale > 0)) throw new Error('rateScale must be > 0');
  if (options.paymentsSecretKey !== undefined && !/^sk_\w+$/.test(options.paymentsSecretKey))
    throw new Error('paymentsSecretKey must look like sk_...');
  if (options.paymentsPublishableKey !== undefined && !/^pk_\w+$/.test(options.paymentsPublishableKey))
    throw new Error('paymentsPublishableKey must look like pk_...');
  const resolved: ResolvedOptions = {
    ...DEFAULTS,
    ...Object.fromEntries(
      Object.entries(options).filter(([key, value]) => value !== undefined && key !== 'logger' && key !== 'faults'),
    ),
    publicUrl: options.publicUrl ?? '',
    faults: { ...options.faults },
  };
  const context = createContext(resolved, dependencies.now);
  const app = buildSandboxApp(context, options.logger ?? false);
  await app.listen({ port: resolved.port, host: resolved.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : resolved.port;
  resolved.port = port;
  const hostForUrl =
    resolved.host === '0.0.0.0' || resolved.host === '::'
      ? '127.0.0.1'
      : resolved.host.includes(':')
        ? `[${resolved.host}]`
        : resolved.host;
  const url = `http://${hostForUrl}:${port}`;
  resolved.publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    port,
    options: resolved,
    setFaults(faults) {
      const problem = checkFaults(faults);
      if (problem) throw new Error(`Invalid sandbox faults: ${problem}`);
      context.faults = { ...faults };
      resolved.faults = { ...faults };
    },
    setOperationDelay(ms) {
      if (!(Number.isFinite(ms) && ms >= 0)) throw new Error('operationDelayMs must be >= 0');
      resolved.operationDelayMs = ms;
    },
    finishOperations(sellerId) {
      if (!context.findSeller(sellerId)) throw new Error(`Unknown sandbox seller ${sellerId}`);
      context.inbound.finishPending(sellerId);
      context.persist();
    },
    demoSellers: () => context.sellers.map(toSummary),
    stats(sellerId) {
      const seller = context.findSeller(sellerId);
      if (!seller) throw new Error(`Unknown sandbox seller ${sellerId}`);
      return context.statsOf(seller);
    },
    generatedCatalogs: () => context.generatedCatalogs(),
    revoke(sellerId) {
      context.tokens.revoke(sellerId);
      context.persist();
    },
    deny(sellerId, operations) {
      if (!context.findSeller(sellerId)) throw new Error(`Unknown sandbox seller ${sellerId}`);
      context.deniedOperations.set(sellerId, new Set(operations));
    },
    inboundPlans(sellerId) {
      if (!context.findSeller(sellerId)) throw new Error(`Unknown sandbox seller ${sellerId}`);
      return context.inboundPlansOf(sellerId);
    },
    inboundFacts(sellerId) {
      const seller = context.findSeller(sellerId);
      if (!seller) throw new Error(`Unknown sandbox seller ${sellerId}`);
      return context.inboundFactsOf(seller);
    },
    fedexShipments: () =>
      context.fedex.all().map((s) => ({
        masterTrackingNumber: s.masterTrackingNumber,
        shipDatestamp: s.shipDatestamp,
        weightsLb: s.packages.map((p) => p.weightLb),
        accountNumber: s.accountNumber,
        reference: s.reference ?? null,
        serviceType: s.serviceType,
        labelStockType: s.labelStockType,
        trackingNumbers: s.packages.map((p) => p.trackingNumber),
        cancelled: s.cancelled,
      })),
    expireFedexTokens() {
      context.fedex.expireTokens();
      context.persist();
    },
    payments: {
      customer: (customerId) => context.payments.customerSummary(customerId),
      paymentIntents: (customerId) => context.payments.paymentIntentsOf(customerId),
      successfulCharges: (customerId) => context.payments.successfulChargesOf(customerId),
      authorizeChallenge(intentId, outcome) {
        const resolved = context.payments.resolveChallenge(intentId, null, outcome);
        context.persist();
        if (!resolved.ok) throw new Error(`No 3-D Secure challenge to answer for ${intentId}: ${resolved.reason}`);
        return { status: resolved.status, redirectUrl: resolved.redirectUrl };
      },
    },
    close: () => app.close(),
  };
}
