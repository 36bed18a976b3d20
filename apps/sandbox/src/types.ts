/** Options of {@link startSandbox}; every field is optional. */
export interface SandboxOptions {
  /** 0 = random; default 3100. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Base URL the consent page and report-document URLs use; default http://127.0.0.1:<port>. */
  publicUrl?: string;
  /** Default 1; all demo data is a pure function of the seed (and of the start day, for dates). */
  seed?: number;
  /** Default 'amzn1.sp.solution.sandbox-stowline'. */
  applicationId?: string;
  /** Default 'amzn1.application-oa2-client.sandbox'. */
  clientId?: string;
  /** Default 'sandbox-secret'. */
  clientSecret?: string;
  /** SKUs of the large demo store; default 5000. */
  largeStoreSkus?: number;
  /** Multiplies every operation's rate and burst; default 1 (the models' limits). */
  rateScale?: number;
  /** Time a report stays IN_QUEUE/IN_PROGRESS before DONE; default 2000. */
  reportDelayMs?: number;
  /** Time a Fulfillment Inbound v2024-03-20 operation stays IN_PROGRESS (minutes are fine: Amazon's can); default 1500. */
  operationDelayMs?: number;
  /** Time an inbound plan's placement options can be confirmed; default 24 hours. */
  placementOptionTtlMs?: number;
  /**
   * Time a confirmed placement option takes packing and transport after its confirmation (its
   * `expiration` in listPlacementOptions); default 14 days.
   */
  confirmedPlacementTtlMs?: number;
  /** Time a shipment content-update preview can be confirmed; default 1 hour. */
  contentUpdatePreviewTtlMs?: number;
  /**
   * Time between a shipment's stages after its transport's void window ends: SHIPPED, IN_TRANSIT,
   * DELIVERED, CHECKED_IN, RECEIVING, CLOSED; default 6 hours.
   */
  transitStageMs?: number;
  faults?: FaultOptions;
  /** The FedEx OAuth client id and secret /fedex/oauth/token accepts; default 'l7sandbox-fedex-client' / 'sandbox-fedex-secret'. */
  fedexClientId?: string;
  fedexClientSecret?: string;
  /** The payments API's secret key (`Authorization: Bearer sk_...`); default 'sk_test_sandbox'. */
  paymentsSecretKey?: string;
  /** The hosted card fields' and POST /v1/tokens' publishable key; default 'pk_test_sandbox'. */
  paymentsPublishableKey?: string;
  /**
   * Folder of the sandbox's own state (grants, reports, payment objects, idempotency keys);
   * unset = in memory only. A sandbox started again on the same folder carries on where it was.
   */
  dataDir?: string;
  /** Fastify request logging; default false. */
  logger?: boolean;
}

export interface FaultOptions {
  /** Share 0..1 of SP-API calls answered 429 (with x-amzn-RateLimit-Limit) regardless of the bucket. */
  rate429?: number;
  /** Share 0..1 answered 500 InternalFailure. */
  rate500?: number;
  /** Share 0..1 answered 503 ServiceUnavailable. */
  rate503?: number;
  /** Added to every SP-API call. */
  latencyMs?: number;
  /**
   * Share 0..1 of SP-API writes (every method but GET) that are carried out but answered 500
   * InternalFailure, as when a response is lost: the client cannot tell whether it acted.
   */
  rateLostResponse?: number;
  /**
   * Share 0..1 of Fulfillment Inbound v2024-03-20 operations that end FAILED with Amazon's
   * InternalServerError problem ('ERROR: Something went wrong. Please try again later.') and no effect.
   */
  rateFailedOperation?: number;
}

export type ResolvedOptions = Required<Omit<SandboxOptions, 'faults' | 'logger' | 'dataDir'>> & {
  faults: FaultOptions;
  dataDir?: string;
};

export type SellerKind = 'small' | 'large' | 'limited';

