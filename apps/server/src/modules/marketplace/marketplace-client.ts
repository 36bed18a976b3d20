import { gunzipSync } from 'node:zlib';
import { storeMessages } from '@stowline/domain';
import type { MarketplaceConfig } from '../../config.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { readJsonBody } from '../../lib/read-json.js';
import type { SecretBox } from '../../lib/crypto.js';
import type { StoresRepository } from '../stores/stores.repository.js';
import { USAGE_PLANS, type Operation } from './rate-limits.js';
import type { TokenBuckets } from './token-bucket.js';

/**
 * Why a marketplace call failed, for people and for the caller's decisions:
 * `unauthorized` means the seller must reconnect the store; `rejected` is a 4xx that a retry
 * will not fix; `unavailable` means retries ran out on throttling, 5xx or the network.
 */
export class MarketplaceError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'rejected' | 'unavailable',
    message: string,
    readonly status?: number,
    /**
     * A call sent `once` failed after it may have reached Amazon (a 5xx or a lost answer): it may
     * have taken effect, so the caller looks before sending it again.
     */
    readonly ambiguous = false,
  ) {
    super(message);
  }
}

export interface Logger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface MarketplaceClientDeps {
  /** The stores' credentials, kept by the stores module: read, a fresh access token saved, a revoked grant marked. */
  credentials: Pick<StoresRepository, 'findCredentials' | 'saveAccessToken' | 'markUnauthorized'>;
  config: MarketplaceConfig;
  box: SecretBox;
  buckets: TokenBuckets;
  log: Logger;
  /** The time of day access tokens expire by (the system's clock unless told). */
  clock?: Clock;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Attempts per call before giving up on 429, 5xx and network errors. */
  maxAttempts?: number;
}

export interface SpApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | readonly string[] | undefined>;
  body?: unknown;
  /** Query lists the model gives `collectionFormat: multi` (the name repeated per value); others are comma-separated. */
  multi?: readonly string[];
  /**
   * A create that must not happen twice (Amazon has no idempotency keys): only throttling is
   * retried here; a 5xx or a lost answer throws at once with `ambiguous`, for the caller to
   * reconcile (look for what the call made) before sending it again.
   */
  once?: boolean;
}

export interface LwaTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
/** Error codes and phrases Amazon documents as transient. */
const RETRYABLE_PHRASES = /QuotaExceeded|InternalFailure|ServiceUnavailable|RequestThrottled|try again/i;
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 20_000;
const CALL_TIMEOUT_MS = 60_000;
/** Refresh an access token this long before Amazon says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function toQueryString(query: SpApiRequest['query'], multi: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value) && multi.includes(name)) for (const v of value) params.append(name, String(v));
    // SP-API takes other lists as comma-separated values.
    else params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function describeErrors(body: unknown): string {
  const errors = (body as { errors?: { code?: string; message?: string }[] } | null)?.errors;
  if (Array.isArray(errors) && errors.length)
    return errors.map((e) => [e.code, e.message].filter(Boolean).join(': ')).join('; ');
  return '';
}

/** The body as JSON; a body that is not JSON reads as an SP-API error naming its first characters. */
const readJson = (response: Response): Promise<unknown> =>
  readJsonBody(response, (text) => ({ errors: [{ code: 'InvalidResponse', message: text.slice(0, 200) }] }));

/**
 * The one way the server talks to Amazon (or the sandbox): LWA tokens with caching, a
 * shared token bucket per seller and operation, and retries with exponential backoff and
 * full jitter on throttling, 5xx, network errors and Amazon's transient error codes.
 */
