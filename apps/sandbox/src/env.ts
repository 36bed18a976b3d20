import type { SandboxOptions } from './types.js';

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
    reportDelayMs: numberFrom(env, 'SANDBOX_REPORT_DELAY_MS'),
    operationDelayMs: numberFrom(env, 'SANDBOX_OPERATION_DELAY_MS'),
    placementOptionTtlMs: numberFrom(env, 'SANDBOX_PLACEMENT_OPTION_TTL_MS'),
    contentUpdatePreviewTtlMs: numberFrom(env, 'SANDBOX_CONTENT_UPDATE_PREVIEW_TTL_MS'),
    transitStageMs: numberFrom(env, 'SANDBOX_TRANSIT_STAGE_MS'),
    paymentsSecretKey: env.SANDBOX_PAYMENTS_SECRET_KEY || undefined,
    paymentsPublishableKey: env.SANDBOX_PAYMENTS_PUBLISHABLE_KEY || undefined,
    faults: Object.fromEntries(Object.entries(faults).filter(([, v]) => v !== undefined)),
    ...(env.SANDBOX_LOG === 'true' ? { logger: true } : {}),
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as SandboxOptions;
}
