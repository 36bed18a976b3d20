import path from 'node:path';
import { SHIPMENT_EVENTS_HEARTBEAT_MS } from '@stowline/domain';
import { isLoopback } from './lib/net.js';

/** Every setting comes from the environment; the README lists each with its default. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The local outbox page /dev/mail: only without SMTP, on a loopback HOST, outside production. */
  devMail: boolean;
  mailFrom: string;
  secretKey: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  trustProxy: boolean;
  sessionTtlHours: number;
  webDistDir: string | undefined;
  logLevel: string;
  rateLimits: RateLimits;
  marketplace: MarketplaceConfig;
  payments: PaymentsConfig;
  fedex: FedexConfig;
  /**
   * Whether this process runs the sandbox itself (SANDBOX_PORT) when something is pointed at it;
   * false when SANDBOX_URL names a sandbox that runs on its own, shared by several servers.
   */
  embeddedSandbox: boolean;
  /** Run the data-sync workers in this process (JOB_WORKERS=false for API-only processes). */
  jobWorkers: boolean;
  /** How often idle job workers look for work, in seconds. */
  jobPollingSeconds: number;
  /** SKU-list search indexes held in memory, in rows over all marketplaces (about 0.5 kB a row). */
  searchIndexMaxRows: number;
  /** Uploaded files read at once by this process, and how many more may wait for a turn. */
  uploads: { maxConcurrent: number; maxQueued: number };
  /** How often an open live-update stream gets a heartbeat, in seconds (below the proxies' idle timeout). */
  liveHeartbeatSeconds: number;
  /** How long a request waits for one of Amazon's operations before answering 'Amazon is still working on this'. */
  amazonCallWaitSeconds: number;
}

/**
 * Where the marketplace lives. With SP_API_ENDPOINT unset, `npm start` runs the sandbox on
 * SANDBOX_PORT and every URL and credential below points at it.
 */
export interface MarketplaceConfig {
  /** 'sandbox' starts apps/sandbox in this process; 'external' uses the URLs as given. */
  mode: 'sandbox' | 'external';
  sandboxPort: number;
  spApiEndpoint: string;
  lwaEndpoint: string;
  /**
   * Seller Central's base URL, for the consent page; with the sandbox also where every
   * marketplace's Seller Central pages are (`sellerCentralUrlOf`).
   */
  sellerCentralUrl: string;
  applicationId: string;
  clientId: string;
  clientSecret: string;
  /** Adds version=beta to the consent URL, as Amazon asks of apps still in draft. */
  draftApp: boolean;
}

/**
 * The payment processor. With STRIPE_SECRET_KEY unset the Stripe SDK talks to the sandbox's
 * Stripe subset on SANDBOX_PORT, and the browser loads the sandbox's hosted card fields.
 */
export interface PaymentsConfig {
  mode: 'sandbox' | 'stripe';
  secretKey: string;
  publishableKey: string;
  /** Where the SDK sends its requests; unset means Stripe's own API. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /** The card-fields script the browser loads (Stripe.js, or the sandbox's subset of it). */
  jsUrl: string;
}

/**
 * The carrier API (FedEx REST). With FEDEX_API_URL unset the server talks to the sandbox's FedEx
 * subset on SANDBOX_PORT (/fedex); set it to https://apis-sandbox.fedex.com (FedEx's test
 * environment) or https://apis.fedex.com. Credentials are each seller's (Connect Carrier).
 */
export interface FedexConfig {
  mode: 'sandbox' | 'external';
  apiUrl: string;
}