export interface DemoSellerSummary {
  sellerId: string;
  email: string;
  password: string;
  name: string;
  kind: SellerKind;
  /** Marketplaces the seller participates in. */
  marketplaceIds: string[];
}

/** One inbound plan of a seller as tests see it (also `GET /_sandbox/sellers/:sellerId/inbound`). */
export interface InboundPlanSummary {
  inboundPlanId: string;
  name: string;
  /** Undefined while createInboundPlan's operation is IN_PROGRESS. */
  status: 'ACTIVE' | 'VOIDED' | 'SHIPPED' | 'ERRORED' | undefined;
  marketplaceId: string;
  confirmedPlacementOptionId: string | null;
  /** The packing option confirmed (pack first), if any. */
  confirmedPackingOptionId: string | null;
  /** Shipments of the current placement options (UNCONFIRMED), then WORKING / CANCELLED / ABANDONED. */
  shipments: {
    shipmentId: string;
    shipmentConfirmationId: string | null;
    name: string;
    status: string;
    warehouseId: string;
    /** The ship-from address (createInboundPlan's sourceAddress, or updateShipmentSourceAddress's). */
    source: { name: string; city: string; postalCode: string };
    /** `expiration`: the expiry date createInboundPlan was given for the SKU's units, if any. */
    items: { msku: string; quantity: number; expiration?: string }[];
    /** The small parcel tracking ids updateShipmentTrackingDetails last gave, in the order given. */
    trackingIds: string[];
    /** Amazon's box ids (listShipmentBoxes' boxId), FBA id + 'U' + number. */
    boxIds: string[];
    /** Amazon's boxes (listShipmentBoxes): ids, weight in pounds and units per msku, in boxId order. */
    boxes: InboundBoxSummary[];
    /** The content-update previews generated for the shipment, oldest first, with the boxes they asked for. */
    previews: {
      contentUpdatePreviewId: string;
      confirmed: boolean;
      items: { msku: string; quantity: number }[];
      /** packageId null: a new box. */
      boxes: (Omit<InboundBoxSummary, 'boxId' | 'packageId'> & { packageId: string | null })[];
    }[];
  }[];
}

/** A box of a shipment as the test accessors show it. */
export interface InboundBoxSummary {
  boxId: string;
  packageId: string;
  contentInformationSource: string;
  weightLb: number;
  items: { msku: string; quantity: number }[];
}

/** What the sandbox knows of a SKU for inbound plans (also `GET /_sandbox/sellers/:sellerId/inbound-facts`). */
export interface InboundSkuFacts {
  sku: string;
  asin: string;
  fnsku: string;
  status: 'Active' | 'Inactive' | 'Incomplete';
  /** Marketplaces the SKU is listed in. */
  marketplaceIds: string[];
  sizeTier: string;
  sizeClass: 'standard' | 'oversize';
  shippingWeightLb: number;
  dangerousGoods: { unNumber: string; transportClass: string } | null;
  caseQuantity: number | null;
  maxShipmentQuantity: number;
  expirationDated: boolean;
  labelRequired: boolean;
  prepRequired: boolean;
}

export interface SellerStats {
  /** Listings per marketplaceId. */
  skusByMarketplace: Record<string, number>;
  /** Inbound shipments (all statuses, all marketplaces). */
  shipments: number;
  shipmentItems: number;
  /** Successful calls per operationId. */
  calls: Record<string, number>;
  /** 429s per operationId (bucket or injected). */
  throttled: Record<string, number>;
  /** Injected 5xx per operationId. */
  failed: Record<string, number>;
}