export function createMarketplaceClient(deps: MarketplaceClientDeps) {
  const { credentials, config, box, buckets, log } = deps;
  const sleep = deps.sleep ?? defaultSleep;
  const clock = deps.clock ?? systemClock;
  const random = deps.random ?? Math.random;
  const maxAttempts = deps.maxAttempts ?? 10;
  const accessTokens = new Map<string, { token: string; expiresAt: number }>();
  /** The rate last written per bucket, so an unchanged header costs no write. */
  const knownRates = new Map<string, number>();

  function backoffMs(attempt: number): number {
    return Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));
  }

  async function postLwa(form: Record<string, string>): Promise<LwaTokens> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(config.lwaEndpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          body: new URLSearchParams({ ...form, client_id: config.clientId, client_secret: config.clientSecret }),
        });
      } catch (error) {
        if (attempt + 1 >= maxAttempts)
          throw new MarketplaceError('unavailable', 'Amazon login service is unreachable');
        log.warn({ attempt, err: error }, 'LWA request failed; retrying');
        await sleep(backoffMs(attempt));
        continue;
      }
      const body = (await readJson(response)) as Record<string, unknown> | null;
      if (response.ok && body && typeof body.access_token === 'string') {
        return {
          accessToken: body.access_token,
          refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : (form.refresh_token ?? ''),
          expiresIn: Number(body.expires_in) || 3600,
        };
      }
      if (RETRYABLE_STATUSES.has(response.status) && attempt + 1 < maxAttempts) {
        await sleep(backoffMs(attempt));
        continue;
      }
      if (body?.error === 'invalid_grant')
        throw new MarketplaceError('unauthorized', storeMessages.needToConnectStore, response.status);
      if (body?.error === 'invalid_client') {
        log.warn(
          { status: response.status },
          'LWA refused our client credentials: check LWA_CLIENT_ID and LWA_CLIENT_SECRET',
        );
      }
      throw new MarketplaceError('rejected', storeMessages.storeConnectionFailed, response.status);
    }
  }

  async function markUnauthorized(storeId: string): Promise<void> {
    accessTokens.delete(storeId);
    await credentials.markUnauthorized(storeId);
  }

  async function getAccessToken(storeId: string, forceRefresh = false): Promise<string> {
    const now = clock.now().getTime();
    const cached = accessTokens.get(storeId);
    if (!forceRefresh && cached && cached.expiresAt - TOKEN_MARGIN_MS > now) return cached.token;
    const row = await credentials.findCredentials(storeId);
    if (!row) throw new MarketplaceError('unauthorized', storeMessages.needToConnectStore);
    const stored = row.accessTokenEnc && row.accessTokenExpiresAt ? row.accessTokenExpiresAt.getTime() : 0;
    if (!forceRefresh && row.accessTokenEnc && stored - TOKEN_MARGIN_MS > now) {
      const token = box.open(row.accessTokenEnc);
      accessTokens.set(storeId, { token, expiresAt: stored });
      return token;
    }
    let tokens: LwaTokens;
    try {
      tokens = await postLwa({ grant_type: 'refresh_token', refresh_token: box.open(row.refreshTokenEnc) });
    } catch (error) {
      if (error instanceof MarketplaceError && error.kind === 'unauthorized') await markUnauthorized(storeId);
      throw error;
    }
    const expiresAt = new Date(now + tokens.expiresIn * 1000);
    await credentials.saveAccessToken(storeId, box.seal(tokens.accessToken), expiresAt);
    accessTokens.set(storeId, { token: tokens.accessToken, expiresAt: expiresAt.getTime() });
    return tokens.accessToken;
  }

  /** Calls one SP-API operation for a store, paced by the shared bucket, with retries. */
  async function call<T>(store: CallerRef, operation: Operation, request: SpApiRequest): Promise<T> {
    const ownToken = 'accessToken' in store ? store.accessToken : undefined;
    const bucketKey = `${store.sellerId}:${operation}`;
    const plan = USAGE_PLANS[operation];
    let refreshed = false;
    for (let attempt = 0; ; attempt += 1) {
      const wait = await buckets.reserve(bucketKey, plan);
      if (wait > 0) await sleep(wait);
      const token = ownToken ?? (await getAccessToken((store as StoreRef).storeId));
      let response: Response;
      try {
        response = await fetch(`${config.spApiEndpoint}${request.path}${toQueryString(request.query, request.multi)}`, {
          method: request.method ?? 'GET',
          headers: {
            'x-amz-access-token': token,
            'user-agent': 'Stowline/0.1 (Language=TypeScript)',
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          // A call that hangs is a lost answer: retried, or for a `once` call, reconciled.
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
      } catch (error) {
        if (request.once)
          throw new MarketplaceError('unavailable', `Amazon did not answer ${operation}`, undefined, true);
        if (attempt + 1 >= maxAttempts) throw new MarketplaceError('unavailable', `Amazon did not answer ${operation}`);
        log.warn({ operation, attempt, err: error }, 'SP-API request failed; retrying');
        await sleep(backoffMs(attempt));
        continue;
      }
      const granted = Number(response.headers.get('x-amzn-ratelimit-limit'));
      if (granted > 0 && knownRates.get(bucketKey) !== granted) {
        knownRates.set(bucketKey, granted);
        await buckets.setRate(bucketKey, granted);
      }
      const body = await readJson(response);
      if (response.ok) return body as T;

      const detail = describeErrors(body);
      // A token handed in (a consent's, not yet a store's) has nothing to refresh or mark.
      if (ownToken && (response.status === 401 || response.status === 403)) {
        throw new MarketplaceError('unauthorized', storeMessages.needToConnectStore, response.status);
      }
      if ((response.status === 401 || response.status === 403) && !refreshed) {
        // An access token can be revoked before it expires: refresh once. A revoked grant ends
        // there (LWA answers invalid_grant, and only that marks the store disconnected).
        refreshed = true;
        await getAccessToken((store as StoreRef).storeId, true);
        continue;
      }
      if (response.status === 401 || response.status === 403) {
        // LWA gave a fresh token and Amazon still refuses: the grant is good, but it does not cover
        // this operation (a role the seller did not grant, an operation not offered in the
        // marketplace). Amazon answers both with the same 403 Unauthorized.
        throw new MarketplaceError('rejected', storeMessages.operationDenied(operation), response.status);
      }
      const retryable = RETRYABLE_STATUSES.has(response.status) || RETRYABLE_PHRASES.test(detail);
      if (!retryable)
        throw new MarketplaceError('rejected', `${operation}: ${detail || `HTTP ${response.status}`}`, response.status);
      if (attempt + 1 >= maxAttempts || (request.once && response.status >= 500)) {
        throw new MarketplaceError(
          'unavailable',
          `${operation} kept failing (${detail || `HTTP ${response.status}`})`,
          response.status,
          Boolean(request.once) && response.status >= 500,
        );
      }
      if (response.status === 429) await buckets.drain(bucketKey);
      log.warn({ operation, status: response.status, attempt }, 'SP-API call will be retried');
      await sleep(backoffMs(attempt));
    }
  }

  /** Fetches a report document from its pre-signed URL (no SP-API token), unzipping it if needed. */
  async function download(url: string, compressionAlgorithm?: string): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(url);
        if (response.ok) {
          const bytes = Buffer.from(await response.arrayBuffer());
          return (compressionAlgorithm === 'GZIP' ? gunzipSync(bytes) : bytes).toString('utf8');
        }
        if (!RETRYABLE_STATUSES.has(response.status))
          throw new MarketplaceError('rejected', `Report download failed (HTTP ${response.status})`);
      } catch (error) {
        if (error instanceof MarketplaceError) throw error;
      }
      if (attempt + 1 >= maxAttempts) throw new MarketplaceError('unavailable', 'Report download kept failing');
      await sleep(backoffMs(attempt));
    }
  }

  return {
    /** Trades the consent page's spapi_oauth_code for the seller's refresh token. */
    exchangeAuthorizationCode(code: string, redirectUri: string): Promise<LwaTokens> {
      return postLwa({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    },
    call,
    download,
    /** Forgets cached access tokens of a store (after reconnecting it). */
    forget(storeId: string): void {
      accessTokens.delete(storeId);
    },
  };
}
export type MarketplaceClient = ReturnType<typeof createMarketplaceClient>;
export type StoreRef = { storeId: string; sellerId: string };
/** Who a call is for: a saved store (its tokens come from the database), or a fresh access token. */
export type CallerRef = StoreRef | { accessToken: string; sellerId: string };
