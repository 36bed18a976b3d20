import { createHash } from 'node:crypto';
import { fedexMessages } from '@stowline/domain';
import type { FedexConfig } from '../../config.js';
import { readJsonBody } from '../../lib/read-json.js';

/**
 * Why a FedEx call failed: `unauthorized` means FedEx refused the seller's client id or secret;
 * `rejected` is a 4xx a retry will not fix (FedEx's errors[].message joined); `unavailable` means
 * retries ran out on 429, 5xx or the network.
 */
export class FedexError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'rejected' | 'unavailable',
    message: string,
    readonly status?: number,
    /** A create that may have been carried out (a 5xx or no answer): look it up before sending another. */
    readonly ambiguous = false,
  ) {
    super(message);
  }
}

/** A seller's FedEx API credentials (Connect Carrier), opened only for the call. */
export interface FedexCredentials {
  clientId: string;
  clientSecret: string;
  accountNumber: string;
}

export interface FedexLogger {
  warn(obj: object, msg: string): void;
}

export interface FedexClientDeps {
  config: FedexConfig;
  log: FedexLogger;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  /** Attempts per call before giving up on 429, 5xx and network errors. */
  maxAttempts?: number;
}

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 10_000;
const CALL_TIMEOUT_MS = 60_000;
/** Fetch a new token this long before FedEx says the cached one expires. */
const TOKEN_MARGIN_MS = 60_000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function describeErrors(body: unknown): string {
  const errors = (body as { errors?: { code?: string; message?: string }[] } | null)?.errors;
  if (Array.isArray(errors) && errors.length)
    return errors
      .map((e) => e.message || e.code || '')
      .filter(Boolean)
      .join('; ');
  return '';
}

/** The cache key of a credential pair: a hash, so no secret is kept as a map key or logged. */
const keyOf = (c: FedexCredentials) => createHash('sha256').update(`${c.clientId}\n${c.clientSecret}`).digest('hex');

/**
 * The one way the server talks to FedEx (or the sandbox's FedEx): OAuth client-credentials tokens
 * cached per credential pair until shortly before they expire, a new token once on a 401, and
 * retries with exponential backoff and full jitter on 429, 5xx and network errors. Secrets go
 * only into the token request's body; logs carry the status and FedEx's error text only.
 */
