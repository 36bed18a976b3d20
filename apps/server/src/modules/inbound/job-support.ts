import type PgBoss from 'pg-boss';
import { inboundMessages, type OperationProblem, type PlanRequestStep } from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import type { InboundRequestItem, StoredPlacementOption } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { InboundApi, PlacementOption } from '../marketplace/fulfillment-inbound.js';
import type { PackingApi } from '../marketplace/inbound-packing.js';
import type { OperationPoller } from '../marketplace/inbound-operations.js';
import { MarketplaceError, type Logger, type MarketplaceClient } from '../marketplace/marketplace-client.js';
import type { PlacementRepository } from '../shipments/placement.repository.js';
import type { ShipmentsRepository } from '../shipments/shipments.repository.js';
import type { InboundRepository, PlanRequestRow, PlanRow } from './inbound.repository.js';
import type { PackingRepository } from './packing.repository.js';

// What the plan-request job's parts share (inbound.jobs.ts runs the job; planning.jobs.ts,
// creation.jobs.ts, packing.jobs.ts and placement.jobs.ts are its steps): settings, the rules
// of Amazon's answers, and the engine's context each part is handed.

/** Plans of a one-by-one request in flight at once. */
export const PLAN_LANES = 4;
/** Shipments read (getShipment, listShipmentItems) at once. */
export const SHIPMENT_LANES = 4;
/** Plan asks a FAILED createInboundPlan may be followed by (without the SKUs Amazon named). */
export const MAX_CREATE_ATTEMPTS = 3;
export interface InboundTiming {
  /** The request's lease and how often it is renewed. */
  leaseMs: number;
  renewMs: number;
  /** How long after a lost create answer a plan missing from listInboundPlans counts as never made. */
  reconcileGraceMs: number;
}

export const DEFAULT_TIMING: InboundTiming = {
  leaseMs: 45_000,
  renewMs: 10_000,
  reconcileGraceMs: 5_000,
};

/** The request's lease went to another process (this one stalled): stop without writing more. */
export class LeaseLost extends Error {}

export interface InboundEngineDeps {
  boss: PgBoss;
  marketplace: MarketplaceClient;
  /** The one poller of Amazon's operations (marketplace/inbound-operations.ts). */
  operations: OperationPoller;
  log: Logger & { error(obj: object, msg: string): void };
  repo: Pick<
    InboundRepository,
    | 'findRequestById'
    | 'findStore'
    | 'plansOf'
    | 'findPlan'
    | 'updatePlan'
    | 'updateRequest'
    | 'markCreateSent'
    | 'startConfirm'
    | 'upsertPlanShipments'
    | 'shipmentsOf'
    | 'updatePlanShipment'
    | 'failCreations'
    | 'claim'
    | 'renew'
    | 'workVersion'
    | 'finishIfIdle'
    | 'release'
    | 'findUnattended'
  >;
  /** Pack-first plans' packing groups (packing.jobs.ts). */
  packingRepo: Pick<PackingRepository, 'upsertGroups' | 'groupsOf' | 'startPackingConfirm' | 'failGroupCreations'>;
  /** A created shipment is recorded and its plan shipment (or packing group) marked CREATED in one transaction. */
  transaction: InTransaction<{
    inboundRepo: Pick<InboundRepository, 'updatePlanShipment'>;
    packingRepo: Pick<PackingRepository, 'updateGroup'>;
    shipmentsRepo: Pick<ShipmentsRepository, 'recordCreated' | 'linkToPlan'>;
    placementRepo: Pick<PlacementRepository, 'packedBoxes' | 'applyPlacement'>;
  }>;
  /** The shipments module's read of packed boxes (Send Box Contents). */
  placementRepo: Pick<PlacementRepository, 'packedBoxes'>;
  /** The account's favourite FC per FBA type (Ship to FC defaults). */
  favouriteFcs: (accountId: string) => Promise<Record<string, string>>;
  /** The time of day: placement options' expiries and when a call to Amazon was sent. */
  clock: Clock;
  pollingIntervalSeconds?: number;
  timing?: Partial<InboundTiming>;
}

export function toMessage(error: unknown): string {
  return error instanceof MarketplaceError ? error.message : inboundMessages.somethingWentWrong;
}

/** Runs `work` over the items, `lanes` at a time. */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next]!;
        next += 1;
        await work(item);
      }
    }),
  );
}

