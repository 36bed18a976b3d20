import type { SandboxOptions } from './types.js';

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration in milliseconds: a number (ms) or a number with a unit, '90s', '3m', '2h', '14d'. */
function durationFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  const match = raw ? /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)\s*$/.exec(raw) : null;
  if (match) return Number(match[1]) * UNIT_MS[match[2]!]!;
  return numberFrom(env, name);
}

function numberFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

/**
 * SandboxOptions from SANDBOX_* environment variables; unset ones are left out, so the
 * defaults (or the caller's own values spread after) apply.
 */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const faults = {
    rate429: numberFrom(env, 'SANDBOX_FAULT_429'),
    rate500: numberFrom(env, 'SANDBOX_FAULT_500'),
    rate503: numberFrom(env, 'SANDBOX_FAULT_503'),
    latencyMs: numberFrom(env, 'SANDBOX_LATENCY_MS'),
    rateLostResponse: numberFrom(env, 'SANDBOX_FAULT_LOST_RESPONSE'),
    rateFailedOperation: numberFrom(env, 'SANDBOX_FAULT_FAILED_OPERATION'),
  };
  const options: SandboxOptions = {
    port: numberFrom(env, 'SANDBOX_PORT'),
    host: env.SANDBOX_HOST || undefined,
    publicUrl: env.SANDBOX_PUBLIC_URL || undefined,
    seed: numberFrom(env, 'SANDBOX_SEED'),
    dataDir: env.SANDBOX_DATA_DIR || undefined,
    applicationId: env.SANDBOX_APPLICATION_ID || undefined,
    clientId: env.SANDBOX_CLIENT_ID || undefined,
    clientSecret: env.SANDBOX_CLIENT_SECRET || undefined,
    largeStoreSkus: numberFrom(env, 'SANDBOX_LARGE_SKUS'),
    rateScale: numberFrom(env, 'SANDBOX_RATE_SCALE'),
    reportDelayMs: durationFrom(env, 'SANDBOX_REPORT_DELAY_MS'),
    operationDelayMs: durationFrom(env, 'SANDBOX_OPERATION_DELAY_MS'),
    placementOptionTtlMs: durationFrom(env, 'SANDBOX_PLACEMENT_OPTION_TTL_MS'),
    confirmedPlacementTtlMs: durationFrom(env, 'SANDBOX_CONFIRMED_PLACEMENT_TTL_MS'),
    contentUpdatePreviewTtlMs: durationFrom(env, 'SANDBOX_CONTENT_UPDATE_PREVIEW_TTL_MS'),
    fedexClientId: env.SANDBOX_FEDEX_CLIENT_ID || undefined,
    fedexClientSecret: env.SANDBOX_FEDEX_CLIENT_SECRET || undefined,
    transitStageMs: durationFrom(env, 'SANDBOX_TRANSIT_STAGE_MS'),
    paymentsSecretKey: env.SANDBOX_PAYMENTS_SECRET_KEY || undefined,
    paymentsPublishableKey: env.SANDBOX_PAYMENTS_PUBLISHABLE_KEY || undefined,
    faults: Object.fromEntries(Object.entries(faults).filter(([, v]) => v !== undefined)),
    ...(env.SANDBOX_LOG === 'true' ? { logger: true } : {}),
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as SandboxOptions;
}