export interface RateLimits {
  /** Sign-in attempts per client address per 15 minutes. */
  signInPerClient: number;
  /** Failed sign-ins per e-mail address per 15 minutes. */
  signInFailuresPerAddress: number;
  /** Mail-sending requests (reset, resend) per client address per hour. */
  mailPerClient: number;
  /** Mail-sending requests per e-mail address per hour. */
  mailPerAddress: number;
}

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readInt(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    devMail: !env.SMTP_URL && isLoopback(env.HOST || '127.0.0.1') && env.NODE_ENV !== 'production',
    mailFrom: env.MAIL_FROM || 'Stowline <no-reply@stowline.local>',
    secretKey: env.STOWLINE_SECRET_KEY || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    sessionTtlHours: readInt(env, 'SESSION_TTL_HOURS', 24 * 7),
    webDistDir: env.WEB_DIST_DIR || WEB_DIST,
    logLevel: env.LOG_LEVEL || 'info',
    marketplace: loadMarketplaceConfig(env),
    payments: loadPaymentsConfig(env),
    fedex: loadFedexConfig(env),
    embeddedSandbox: !sharedSandbox(env),
    jobWorkers: env.JOB_WORKERS !== 'false',
    jobPollingSeconds: readInt(env, 'JOB_POLLING_SECONDS', 2),
    searchIndexMaxRows: readInt(env, 'SEARCH_INDEX_MAX_ROWS', 300_000),
    uploads: {
      maxConcurrent: Math.max(1, readInt(env, 'UPLOADS_AT_ONCE', 2)),
      maxQueued: readInt(env, 'UPLOADS_QUEUED', 8),
    },
    liveHeartbeatSeconds: Math.max(1, readInt(env, 'LIVE_HEARTBEAT_SECONDS', SHIPMENT_EVENTS_HEARTBEAT_MS / 1000)),
    amazonCallWaitSeconds: Math.max(1, readInt(env, 'AMAZON_CALL_WAIT_SECONDS', 60)),
    rateLimits: {
      signInPerClient: readInt(env, 'RATE_LIMIT_SIGNIN_PER_CLIENT', 100),
      signInFailuresPerAddress: readInt(env, 'RATE_LIMIT_SIGNIN_FAILURES_PER_ADDRESS', 10),
      mailPerClient: readInt(env, 'RATE_LIMIT_MAIL_PER_CLIENT', 30),
      mailPerAddress: readInt(env, 'RATE_LIMIT_MAIL_PER_ADDRESS', 5),
    },
  };
}

/**
 * Amazon's Seller Central of each marketplace a store sells in (the SP-API docs' "Seller Central
 * URLs", developer-docs.amazon.com/sp-api/docs/seller-central-urls): a North America unified
 * account shows a marketplace's shipments on that marketplace's site.
 */
const SELLER_CENTRAL_BY_MARKETPLACE: Readonly<Record<string, string>> = {
  ATVPDKIKX0DER: 'https://sellercentral.amazon.com',
  A2EUQ1WTGCTBG2: 'https://sellercentral.amazon.ca',
  A1AM78C64UM0Y8: 'https://sellercentral.amazon.com.mx',
  A2Q3Y263D00KWC: 'https://sellercentral.amazon.com.br',
};

/**
 * Where a marketplace's Seller Central pages are (a shipment's summary links there): the
 * sandbox's own pages with the sandbox, else Amazon's site for the marketplace, else
 * SELLER_CENTRAL_URL.
 */
export function sellerCentralUrlOf(
  marketplace: Pick<MarketplaceConfig, 'mode' | 'sellerCentralUrl'>,
  marketplaceId: string | null,
): string {
  if (marketplace.mode === 'sandbox') return marketplace.sellerCentralUrl;
  return (marketplaceId && SELLER_CENTRAL_BY_MARKETPLACE[marketplaceId]) || marketplace.sellerCentralUrl;
}

/** The sandbox's defaults: apps/sandbox accepts exactly these credentials. */
export const SANDBOX_CREDENTIALS = {
  applicationId: 'amzn1.sp.solution.sandbox-stowline',
  clientId: 'amzn1.application-oa2-client.sandbox',
  clientSecret: 'sandbox-secret',
} as const;

/** The marketplace settings for a sandbox on `port`, its consent page reached at `sellerCentralUrl`. */
export function sandboxMarketplaceConfig(
  port: number,
  sellerCentralUrl = `http://127.0.0.1:${port}`,
): MarketplaceConfig {
  const url = `http://127.0.0.1:${port}`;
  return {
    mode: 'sandbox',
    sandboxPort: port,
    spApiEndpoint: url,
    lwaEndpoint: `${url}/auth/o2/token`,
    sellerCentralUrl,
    ...SANDBOX_CREDENTIALS,
    draftApp: false,
  };
}

/**
 * SANDBOX_URL: a sandbox running on its own (`npm start -w @stowline/sandbox`), shared by several
 * server processes. Each of the marketplace (SP-API, LWA, consent page), payments and FedEx that is
 * not configured for the real service goes to it, so every process sees the same sellers, cards and
 * carrier shipments; no process starts a sandbox of its own.
 */
function sharedSandbox(env: NodeJS.ProcessEnv) {
  if (!env.SANDBOX_URL) return undefined;
  let url: URL;
  try {
    url = new URL(env.SANDBOX_URL);
  } catch {
    throw new Error(`SANDBOX_URL must be a URL such as http://127.0.0.1:3100, got "${env.SANDBOX_URL}"`);
  }
  const base = url.origin;
  const protocol: 'http' | 'https' = url.protocol === 'https:' ? 'https' : 'http';
  const port = Number(url.port) || (protocol === 'https' ? 443 : 80);
  return { base, host: url.hostname, port, protocol, publicUrl: (env.SANDBOX_PUBLIC_URL || base).replace(/\/+$/, '') };
}

