import { randomBytes } from 'node:crypto';
import { generateSellerData, type Product, type SellerData } from './data/generate.js';
import { inboundFactsOf } from './data/inbound-facts.js';
import { createDemoSellers, derivePlusAddressedSeller, type DemoSeller } from './data/sellers.js';
import { FedexStore } from './fedex/store.js';
import { InboundStore } from './inbound/store.js';
import type { BoxUpdateInput } from './inbound/types.js';
import { IdempotencyStore } from './payments/idempotency.js';
import { PaymentsProcessor } from './payments/processor.js';
import { RateLimiter } from './rate-limit.js';
import { loadRateTable } from './rate-table.js';
import { ReportStore } from './reports-store.js';
import { readState, STATE_VERSION, writeState, type SandboxState } from './state-file.js';
import { TokenStore } from './tokens.js';
import type { FaultOptions, InboundPlanSummary, InboundSkuFacts, ResolvedOptions, SellerStats } from './types.js';

interface Counters {
  calls: Record<string, number>;
  throttled: Record<string, number>;
  failed: Record<string, number>;
}

/** Everything one sandbox instance holds; built once per startSandbox. */

/** A box's weight in pounds and units per msku, as the test accessors show it. */
function boxSummary(box: BoxUpdateInput) {
  const pounds = box.weight.unit === 'KG' ? box.weight.value * 2.20462262 : box.weight.value;
  return {
    contentInformationSource: box.contentInformationSource,
    weightLb: Math.round(pounds * 100) / 100,
    items: (box.items ?? []).map((i) => ({ msku: i.msku, quantity: i.quantity })),
  };
}
export interface SandboxContext {
  options: ResolvedOptions;
  now: () => number;
  /** Random per instance: signs the consent ticket and document URLs. */
  secret: Buffer;
  sellers: DemoSeller[];
  tokens: TokenStore;
  reports: ReportStore;
  limiter: RateLimiter;
  faults: FaultOptions;
  /**
   * Operations a seller's authorization does not cover (a role the seller did not grant, an
   * operation not offered in a marketplace): answered 403 with a valid token.
   */
  deniedOperations: Map<string, Set<string>>;
  /** The Stripe-subset payment processor and its idempotent-request store. */
  payments: PaymentsProcessor;
  paymentsIdempotency: IdempotencyStore;
  /** FedEx REST (/fedex): tokens and shipments. */
  fedex: FedexStore;
  /** Fulfillment Inbound v2024-03-20 plans, shipments, previews and operations. */
  inbound: InboundStore;
  findSeller(sellerId: string): DemoSeller | undefined;
  findSellerByEmail(email: string): DemoSeller | undefined;
  /** The seller's data, generated on first use (plus-addressed sellers share their base seller's). */
  dataOf(seller: DemoSeller): SellerData;
  /**
   * The product whose catalogue image is `imageId`, in any demo catalogue (the image host is
   * public: no seller is known). Catalogues not generated yet are generated to look it up.
   */
  productByImageId(imageId: string): Product | undefined;
  count(sellerId: string, kind: keyof Counters, operationId: string): void;
  statsOf(seller: DemoSeller): SellerStats;
  generatedCatalogs(): number;
  inboundPlansOf(sellerId: string): InboundPlanSummary[];
  inboundFactsOf(seller: DemoSeller): InboundSkuFacts[];
  /** Saves the state to options.dataDir (when set) before the answer that changed it is sent. */
  persist(): void;
}

const DAY = 86_400_000;