export interface PaymentMethodSummary {
  id: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SetupIntentSummary {
  id: string;
  /** Stripe's SetupIntent status: requires_payment_method, requires_confirmation, requires_action, succeeded, canceled. */
  status: string;
  paymentMethod: string | null;
  /** last_setup_error.code, e.g. card_declined, setup_intent_authentication_failure. */
  lastErrorCode: string | null;
}

export interface PaymentIntentSummary {
  id: string;
  /** Stripe's PaymentIntent status. */
  status: string;
  /** Smallest currency unit (cents). */
  amount: number;
  currency: string;
  amountReceived: number;
  paymentMethod: string | null;
  /** Whether the latest confirmation was off-session. */
  offSession: boolean;
  /** last_payment_error.code, e.g. card_declined, authentication_required. */
  lastErrorCode: string | null;
  metadata: Record<string, string>;
}

/** A payments customer as tests see it (also `GET /_sandbox/payments/customers/:id`). */
export interface PaymentsCustomerSummary {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  /** Attached cards, oldest first. */
  paymentMethods: PaymentMethodSummary[];
  setupIntents: SetupIntentSummary[];
  /** Oldest first. */
  paymentIntents: PaymentIntentSummary[];
  successfulCharges: number;
}

/** What a test needs from the payments processor without going through the Stripe API. */
export interface SandboxPayments {
  /** The customer, its cards, intents and charge count; undefined for an unknown id. */
  customer(customerId: string): PaymentsCustomerSummary | undefined;
  /** The customer's payment intents, oldest first. */
  paymentIntents(customerId: string): PaymentIntentSummary[];
  /** Charges that succeeded for the customer (declined attempts are not counted). */
  successfulCharges(customerId: string): number;
  /**
   * Answers a pending 3-D Secure challenge as the customer would on the bank page, without
   * a browser. Returns the intent's new status and the URL the browser would be sent to
   * (null without return_url). Throws if nothing is pending for that intent.
   */
  authorizeChallenge(intentId: string, outcome: 'complete' | 'fail'): { status: string; redirectUrl: string | null };
}

export interface Sandbox {
  /** e.g. http://127.0.0.1:3100 */
  url: string;
  port: number;
  options: ResolvedOptions;
  setFaults(faults: FaultOptions): void;
  /** How long inbound operations started from now on stay IN_PROGRESS (Amazon's can take minutes). */
  setOperationDelay(ms: number): void;
  /** Ends the seller's inbound operations still IN_PROGRESS now (tests that hold an operation open). */
  finishOperations(sellerId: string): void;
  demoSellers(): DemoSellerSummary[];
  stats(sellerId: string): SellerStats;
  /** How many catalogues have been generated so far (each on its seller's first call). */
  generatedCatalogs(): number;
  /** Invalidates every refresh token and access token of that seller (next refresh: invalid_grant). */
  revoke(sellerId: string): void;
  /**
   * Answers these operations 403 for that seller while its tokens stay valid, as Amazon does for
   * a role the seller's authorization lacks (an empty list allows every operation again).
   */
  deny(sellerId: string, operations: readonly string[]): void;
  /** The seller's inbound plans (v2024-03-20) and their shipments, oldest first. */
  inboundPlans(sellerId: string): InboundPlanSummary[];
  /** The inbound facts of the seller's SKUs (size tier, dangerous goods, case pack, limits). */
  inboundFacts(sellerId: string): InboundSkuFacts[];
  /** FedEx's shipments (master tracking number, account, reference, packages, cancelled), oldest first. */
  fedexShipments(): FedexShipmentSummary[];
  /** Expires every FedEx access token (the next call with one answers 401). */
  expireFedexTokens(): void;
  /** The payment processor (Stripe subset) behind /v1: test accessors. */
  payments: SandboxPayments;
  close(): Promise<void>;
}

export interface FedexShipmentSummary {
  masterTrackingNumber: string;
  /** The ship date (the create's shipDatestamp, or the day it was made). */
  shipDatestamp: string;
  /** Each package's weight in pounds, in order. */
  weightsLb: number[];
  accountNumber: string;
  reference: string | null;
  serviceType: string;
  labelStockType: string;
  trackingNumbers: string[];
  cancelled: boolean;
}