function loadMarketplaceConfig(env: NodeJS.ProcessEnv): MarketplaceConfig {
  const sandboxPort = readInt(env, 'SANDBOX_PORT', 3100);
  const external = Boolean(env.SP_API_ENDPOINT);
  const shared = sharedSandbox(env);
  if (!external && shared)
    return {
      ...sandboxMarketplaceConfig(shared.port, shared.publicUrl),
      spApiEndpoint: shared.base,
      lwaEndpoint: `${shared.base}/auth/o2/token`,
    };
  if (!external) {
    const sellerCentralUrl = (env.SANDBOX_PUBLIC_URL || `http://localhost:${sandboxPort}`).replace(/\/+$/, '');
    return sandboxMarketplaceConfig(sandboxPort, sellerCentralUrl);
  }
  const required = ['LWA_CLIENT_ID', 'LWA_CLIENT_SECRET', 'SP_API_APPLICATION_ID'] as const;
  const missing = required.filter((name) => !env[name]);
  if (missing.length) throw new Error(`SP_API_ENDPOINT is set, so ${missing.join(', ')} must be set too`);
  return {
    mode: 'external',
    sandboxPort,
    spApiEndpoint: env.SP_API_ENDPOINT!.replace(/\/+$/, ''),
    lwaEndpoint: env.LWA_ENDPOINT || 'https://api.amazon.com/auth/o2/token',
    sellerCentralUrl: (env.SELLER_CENTRAL_URL || 'https://sellercentral.amazon.com').replace(/\/+$/, ''),
    applicationId: env.SP_API_APPLICATION_ID!,
    clientId: env.LWA_CLIENT_ID!,
    clientSecret: env.LWA_CLIENT_SECRET!,
    draftApp: env.SP_API_DRAFT_APP === 'true',
  };
}

/** The sandbox processor's keys: apps/sandbox accepts exactly these. */
export const SANDBOX_PAYMENT_KEYS = { secretKey: 'sk_test_sandbox', publishableKey: 'pk_test_sandbox' } as const;

/** The payment settings for a sandbox on `port`, whose pages the browser reaches at `publicUrl`. */
export function sandboxPaymentsConfig(port: number, publicUrl = `http://127.0.0.1:${port}`): PaymentsConfig {
  return {
    mode: 'sandbox',
    ...SANDBOX_PAYMENT_KEYS,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    jsUrl: `${publicUrl}/v3/`,
  };
}

function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const shared = sharedSandbox(env);
  if (!env.STRIPE_SECRET_KEY && shared)
    return {
      ...sandboxPaymentsConfig(shared.port, shared.publicUrl),
      api: { host: shared.host, port: shared.port, protocol: shared.protocol },
    };
  if (!env.STRIPE_SECRET_KEY) {
    const sandboxPort = readInt(env, 'SANDBOX_PORT', 3100);
    return sandboxPaymentsConfig(
      sandboxPort,
      (env.SANDBOX_PUBLIC_URL || `http://localhost:${sandboxPort}`).replace(/\/+$/, ''),
    );
  }
  if (!env.STRIPE_PUBLISHABLE_KEY)
    throw new Error('STRIPE_SECRET_KEY is set, so STRIPE_PUBLISHABLE_KEY must be set too');
  return {
    mode: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    api: undefined,
    jsUrl: 'https://js.stripe.com/v3/',
  };
}

/** The FedEx client credentials the sandbox accepts (any 9-digit account number goes with them). */
export const SANDBOX_FEDEX_CREDENTIALS = {
  clientId: 'l7sandbox-fedex-client',
  secretKey: 'sandbox-fedex-secret',
} as const;

/** The FedEx settings for a sandbox on `port`. */
export function sandboxFedexConfig(port: number): FedexConfig {
  return { mode: 'sandbox', apiUrl: `http://127.0.0.1:${port}/fedex` };
}

function loadFedexConfig(env: NodeJS.ProcessEnv): FedexConfig {
  if (env.FEDEX_API_URL) return { mode: 'external', apiUrl: env.FEDEX_API_URL.replace(/\/+$/, '') };
  const shared = sharedSandbox(env);
  if (shared) return { mode: 'sandbox', apiUrl: `${shared.base}/fedex` };
  return sandboxFedexConfig(readInt(env, 'SANDBOX_PORT', 3100));
}