export function createFedexClient(deps: FedexClientDeps) {
  const { config, log } = deps;
  const sleep = deps.sleep ?? defaultSleep;
  const random = deps.random ?? Math.random;
  const now = deps.now ?? Date.now;
  const maxAttempts = deps.maxAttempts ?? 8;
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  const backoffMs = (attempt: number) =>
    Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));

  /**
   * Sends one request, retrying 429, 5xx and network errors; answers the final response and its
   * body. A `once` request (a create: FedEx makes a new shipment for each) is retried on 429 only,
   * which FedEx answers before doing anything; a 5xx or no answer is thrown as ambiguous.
   */
  async function send(
    what: string,
    url: string,
    init: RequestInit,
    once = false,
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
      } catch (error) {
        if (once) throw new FedexError('unavailable', 'FedEx did not answer. Please try again.', undefined, true);
        if (attempt + 1 >= maxAttempts) throw new FedexError('unavailable', 'FedEx did not answer. Please try again.');
        log.warn({ what, attempt, cause: (error as Error).name }, 'FedEx request failed; retrying');
        await sleep(backoffMs(attempt));
        continue;
      }
      const body = await readJsonBody(response);
      if (!RETRYABLE_STATUSES.has(response.status)) return { status: response.status, body };
      if (once && response.status !== 429)
        throw new FedexError('unavailable', describeErrors(body) || fedexMessages.unavailable, response.status, true);
      if (attempt + 1 >= maxAttempts)
        throw new FedexError('unavailable', describeErrors(body) || fedexMessages.unavailable, response.status);
      log.warn({ what, attempt, status: response.status }, 'FedEx answered with a transient error; retrying');
      await sleep(backoffMs(attempt));
    }
  }

  async function fetchToken(credentials: FedexCredentials): Promise<string> {
    const { status, body } = await send('token', `${config.apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      }).toString(),
    });
    const answer = body as { access_token?: unknown; expires_in?: unknown } | null;
    if (status === 401 || status === 403)
      throw new FedexError('unauthorized', describeErrors(body) || 'FedEx refused the credentials.', status);
    if (status >= 400 || typeof answer?.access_token !== 'string')
      throw new FedexError('rejected', describeErrors(body) || 'FedEx did not issue a token.', status);
    const expiresIn = Number(answer.expires_in) || 3600;
    tokens.set(keyOf(credentials), { token: answer.access_token, expiresAt: now() + expiresIn * 1000 });
    return answer.access_token;
  }

  async function tokenFor(credentials: FedexCredentials, fresh = false): Promise<string> {
    const cached = tokens.get(keyOf(credentials));
    if (!fresh && cached && cached.expiresAt - TOKEN_MARGIN_MS > now()) return cached.token;
    return fetchToken(credentials);
  }

  /** An API call with the bearer token; a 401 fetches a new token once. */
  async function call<T>(
    credentials: FedexCredentials,
    what: string,
    method: 'POST' | 'PUT',
    path: string,
    payload: unknown,
    once = false,
  ): Promise<T> {
    for (let renewed = false; ; renewed = true) {
      const token = await tokenFor(credentials, renewed);
      const { status, body } = await send(
        what,
        `${config.apiUrl}${path}`,
        {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': 'en_US' },
          body: JSON.stringify(payload),
        },
        once,
      );
      if (status === 401 && !renewed) {
        tokens.delete(keyOf(credentials));
        continue;
      }
      if (status === 401 || status === 403)
        throw new FedexError('unauthorized', describeErrors(body) || 'FedEx refused the credentials.', status);
      if (status >= 400) {
        log.warn({ what, status }, 'FedEx refused the request');
        throw new FedexError('rejected', describeErrors(body) || `FedEx refused the request (${status}).`, status);
      }
      return ((body as { output?: T } | null)?.output ?? {}) as T;
    }
  }

  /**
   * POST /track/v1/referencenumbers: the packages FedEx holds for a CUSTOMER_REFERENCE of the
   * account that are still only labels (status OC), by shipment (its master tracking number, or
   * the package's own). A reference FedEx does not know answers none.
   */
  async function liveShipmentsOf(credentials: FedexCredentials, reference: string): Promise<string[]> {
    const output = await call<FedexTrackOutput>(credentials, 'track', 'POST', '/track/v1/referencenumbers', {
      referencesInformation: { type: 'CUSTOMER_REFERENCE', value: reference, accountNumber: credentials.accountNumber },
      includeDetailedScans: false,
    });
    const live = new Set<string>();
    for (const result of output.completeTrackResults ?? [])
      for (const track of result.trackResults ?? []) {
        const number = track.masterTrackingNumber || track.trackingNumberInfo?.trackingNumber;
        if (number && !track.error && track.latestStatusDetail?.code === 'OC') live.add(number);
      }
    return [...live];
  }

  async function cancelLiveShipments(credentials: FedexCredentials, reference: string): Promise<void> {
    for (const trackingNumber of await liveShipmentsOf(credentials, reference)) {
      log.warn({ what: 'create' }, 'cancelling a FedEx shipment whose create answer was lost');
      await cancel(credentials, trackingNumber);
    }
  }

  async function cancel(credentials: FedexCredentials, trackingNumber: string) {
    const output = await call<{ cancelledShipment?: boolean }>(
      credentials,
      'cancel',
      'PUT',
      '/ship/v1/shipments/cancel',
      {
        accountNumber: { value: credentials.accountNumber },
        deletionControl: 'DELETE_ALL_PACKAGES',
        trackingNumber,
      },
    );
    return { cancelled: output.cancelledShipment === true };
  }

  return {
    /** Connect Carrier's test: asks FedEx for a token with these credentials (always a new one). */
    async testCredentials(credentials: FedexCredentials): Promise<void> {
      await fetchToken(credentials);
    },

    /** POST /rate/v1/rates/quotes: the rated services of a requested shipment. */
    async rateQuotes(credentials: FedexCredentials, requestedShipment: FedexRequestedShipment) {
      const output = await call<FedexRateOutput>(credentials, 'rates', 'POST', '/rate/v1/rates/quotes', {
        accountNumber: { value: credentials.accountNumber },
        rateRequestControlParameters: { returnTransitTimes: false },
        requestedShipment,
      });
      return (output.rateReplyDetails ?? []).map((detail) => {
        const rated = detail.ratedShipmentDetails?.[0];
        return { serviceType: detail.serviceType, totalNetCharge: rated?.totalNetCharge, currency: rated?.currency };
      });
    },

    /**
     * POST /ship/v1/shipments with labels as base64 PDFs, making one live FedEx shipment for
     * `reference` (each package's CUSTOMER_REFERENCE). FedEx makes a new shipment for every create,
     * and its labels come only in the create's answer: so after an answer that may have been lost
     * (or when `reconcileFirst`: an earlier attempt ended so), the shipments FedEx holds for the
     * reference are looked up (Track by references) and cancelled before the create is sent again.
     */
    async createShipment(
      credentials: FedexCredentials,
      requestedShipment: FedexRequestedShipment & { recipients: FedexParty[] },
      options: { reference: string; reconcileFirst?: boolean },
    ) {
      for (let attempt = 0, reconcile = Boolean(options.reconcileFirst); ; attempt += 1) {
        if (reconcile) await cancelLiveShipments(credentials, options.reference);
        try {
          const output = await call<FedexShipOutput>(
            credentials,
            'create',
            'POST',
            '/ship/v1/shipments',
            { labelResponseOptions: 'LABEL', accountNumber: { value: credentials.accountNumber }, requestedShipment },
            true,
          );
          const shipment = output.transactionShipments?.[0];
          if (!shipment?.masterTrackingNumber) throw new FedexError('rejected', 'FedEx did not return a shipment.');
          return {
            masterTrackingNumber: shipment.masterTrackingNumber,
            serviceType: shipment.serviceType,
            packages: (shipment.pieceResponses ?? []).map((piece) => ({
              trackingNumber: piece.trackingNumber,
              encodedLabel: piece.packageDocuments?.find((d) => d.encodedLabel)?.encodedLabel ?? '',
            })),
          };
        } catch (error) {
          if (!(error instanceof FedexError && error.ambiguous) || attempt + 1 >= maxAttempts) throw error;
          log.warn({ what: 'create', attempt }, 'FedEx create may have been carried out; looking it up');
          reconcile = true;
          await sleep(backoffMs(attempt));
        }
      }
    },

    /** PUT /ship/v1/shipments/cancel: every package of the shipment of `trackingNumber`. */
    cancelShipment: cancel,
  };
}
export type FedexClient = ReturnType<typeof createFedexClient>;

interface FedexTrackOutput {
  completeTrackResults?: {
    trackResults?: {
      masterTrackingNumber?: string;
      trackingNumberInfo?: { trackingNumber?: string };
      latestStatusDetail?: { code?: string };
      error?: { code?: string };
    }[];
  }[];
}

export interface FedexParty {
  address: {
    streetLines: string[];
    city: string;
    stateOrProvinceCode?: string;
    postalCode: string;
    countryCode: string;
  };
  contact?: { personName?: string; companyName?: string; phoneNumber?: string };
}

export interface FedexPackageLineItem {
  weight: { units: 'LB' | 'KG'; value: number };
  dimensions?: { length: number; width: number; height: number; units: 'IN' | 'CM' };
  customerReferences?: { customerReferenceType: 'CUSTOMER_REFERENCE'; value: string }[];
}

export interface FedexRequestedShipment {
  shipper: FedexParty;
  recipient?: FedexParty;
  pickupType: 'DROPOFF_AT_FEDEX_LOCATION' | 'USE_SCHEDULED_PICKUP' | 'CONTACT_FEDEX_TO_SCHEDULE';
  rateRequestType?: ('ACCOUNT' | 'LIST')[];
  serviceType?: string;
  packagingType?: string;
  shipDatestamp?: string;
  shippingChargesPayment?: { paymentType: 'SENDER' };
  labelSpecification?: { imageType: 'PDF'; labelStockType: string };
  requestedPackageLineItems: FedexPackageLineItem[];
}

interface FedexRateOutput {
  rateReplyDetails?: {
    serviceType: string;
    ratedShipmentDetails?: { totalNetCharge?: number; currency?: string }[];
  }[];
}

interface FedexShipOutput {
  transactionShipments?: {
    masterTrackingNumber?: string;
    serviceType?: string;
    pieceResponses?: { trackingNumber: string; packageDocuments?: { encodedLabel?: string }[] }[];
  }[];
}