export function createContext(options: ResolvedOptions, now: () => number): SandboxContext {
  const sellers = createDemoSellers(options.seed, options.largeStoreSkus);
  const saved = options.dataDir ? readState(options.dataDir) : undefined;
  if (saved && saved.seed !== options.seed)
    throw new Error(
      `The sandbox state in ${options.dataDir} was made with seed ${saved.seed}, not ${options.seed}; use that seed or another folder.`,
    );
  // Dates count back from the first start day's UTC midnight, so the data is the same all day
  // (and, with a data folder, across restarts on later days).
  const anchor = saved?.anchor ?? Math.floor(now() / DAY) * DAY;
  const derivedSellerEmails: string[] = [];
  const data = new Map<string, SellerData>();
  const productsByImageId = new Map<string, Product>();
  const counters = new Map<string, Counters>();
  const countersOf = (sellerId: string) => {
    let c = counters.get(sellerId);
    if (!c) counters.set(sellerId, (c = { calls: {}, throttled: {}, failed: {} }));
    return c;
  };
  const secret = saved ? Buffer.from(saved.secret, 'base64') : randomBytes(32);
  const context: SandboxContext = {
    options,
    now,
    secret,
    sellers,
    tokens: new TokenStore(now),
    reports: new ReportStore(now),
    limiter: new RateLimiter(loadRateTable(), options.rateScale, now),
    faults: { ...options.faults },
    deniedOperations: new Map(),
    payments: new PaymentsProcessor({
      now,
      secret,
      // publicUrl is known once the server listens; read it when an intent needs it.
      challengeUrl: (intentId, clientSecret) =>
        `${options.publicUrl}/3ds/challenge/${encodeURIComponent(intentId)}?client_secret=${encodeURIComponent(clientSecret)}`,
    }),
    paymentsIdempotency: new IdempotencyStore(now),
    fedex: new FedexStore(now),
    inbound: new InboundStore({
      now,
      timings: options,
      dataOf(sellerId) {
        const seller = sellers.find((s) => s.sellerId === sellerId);
        return seller ? context.dataOf(seller) : undefined;
      },
    }),
    findSeller: (sellerId) => sellers.find((s) => s.sellerId === sellerId),
    findSellerByEmail(email) {
      const normalized = email.trim().toLowerCase();
      const known = sellers.find((s) => s.email === normalized);
      if (known) return known;
      const derived = derivePlusAddressedSeller(options.seed, sellers, normalized);
      if (derived) {
        sellers.push(derived);
        derivedSellerEmails.push(normalized);
        context.persist();
      }
      return derived;
    },
    dataOf(seller) {
      let d = data.get(seller.catalogSellerId);
      if (!d) {
        const base = sellers.find((s) => s.sellerId === seller.catalogSellerId) ?? seller;
        data.set(seller.catalogSellerId, (d = generateSellerData(base, options.seed, anchor)));
        for (const product of d.products) productsByImageId.set(product.imageId, product);
      }
      return d;
    },
    productByImageId(imageId) {
      for (const base of sellers) {
        const found = productsByImageId.get(imageId);
        if (found) return found;
        if (base.catalogSellerId === base.sellerId) context.dataOf(base);
      }
      return productsByImageId.get(imageId);
    },
    count(sellerId, kind, operationId) {
      const c = countersOf(sellerId)[kind];
      c[operationId] = (c[operationId] ?? 0) + 1;
    },
    generatedCatalogs: () => data.size,
    inboundPlansOf(sellerId) {
      const store = context.inbound;
      return store.allPlansOf(sellerId).map((plan) => ({
        inboundPlanId: plan.inboundPlanId,
        name: plan.name,
        status: plan.status,
        marketplaceId: plan.marketplaceId,
        confirmedPlacementOptionId: plan.confirmedPlacementOptionId ?? null,
        confirmedPackingOptionId: plan.confirmedPackingOptionId ?? null,
        shipments: store.allShipmentsOf(plan).map((s) => ({
          shipmentId: s.shipmentId,
          shipmentConfirmationId: s.shipmentConfirmationId ?? null,
          name: s.name,
          status: s.status,
          warehouseId: s.warehouseId,
          source: { name: s.source.name, city: s.source.city, postalCode: s.source.postalCode },
          items: s.items.map((i) => ({
            msku: i.msku,
            quantity: i.quantity,
            ...(i.expiration ? { expiration: i.expiration } : {}),
          })),
          trackingIds: s.trackingDetails?.spdTrackingDetail?.spdTrackingItems.map((t) => t.trackingId) ?? [],
          boxIds: (s.amazonBoxes ?? []).map((b) => b.boxId),
          boxes: [...(s.amazonBoxes ?? [])]
            .sort((a, b) => (a.boxId < b.boxId ? -1 : 1))
            .map((b) => ({ boxId: b.boxId, packageId: b.packageId, ...boxSummary(b.box) })),
          previews: store.previewsOf(s).map((p) => ({
            contentUpdatePreviewId: p.contentUpdatePreviewId,
            confirmed: p.confirmed,
            items: p.items.map((i) => ({ msku: i.msku, quantity: i.quantity })),
            boxes: p.boxes.map((b) => ({ packageId: b.packageId ?? null, ...boxSummary(b) })),
          })),
        })),
      }));
    },
    inboundFactsOf(seller) {
      const d = context.dataOf(seller);
      return d.products.map((p) => {
        const facts = inboundFactsOf(p);
        return {
          sku: p.sku,
          asin: p.asin,
          fnsku: p.fnsku,
          status: p.status,
          marketplaceIds: [...d.listingsBySku].filter(([, bySku]) => bySku.has(p.sku)).map(([id]) => id),
          sizeTier: facts.sizeTier,
          sizeClass: facts.sizeClass,
          shippingWeightLb: facts.shippingWeightLb,
          dangerousGoods: facts.dangerousGoods
            ? { unNumber: facts.dangerousGoods.unNumber, transportClass: facts.dangerousGoods.transportClass }
            : null,
          caseQuantity: facts.caseQuantity,
          maxShipmentQuantity: facts.maxShipmentQuantity,
          expirationDated: facts.expirationDated,
          labelRequired: facts.labelRequired,
          prepRequired: facts.prepRequired,
        };
      });
    },
    statsOf(seller) {
      const d = context.dataOf(seller);
      const c = countersOf(seller.sellerId);
      return {
        skusByMarketplace: Object.fromEntries([...d.listings].map(([id, list]) => [id, list.length])),
        shipments: d.shipments.length,
        shipmentItems: d.shipments.reduce((sum, s) => sum + s.items.length, 0),
        calls: { ...c.calls },
        throttled: { ...c.throttled },
        failed: { ...c.failed },
      };
    },
    persist() {
      if (!options.dataDir) return;
      const state: SandboxState = {
        version: STATE_VERSION,
        seed: options.seed,
        secret: secret.toString('base64'),
        anchor,
        derivedSellerEmails,
        tokens: context.tokens.snapshot(),
        reports: context.reports.snapshot(),
        payments: context.payments.snapshot(),
        paymentsIdempotency: context.paymentsIdempotency.snapshot(),
        inbound: context.inbound.snapshot(),
        fedex: context.fedex.snapshot(),
      };
      writeState(options.dataDir, state);
    },
  };
  if (saved) {
    for (const email of saved.derivedSellerEmails) {
      const derived = derivePlusAddressedSeller(options.seed, sellers, email);
      if (derived && !sellers.some((s) => s.sellerId === derived.sellerId)) {
        sellers.push(derived);
        derivedSellerEmails.push(email);
      }
    }
    context.tokens.restore(saved.tokens);
    context.reports.restore(saved.reports);
    context.payments.restore(saved.payments);
    context.paymentsIdempotency.restore(saved.paymentsIdempotency);
    if (saved.inbound) context.inbound.restore(saved.inbound);
    if (saved.fedex) context.fedex.restore(saved.fedex);
  }
  return context;
}