export const PROGRESS_BY_STATUS: Record<string, number> = {
  PENDING: 5,
  CREATING: 20,
  PACKING: 45,
  PACKING_LISTING: 75,
  SENDING_BOXES: 20,
  GENERATING: 45,
  LISTING: 75,
  READY: 100,
  FAILED: 100,
};
export const STEP_BY_STATUS: Record<string, PlanRequestStep> = {
  PENDING: 'CREATING_PLAN',
  CREATING: 'CREATING_PLAN',
  PACKING: 'GENERATING_PACKING_OPTIONS',
  PACKING_LISTING: 'READING_PACKING_OPTIONS',
  SENDING_BOXES: 'SENDING_BOX_CONTENT',
  GENERATING: 'GENERATING_PLACEMENT_OPTIONS',
  LISTING: 'READING_PLACEMENT_OPTIONS',
  READY: 'DONE',
  FAILED: 'DONE',
};
export const isPlanDone = (plan: Pick<PlanRow, 'status'>) =>
  plan.status === 'READY' || plan.status === 'FAILED' || plan.status === 'CANCELLED';
/** How long a cleared plan's cancel operation is followed before it is left to Amazon. */
export const CANCEL_WAIT_MS = 30_000;

/** The name a plan gets at Amazon: how a plan whose create answer was lost is found again (40 characters at most). */
export function planNameFor(requestId: string, seq: number, attempt: number): string {
  return `Stowline ${requestId.slice(0, 8)}-${seq}-${attempt}`;
}

/**
 * A created shipment's ship-from address in the spec's shape, from the request's warehouse
 * snapshot, with the warehouse's contact phone: an own carrier's label needs it (FedEx: 10 digits).
 */
export function toShipFromAddress(a: Record<string, string>): Record<string, string> {
  return {
    Name: a.name ?? '',
    AddressLine1: a.addressLine1 ?? '',
    ...(a.addressLine2 ? { AddressLine2: a.addressLine2 } : {}),
    City: a.city ?? '',
    StateOrProvinceCode: a.stateOrProvinceCode ?? '',
    PostalCode: a.postalCode ?? '',
    CountryCode: a.countryCode ?? '',
    ...(a.phoneNumber ? { PhoneNumber: a.phoneNumber } : {}),
  };
}

/** Amazon's own failures (naming no SKU) that its message says to try again. */
export function isTransient(problems: readonly OperationProblem[]): boolean {
  const errors = problems.filter((p) => p.severity?.toUpperCase() !== 'WARNING');
  return (
    errors.length > 0 &&
    errors.every((p) => /Internal|ServiceUnavailable|Throttl/i.test(p.code) || /try again/i.test(p.message))
  );
}

export { cleanMessage } from '../marketplace/inbound-operations.js';

/** The expiry date the seller planned a SKU with (the shipment's item takes it), if any. */
export function expiryOf(request: { items: readonly InboundRequestItem[] }, sku: string): string | null {
  return request.items.find((i) => i.SellerSKU.toLowerCase() === sku.toLowerCase())?.expiration ?? null;
}

export function toItemInput(item: InboundRequestItem) {
  return {
    msku: item.SellerSKU,
    quantity: item.Quantity,
    labelOwner: item.labelOwner,
    prepOwner: item.prepOwner,
    ...(item.expiration ? { expiration: item.expiration } : {}),
  };
}

export function toStoredOption(option: PlacementOption): StoredPlacementOption {
  return {
    placementOptionId: option.placementOptionId,
    status: option.status,
    fees: option.fees ?? [],
    discounts: option.discounts ?? [],
    expiration: option.expiration ?? null,
    shipmentIds: option.shipmentIds ?? [],
  };
}

/** What the engine hands each part of the job: its dependencies and the process's own helpers. */
export interface EngineContext {
  deps: InboundEngineDeps;
  timing: InboundTiming;
  /** Waits, or less when the process is stopping. */
  sleep: (ms: number) => Promise<void>;
  /** Waits until the next look at the operation is due (the poller's schedule), or less when stopping. */
  pause: (operationId: string | null | undefined) => Promise<void>;
  throwIfStopping: () => void;
  apiFor: (request: PlanRequestRow) => Promise<InboundApi>;
  packingApiFor: (request: PlanRequestRow) => Promise<PackingApi>;
}
