import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import {
  chooseDefaultOption,
  inboundMessages,
  mapProblemsToSkus,
  type OperationProblem,
  type PlanRequestStep,
} from '@stowline/domain';
import type { InboundRequestItem, StoredPlacementOption } from '../../db/schema.js';
import { MarketplaceError, type Logger, type MarketplaceClient } from '../marketplace/marketplace-client.js';
import { createInboundApi, type InboundApi, type PlacementOption } from '../marketplace/fulfillment-inbound.js';
import type { InTransaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ShipmentsRepository } from '../shipments/shipments.repository.js';
import type { InboundRepository, PlanRequestRow, PlanRow, PlanShipmentRow } from './inbound.repository.js';
import { listPlans, shipmentFee, toLabelPrepType } from './inbound.view.js';
import { createPackingApi } from '../marketplace/inbound-packing.js';
import { createPackingSteps } from './packing.jobs.js';
import { createPlacementSteps, PlacementMismatch } from './placement.jobs.js';
import type { PlacementRepository } from '../shipments/placement.repository.js';
import type { PackingRepository } from './packing.repository.js';

const QUEUE = 'inbound-plans';
const SWEEP_QUEUE = 'inbound-plans-sweep';
/** Requests worked on at once per process; the SP-API token buckets pace the calls. */
const WORKERS = 4;
/** Plans of a one-by-one request in flight at once. */
const PLAN_LANES = 4;
/** Shipments read (getShipment, listShipmentItems) at once. */
const SHIPMENT_LANES = 4;
/** Plan asks a FAILED createInboundPlan may be followed by (without the SKUs Amazon named). */
const MAX_CREATE_ATTEMPTS = 3;
/** Each wait for an operation is this much longer than the last (from pollMinMs to pollMaxMs). */
const POLL_GROWTH = 1.2;

export interface InboundTiming {
  /** Operation polling: first wait, and the longest. */
  pollMinMs: number;
  pollMaxMs: number;
  /** The request's lease and how often it is renewed. */
  leaseMs: number;
  renewMs: number;
  /** How long after a lost create answer a plan missing from listInboundPlans counts as never made. */
  reconcileGraceMs: number;
}

const DEFAULT_TIMING: InboundTiming = {
  pollMinMs: 300,
  pollMaxMs: 3000,
  leaseMs: 45_000,
  renewMs: 10_000,
  reconcileGraceMs: 5_000,
};

/** The request's lease went to another process (this one stalled): stop without writing more. */
class LeaseLost extends Error {}

export interface InboundEngineDeps {
  boss: PgBoss;
  marketplace: MarketplaceClient;
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

function toMessage(error: unknown): string {
  return error instanceof MarketplaceError ? error.message : inboundMessages.somethingWentWrong;
}

/** Runs `work` over the items, `lanes` at a time. */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
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

const PROGRESS_BY_STATUS: Record<string, number> = {
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
const STEP_BY_STATUS: Record<string, PlanRequestStep> = {
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
const isPlanDone = (plan: Pick<PlanRow, 'status'>) =>
  plan.status === 'READY' || plan.status === 'FAILED' || plan.status === 'CANCELLED';
/** Checks of a cancel operation before it is left to Amazon (about half a minute of polling). */
const CANCEL_POLLS = 15;

/** The name a plan gets at Amazon: how a plan whose create answer was lost is found again (40 characters at most). */
export function planNameFor(requestId: string, seq: number, attempt: number): string {
  return `Stowline ${requestId.slice(0, 8)}-${seq}-${attempt}`;
}

/**
 * v2024's AddressInput from a warehouse snapshot, cut to the model's lengths; empty optional
 * fields are left out (the model wants at least one character).
 */
function toAddressInput(address: Record<string, string>) {
  const cut = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);
  const optional = (value: string | undefined, max: number) => cut(value, max) || undefined;
  return {
    name: cut(address.name, 50),
    companyName: optional(address.companyName, 50),
    addressLine1: cut(address.addressLine1, 180),
    addressLine2: optional(address.addressLine2, 60),
    city: cut(address.city, 30),
    stateOrProvinceCode: optional(address.stateOrProvinceCode, 64),
    postalCode: cut(address.postalCode, 32),
    countryCode: cut(address.countryCode, 2),
    phoneNumber: cut(address.phoneNumber, 20),
    email: optional(address.email, 1024),
  };
}

/** Amazon's own failures (naming no SKU) that its message says to try again. */
function isTransient(problems: readonly OperationProblem[]): boolean {
  const errors = problems.filter((p) => p.severity?.toUpperCase() !== 'WARNING');
  return (
    errors.length > 0 &&
    errors.every((p) => /Internal|ServiceUnavailable|Throttl/i.test(p.code) || /try again/i.test(p.message))
  );
}

/** Amazon's messages start with 'ERROR: '; the seller reads the sentence. */
export function cleanMessage(message: string): string {
  return message.replace(/(^|\s)(ERROR|WARNING):\s*/g, '$1').trim();
}

function toItemInput(item: InboundRequestItem) {
  return {
    msku: item.SellerSKU,
    quantity: item.Quantity,
    labelOwner: item.labelOwner,
    prepOwner: item.prepOwner,
    ...(item.expiration ? { expiration: item.expiration } : {}),
  };
}

function toStoredOption(option: PlacementOption): StoredPlacementOption {
  return {
    placementOptionId: option.placementOptionId,
    status: option.status,
    fees: option.fees ?? [],
    discounts: option.discounts ?? [],
    expiration: option.expiration ?? null,
    shipmentIds: option.shipmentIds ?? [],
  };
}

/**
 * The plan-request job (see the README beside this file). One pg-boss job per request turn; the
 * request's lease (inbound_plan_requests.lease_holder/lease_until, renewed while it runs) keeps
 * one process at it at a time, and `work_version` makes sure work added while a turn ends is
 * never left unseen. Every step's state is in PostgreSQL before the next call, so a process that
 * stops (or dies: its lease lapses, the sweep sends the job again) resumes where it was.
 */
export function createInboundEngine(deps: InboundEngineDeps) {
  const { boss, marketplace, log, repo, clock } = deps;
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  const packingSteps = createPackingSteps({
    repo,
    packingRepo: deps.packingRepo,
    transaction: deps.transaction,
    failPlanWithProblems: (plan, problems, stage) => failPlanWithProblems(plan, problems, stage),
    packedBoxes: (accountId, rowIds) => deps.placementRepo.packedBoxes(accountId, rowIds),
    clock,
    reconcileGraceMs: timing.reconcileGraceMs,
  });
  const placementSteps = createPlacementSteps({ packingRepo: deps.packingRepo, transaction: deps.transaction });
  const stopping = new AbortController();
  let started = false;
  /** This process's workers, woken when this process queues work (no wait for their next poll). */
  const workerIds: string[] = [];

  /** Waits, or less when the process is stopping. */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      stopping.signal.addEventListener('abort', done, { once: true });
    });

  function throwIfStopping(): void {
    if (stopping.signal.aborted) throw new Error('Interrupted: the server is stopping');
  }

  async function kick(requestId: string): Promise<void> {
    if (!started) return;
    await boss.send(QUEUE, { requestId }, { retryLimit: 30, retryDelay: 1, retryBackoff: true, expireInSeconds: 1800 });
    for (const id of workerIds) boss.notifyWorker(id);
  }

  async function storeOf(request: PlanRequestRow) {
    const store = await repo.findStore(request.accountId, request.storeId);
    if (!store?.sellerId || !store.isAuthorized)
      throw new MarketplaceError('unauthorized', inboundMessages.storeNotConnected);
    return { storeId: store.storeId, sellerId: store.sellerId };
  }

  async function apiFor(request: PlanRequestRow): Promise<InboundApi> {
    return createInboundApi(marketplace, await storeOf(request));
  }

  async function packingApiFor(request: PlanRequestRow) {
    return createPackingApi(marketplace, await storeOf(request));
  }

  /** After createInboundPlan: small parcel asks for packing options (packed first), pallets for placement. */
  const afterCreate = (request: PlanRequestRow) => (request.shippingMode === 'SP' ? 'PACKING' : 'GENERATING');

  // -- plans ----------------------------------------------------------------------------------

  /**
   * A FAILED createInboundPlan or generatePlacementOptions. Problems that name SKUs take those
   * SKUs out and the plan is asked for again with the rest; a failure of Amazon's own ("try
   * again later", naming no SKU) is asked again as it was; either at most MAX_CREATE_ATTEMPTS
   * times in all. Otherwise the plan FAILED, with Amazon's reasons.
   */
  async function failPlanWithProblems(
    plan: PlanRow,
    problems: readonly OperationProblem[],
    stage: 'create' | 'generate',
  ): Promise<void> {
    if (plan.packingConfirmStatus) {
      // A packed plan keeps its boxes: Amazon's reasons are shown and the seller sends them again.
      const reason = problems.map((p) => cleanMessage(p.message)).join(' ') || inboundMessages.planFailed;
      await repo.updatePlan(plan.id, { status: 'READY', operationId: null, message: reason });
      return;
    }
    const { bySku, general } = mapProblemsToSkus(
      problems,
      plan.items.map((i) => i.SellerSKU),
    );
    const named = new Set(bySku.map((e) => e.SellerSKU));
    const remaining = plan.items.filter((i) => !named.has(i.SellerSKU));
    const erroredSkus = [...plan.erroredSkus, ...bySku.map((e) => ({ ...e, reason: cleanMessage(e.reason) }))];
    const canRetry = plan.attempts < MAX_CREATE_ATTEMPTS;
    if (canRetry && !bySku.length && isTransient(problems)) {
      log.warn({ planId: plan.id, stage }, 'Amazon failed an inbound operation of its own accord: asking again');
      await repo.updatePlan(
        plan.id,
        stage === 'create'
          ? { status: 'PENDING', inboundPlanId: null, operationId: null, callStartedAt: null }
          : { operationId: null, attempts: plan.attempts + 1 },
      );
      return;
    }
    if (canRetry && bySku.length && remaining.length) {
      // The SKUs Amazon named leave; the plan is asked for again with the others.
      await repo.updatePlan(plan.id, {
        items: remaining,
        erroredSkus,
        status: 'PENDING',
        inboundPlanId: null,
        operationId: null,
        callStartedAt: null,
        ...(stage === 'generate' ? { attempts: plan.attempts + 1 } : {}),
      });
      return;
    }
    const message = general[0] ?? (bySku.length ? inboundMessages.noPlans : inboundMessages.planFailed);
    await repo.updatePlan(plan.id, {
      erroredSkus,
      items: bySku.length && remaining.length ? remaining : plan.items,
      status: 'FAILED',
      message: cleanMessage(message),
      operationId: null,
    });
  }

  /** Reads the options and their shipments and chooses one: the plan is READY. */
  async function readOptions(api: InboundApi, request: PlanRequestRow, plan: PlanRow): Promise<void> {
    const inboundPlanId = plan.inboundPlanId!;
    const options = (await api.listPlacementOptions(inboundPlanId)).map(toStoredOption);
    const shipmentIds = [...new Set(options.flatMap((o) => o.shipmentIds))];
    const rows: Parameters<typeof repo.upsertPlanShipments>[0] = [];
    await inLanes(shipmentIds, SHIPMENT_LANES, async (shipmentId) => {
      throwIfStopping();
      const [shipment, items] = await Promise.all([
        api.getShipment(inboundPlanId, shipmentId),
        api.listShipmentItems(inboundPlanId, shipmentId),
      ]);
      const address = shipment.destination.address;
      rows.push({
        accountId: plan.accountId,
        planRowId: plan.id,
        amazonShipmentId: shipmentId,
        placementOptionId: shipment.placementOptionId,
        destinationFc: shipment.destination.warehouseId ?? '',
        shipToAddress: address ? Object.fromEntries(Object.entries(address).map(([k, v]) => [k, String(v)])) : null,
        items: items.map((i) => ({ SellerSKU: i.msku, FulfillmentNetworkSKU: i.fnsku, Quantity: i.quantity })),
      });
    });
    await repo.upsertPlanShipments(rows);
    const fbaTypes = new Map(request.items.map((i) => [i.SellerSKU.toLowerCase(), i.fbaType]));
    const favourites = await deps.favouriteFcs(request.accountId);
    const choices = options.map((option) => {
      const ofOption = rows.filter((r) => option.shipmentIds.includes(r.amazonShipmentId));
      const fbaTypesByFc: Record<string, string[]> = {};
      for (const r of ofOption)
        fbaTypesByFc[r.destinationFc ?? ''] = r.items!.flatMap((i) => fbaTypes.get(i.SellerSKU.toLowerCase()) ?? []);
      const fees = option.fees.reduce((n, f) => n + f.value.amount, 0);
      const discounts = option.discounts.reduce((n, f) => n + f.value.amount, 0);
      return {
        placementOptionId: option.placementOptionId,
        status: option.expiration && Date.parse(option.expiration) <= clock.now().getTime() ? 'EXPIRED' : option.status,
        totalFee: Math.max(0, fees - discounts),
        fulfillmentCenterIds: ofOption.map((r) => r.destinationFc ?? ''),
        fbaTypesByFc,
      };
    });
    const chosen = chooseDefaultOption(choices, {
      selectedFcid: request.selectedFcid,
      favouriteFcByFbaType: favourites,
    });
    await repo.updatePlan(plan.id, {
      placementOptions: options,
      chosenOptionId: chosen?.placementOptionId ?? null,
      status: chosen ? 'READY' : 'FAILED',
      message: chosen ? null : inboundMessages.noPlans,
    });
  }

  /** One step of a plan; 'wait' when it waits for Amazon. */
  async function advancePlan(request: PlanRequestRow, plan: PlanRow, holder: string): Promise<'progress' | 'wait'> {
    const api = await apiFor(request);
    switch (plan.status) {
      case 'PENDING': {
        if (plan.callStartedAt) {
          // A create was sent and its answer never came: look for the plan before sending another.
          const found = (await api.listRecentInboundPlans()).find((p) => p.name === plan.name);
          if (found) {
            log.info({ requestId: request.id }, 'inbound plan found by name after a lost answer');
            await repo.updatePlan(plan.id, {
              inboundPlanId: found.inboundPlanId,
              operationId: null,
              callStartedAt: null,
              status: 'CREATING',
            });
            return 'progress';
          }
          if (clock.now().getTime() - plan.callStartedAt.getTime() < timing.reconcileGraceMs) return 'wait';
          await repo.updatePlan(plan.id, { callStartedAt: null });
          return 'progress';
        }
        if (!plan.items.length) {
          await repo.updatePlan(plan.id, { status: 'FAILED', message: inboundMessages.noPlans });
          return 'progress';
        }
        // Label and prep owners as Amazon's prep details allow them (issue 26).
        const items = await packingSteps.withOwners(await packingApiFor(request), request, plan.items);
        await repo.updatePlan(plan.id, { items });
        const name = planNameFor(request.id, plan.seq, plan.attempts + 1);
        if (!(await repo.markCreateSent(plan.id, request.id, holder, name))) throw new LeaseLost();
        try {
          const created = await api.createInboundPlan({
            destinationMarketplaces: [request.marketplaceId],
            items: items.map(toItemInput),
            name,
            sourceAddress: toAddressInput(request.sourceAddress),
          });
          await repo.updatePlan(plan.id, {
            inboundPlanId: created.inboundPlanId,
            operationId: created.operationId,
            callStartedAt: null,
            status: 'CREATING',
          });
          return 'progress';
        } catch (error) {
          if (error instanceof MarketplaceError && error.ambiguous) {
            log.warn({ requestId: request.id }, 'createInboundPlan answer lost: reconciling before any retry');
            return 'wait';
          }
          // Amazon answered and made nothing: the mark goes.
          await repo.updatePlan(plan.id, { callStartedAt: null });
          if (error instanceof MarketplaceError && error.kind === 'rejected') {
            await failPlanWithProblems(
              { ...plan, attempts: MAX_CREATE_ATTEMPTS },
              [{ code: 'REJECTED', message: error.message, severity: 'ERROR' }],
              'create',
            );
            return 'progress';
          }
          throw error;
        }
      }
      case 'CREATING': {
        if (!plan.operationId) {
          // Found by name: its operation id went with the lost answer; Amazon's plan status says enough.
          const found = await api.getInboundPlan(plan.inboundPlanId!);
          if (found.status === 'ACTIVE') await repo.updatePlan(plan.id, { status: afterCreate(request) });
          else await repo.updatePlan(plan.id, { status: 'FAILED', message: inboundMessages.planFailed });
          return 'progress';
        }
        const op = await api.getInboundOperationStatus(plan.operationId);
        if (op.operationStatus === 'IN_PROGRESS') return 'wait';
        if (op.operationStatus === 'FAILED') await failPlanWithProblems(plan, op.operationProblems, 'create');
        else await repo.updatePlan(plan.id, { status: afterCreate(request), operationId: null });
        return 'progress';
      }
      case 'PACKING':
      case 'PACKING_LISTING':
        return packingSteps.advance(api, await packingApiFor(request), request, plan);
      case 'SENDING_BOXES':
        return packingSteps.sendBoxes(api, await packingApiFor(request), plan);
      case 'GENERATING': {
        if (!plan.operationId) {
          const { operationId } = await api.generatePlacementOptions(plan.inboundPlanId!);
          await repo.updatePlan(plan.id, { operationId });
          return 'progress';
        }
        const op = await api.getInboundOperationStatus(plan.operationId);
        if (op.operationStatus === 'IN_PROGRESS') return 'wait';
        if (op.operationStatus === 'FAILED') await failPlanWithProblems(plan, op.operationProblems, 'generate');
        else {
          const warnings = op.operationProblems
            .filter((p) => p.severity?.toUpperCase() === 'WARNING')
            .map((p) => ({ ...p, severity: 'ERROR' }));
          const { bySku } = mapProblemsToSkus(
            warnings,
            plan.items.map((i) => i.SellerSKU),
          );
          await repo.updatePlan(plan.id, {
            status: 'LISTING',
            operationId: null,
            warnings: bySku.map((w) => ({ ...w, reason: cleanMessage(w.reason) })),
          });
        }
        return 'progress';
      }
      case 'LISTING':
        await readOptions(api, request, plan);
        return 'progress';
      default:
        return 'progress';
    }
  }

  async function reportProgress(request: PlanRequestRow, plans: readonly PlanRow[]): Promise<void> {
    const progress = Math.floor(
      plans.reduce((n, p) => n + (PROGRESS_BY_STATUS[p.status] ?? 0), 0) / Math.max(1, plans.length),
    );
    const open = plans.find((p) => !isPlanDone(p));
    const step = open ? STEP_BY_STATUS[open.status]! : 'DONE';
    if (progress === request.progress && step === request.step) return;
    await repo.updateRequest(request.id, { progress: Math.min(99, progress), step });
    request.progress = progress;
    request.step = step;
  }

  async function runPlan(request: PlanRequestRow, planId: string, holder: string, lease: { lost: boolean }) {
    let delay = timing.pollMinMs;
    for (;;) {
      throwIfStopping();
      if (lease.lost) throw new LeaseLost();
      const plan = (await repo.findPlan(planId))!;
      if (isPlanDone(plan)) return;
      // Cleared while planning: a create already sent is seen through (so its plan is known and
      // can be cancelled); anything later stops here and the plan is cancelled (work()).
      const creating = plan.status === 'CREATING' || (plan.status === 'PENDING' && plan.callStartedAt);
      if (!creating && (await repo.findRequestById(request.id))?.dismissedAt) return;
      let outcome: 'progress' | 'wait';
      try {
        outcome = await advancePlan(request, plan, holder);
      } catch (error) {
        if (error instanceof MarketplaceError && error.kind === 'rejected') {
          await repo.updatePlan(plan.id, { status: 'FAILED', message: error.message, operationId: null });
          outcome = 'progress';
        } else throw error;
      }
      if (outcome === 'wait') {
        await sleep(delay);
        delay = Math.min(timing.pollMaxMs, Math.round(delay * POLL_GROWTH));
      } else delay = timing.pollMinMs;
      await reportProgress(request, await repo.plansOf([request.id]));
    }
  }

  async function finishRequest(request: PlanRequestRow): Promise<void> {
    const plans = await repo.plansOf([request.id]);
    const shipments = await repo.shipmentsOf(plans.map((p) => p.id));
    const listed = listPlans(plans, shipments);
    const groups = (await deps.packingRepo.groupsOf(plans.filter((p) => p.status === 'READY').map((p) => p.id))).length;
    const refused = plans.find((p) => p.status === 'READY' && p.message)?.message;
    let message: string;
    if (refused) message = refused;
    else if (listed.length) {
      message = inboundMessages.plansReady(listed.length);
      const fc = request.selectedFcid;
      if (fc && !listed.some((p) => p.shipment.destinationFc === fc)) message = inboundMessages.fcNotOffered(fc);
    } else if (groups) message = inboundMessages.packingGroupsReady(groups);
    else message = plans.find((p) => p.message)?.message ?? inboundMessages.noPlans;
    await repo.updateRequest(request.id, {
      status: listed.length || groups ? 'SUCCESS' : 'FAILED',
      step: 'DONE',
      progress: 100,
      message,
    });
  }

  // -- creations ------------------------------------------------------------------------------

  /** One step of confirming the plan's option (once per plan, whoever asks). */
  async function confirmOption(
    api: InboundApi,
    plan: PlanRow,
    optionId: string,
  ): Promise<'confirmed' | 'progress' | 'wait' | 'failed'> {
    if (plan.confirmStatus === 'CONFIRMED') return 'confirmed';
    if (!plan.confirmedOptionId || plan.confirmStatus === 'FAILED') {
      if (plan.confirmStatus === 'FAILED')
        await repo.updatePlan(plan.id, { confirmedOptionId: null, confirmStatus: null });
      // The conditional update lets one confirmation through per plan.
      await repo.startConfirm(plan.id, optionId);
      return 'progress';
    }
    const inboundPlanId = plan.inboundPlanId!;
    if (plan.confirmStatus === 'CONFIRMING') {
      // Marked as sent before it is sent: after a crash or a lost answer, Amazon is asked first.
      await repo.updatePlan(plan.id, { confirmStatus: 'CONFIRM_SENT', confirmStartedAt: clock.now() });
      try {
        const { operationId } = await api.confirmPlacementOption(inboundPlanId, plan.confirmedOptionId);
        await repo.updatePlan(plan.id, { confirmOperationId: operationId });
        return 'progress';
      } catch (error) {
        if (error instanceof MarketplaceError && error.ambiguous) return 'wait';
        if (error instanceof MarketplaceError && error.kind === 'rejected') {
          await repo.updatePlan(plan.id, { confirmStatus: 'FAILED', confirmedOptionId: null });
          await repo.failCreations(plan.id, error.message);
          return 'failed';
        }
        await repo.updatePlan(plan.id, { confirmStatus: 'CONFIRMING' });
        throw error;
      }
    }
    if (!plan.confirmOperationId) {
      // CONFIRM_SENT without an answer: the option's status at Amazon says whether it took it.
      const options = await api.listPlacementOptions(inboundPlanId);
      const option = options.find((o) => o.placementOptionId === plan.confirmedOptionId);
      if (option?.status === 'ACCEPTED') {
        await repo.updatePlan(plan.id, { confirmStatus: 'CONFIRMED' });
        return 'confirmed';
      }
      const sentAt = plan.confirmStartedAt?.getTime() ?? 0;
      if (clock.now().getTime() - sentAt < timing.reconcileGraceMs) return 'wait';
      await repo.updatePlan(plan.id, { confirmStatus: 'CONFIRMING' });
      return 'progress';
    }
    const op = await api.getInboundOperationStatus(plan.confirmOperationId);
    if (op.operationStatus === 'IN_PROGRESS') return 'wait';
    if (op.operationStatus === 'FAILED') {
      if (isTransient(op.operationProblems) && plan.confirmAttempts < MAX_CREATE_ATTEMPTS) {
        await repo.updatePlan(plan.id, {
          confirmStatus: 'CONFIRMING',
          confirmOperationId: null,
          confirmAttempts: plan.confirmAttempts + 1,
        });
        return 'progress';
      }
      const reason = op.operationProblems.map((p) => cleanMessage(p.message)).join(' ') || inboundMessages.planFailed;
      await repo.updatePlan(plan.id, { confirmStatus: 'FAILED', confirmedOptionId: null, confirmOperationId: null });
      await repo.failCreations(plan.id, reason);
      return 'failed';
    }
    await repo.updatePlan(plan.id, { confirmStatus: 'CONFIRMED' });
    return 'confirmed';
  }

  /**
   * A confirmed placement option still expires for packing and transport after some days
   * (docs/amazon-mapping.md): its expiration is read once after the confirmation, for the screens.
   */
  async function recordPlacementExpiry(api: InboundApi, plan: PlanRow): Promise<void> {
    if (plan.placementExpiresAt || !plan.confirmedOptionId) return;
    const option = (await api.listPlacementOptions(plan.inboundPlanId!)).find(
      (o) => o.placementOptionId === plan.confirmedOptionId,
    );
    if (option?.expiration) await repo.updatePlan(plan.id, { placementExpiresAt: new Date(option.expiration) });
  }

  async function createShipment(
    api: InboundApi,
    request: PlanRequestRow,
    plan: PlanRow,
    ofPlan: readonly PlanShipmentRow[],
    shipment: PlanShipmentRow,
  ): Promise<boolean> {
    const inboundPlanId = plan.inboundPlanId!;
    const name = shipment.name ?? '';
    await api.updateShipmentName(inboundPlanId, shipment.amazonShipmentId, name);
    const found = await api.getShipment(inboundPlanId, shipment.amazonShipmentId);
    // Amazon gives the FBA… id with the confirmation; until then, wait.
    if (!found.shipmentConfirmationId) return false;
    const option = plan.placementOptions.find((o) => o.placementOptionId === shipment.placementOptionId)!;
    const fee = shipmentFee(option, ofPlan, shipment);
    const casePack = new Map(request.items.map((i) => [i.SellerSKU.toLowerCase(), i.QuantityInCase ?? 0]));
    const a = request.sourceAddress;
    const confirmationId = found.shipmentConfirmationId;
    const record = {
      accountId: request.accountId,
      storeId: request.storeId,
      storeMarketplaceId: request.storeMarketplaceId,
      shipmentId: found.shipmentConfirmationId,
      shipmentName: name,
      labelPrepType: toLabelPrepType(request.labelPrepPreference),
      areCasesRequired: shipment.items.some((i) => (casePack.get(i.SellerSKU.toLowerCase()) ?? 0) > 0),
      destinationFulfillmentCenterId: found.destination.warehouseId ?? shipment.destinationFc,
      shipFromAddress: {
        Name: a.name ?? '',
        AddressLine1: a.addressLine1 ?? '',
        ...(a.addressLine2 ? { AddressLine2: a.addressLine2 } : {}),
        City: a.city ?? '',
        StateOrProvinceCode: a.stateOrProvinceCode ?? '',
        PostalCode: a.postalCode ?? '',
        CountryCode: a.countryCode ?? '',
        // The warehouse's contact phone: an own carrier's label needs it (FedEx: 10 digits).
        ...(a.phoneNumber ? { PhoneNumber: a.phoneNumber } : {}),
      },
      boxContentsSource: shipment.boxContentSource ?? 'NONE',
      shipmentType: shipment.shipmentType ?? 'SP',
      isPartnered: shipment.isPartnered ?? 'true',
      inboundPlanId,
      amazonShipmentId: shipment.amazonShipmentId,
      placementOptionId: shipment.placementOptionId,
      placementFee: fee.amount,
      placementFeeCurrency: fee.currency,
      createdBy: shipment.requestedBy,
      warehouseId: request.warehouseId,
      items: shipment.items.map((i) => ({
        sellerSku: i.SellerSKU,
        fulfillmentNetworkSku: i.FulfillmentNetworkSKU,
        quantity: i.Quantity,
        quantityInCase: casePack.get(i.SellerSKU.toLowerCase()) ?? 0,
      })),
    };
    await deps.transaction(async ({ inboundRepo, shipmentsRepo }) => {
      const shipmentRowId = await shipmentsRepo.recordCreated(record);
      await inboundRepo.updatePlanShipment(shipment.id, {
        creationStatus: 'CREATED',
        shipmentConfirmationId: confirmationId,
        shipmentRowId,
        message: null,
      });
    });
    return true;
  }

  /**
   * Confirming an option confirms every shipment of it at Amazon, each with its FBA id, also the
   * ones not created here (yet). Their FBA ids are recorded on their plan shipments (creation
   * stays NOT_STARTED) so the shipments sync links them to the plan when it brings them in, and a
   * row the sync brought in already is linked now: either way a sibling is edited like the ones
   * created here. Best effort: a refused read leaves that sibling for the next creation's turn.
   */
  async function recordSiblings(
    api: InboundApi,
    request: PlanRequestRow,
    plan: PlanRow,
    ofPlan: readonly PlanShipmentRow[],
    optionId: string,
  ): Promise<void> {
    const siblings = ofPlan.filter(
      (s) =>
        s.placementOptionId === optionId &&
        !s.shipmentConfirmationId &&
        s.creationStatus !== 'IN_PROGRESS' &&
        s.creationStatus !== 'CREATED',
    );
    for (const sibling of siblings) {
      throwIfStopping();
      let confirmationId: string | undefined;
      try {
        confirmationId = (await api.getShipment(plan.inboundPlanId!, sibling.amazonShipmentId)).shipmentConfirmationId;
      } catch (error) {
        if (!(error instanceof MarketplaceError)) throw error;
        log.warn(
          { planId: plan.id, shipmentId: sibling.id },
          'getShipment of a confirmed sibling failed: left for later',
        );
        continue;
      }
      if (!confirmationId) continue;
      await deps.transaction(async ({ inboundRepo, shipmentsRepo }) => {
        await inboundRepo.updatePlanShipment(sibling.id, { shipmentConfirmationId: confirmationId });
        await shipmentsRepo.linkToPlan({
          accountId: request.accountId,
          storeId: request.storeId,
          shipmentId: confirmationId,
          inboundPlanId: plan.inboundPlanId!,
          amazonShipmentId: sibling.amazonShipmentId,
          placementOptionId: sibling.placementOptionId,
        });
      });
    }
  }

  /** Creations asked for in one plan: confirm its option once, then name, read and record each shipment. */
  async function runCreations(request: PlanRequestRow, planId: string, lease: { lost: boolean }): Promise<void> {
    let delay = timing.pollMinMs;
    for (;;) {
      throwIfStopping();
      if (lease.lost) throw new LeaseLost();
      const plan = (await repo.findPlan(planId))!;
      const ofPlan = await repo.shipmentsOf([plan.id]);
      const asked = ofPlan.filter((s) => s.creationStatus === 'IN_PROGRESS');
      if (!asked.length) return;
      const optionId = plan.confirmedOptionId ?? asked[0]!.placementOptionId;
      const strays = asked.filter((s) => s.placementOptionId !== optionId);
      for (const s of strays)
        await repo.updatePlanShipment(s.id, {
          creationStatus: 'FAILED',
          message: inboundMessages.optionAlreadyConfirmed,
        });
      const api = await apiFor(request);
      let outcome: 'confirmed' | 'progress' | 'wait' | 'failed';
      try {
        outcome = await confirmOption(api, plan, optionId);
        if (outcome === 'confirmed') await recordPlacementExpiry(api, (await repo.findPlan(planId))!);
        if (outcome === 'confirmed' && plan.packingOptionId) {
          const fresh = (await repo.findPlan(planId))!;
          if (!(await placementSteps.placePacked(api, await packingApiFor(request), fresh, ofPlan))) outcome = 'wait';
        } else if (outcome === 'confirmed') {
          for (const s of asked.filter((x) => x.placementOptionId === optionId)) {
            throwIfStopping();
            if (!(await createShipment(api, request, plan, ofPlan, s))) outcome = 'wait';
          }
          await recordSiblings(api, request, plan, ofPlan, optionId);
        }
      } catch (error) {
        if (error instanceof PlacementMismatch) {
          log.warn({ planId: plan.id, reason: error.message }, 'placed boxes do not match the boxes sent');
          await repo.failCreations(plan.id, inboundMessages.placementMismatch);
          continue;
        }
        if (error instanceof MarketplaceError && error.kind === 'rejected') {
          await repo.failCreations(plan.id, error.message);
          continue;
        }
        throw error;
      }
      if (outcome === 'wait') {
        await sleep(delay);
        delay = Math.min(timing.pollMaxMs, Math.round(delay * POLL_GROWTH));
      } else delay = timing.pollMinMs;
    }
  }

  /** A pack-first plan's creations: its packing option confirmed once, a shipment per group (packing.jobs.ts). */
  async function runPackingCreations(request: PlanRequestRow, planId: string, lease: { lost: boolean }) {
    let delay = timing.pollMinMs;
    for (;;) {
      throwIfStopping();
      if (lease.lost) throw new LeaseLost();
      const plan = (await repo.findPlan(planId))!;
      const outcome = await packingSteps.createTurn(await apiFor(request), await packingApiFor(request), request, plan);
      if (outcome === 'done') return;
      if (outcome === 'wait') {
        await sleep(delay);
        delay = Math.min(timing.pollMaxMs, Math.round(delay * POLL_GROWTH));
      } else delay = timing.pollMinMs;
    }
  }

  // -- the job --------------------------------------------------------------------------------

  /**
   * Clear Ship Plan (or a newer request of the store marketplace) hid the request: its Amazon
   * plans with no confirmed placement option and no creation under way are cancelled at Amazon,
   * best effort. Amazon out of reach hands the job back (the sweep sends it again); a refusal is
   * logged (ids only) and left: an unconfirmed plan expires at Amazon by itself.
   */
  async function cancelCleared(request: PlanRequestRow): Promise<void> {
    const plans = await repo.plansOf([request.id]);
    const shipments = await repo.shipmentsOf(plans.map((p) => p.id));
    let api: InboundApi | undefined;
    for (const plan of plans) {
      if (plan.status === 'CANCELLED' || plan.confirmedOptionId || plan.packingConfirmStatus) continue;
      const creating = shipments.some(
        (s) => s.planRowId === plan.id && (s.creationStatus === 'IN_PROGRESS' || s.creationStatus === 'CREATED'),
      );
      if (creating) continue;
      if (!plan.inboundPlanId) {
        // Never made at Amazon (a create whose answer was lost is first seen through by runPlan).
        await repo.updatePlan(plan.id, { status: 'CANCELLED', operationId: null, callStartedAt: null });
        continue;
      }
      api ??= await apiFor(request);
      let outcome: string;
      try {
        const { operationId } = await api.cancelInboundPlan(plan.inboundPlanId);
        outcome = 'IN_PROGRESS';
        for (let i = 0, delay = timing.pollMinMs; i < CANCEL_POLLS && outcome === 'IN_PROGRESS'; i += 1) {
          await sleep(delay);
          delay = Math.min(timing.pollMaxMs, Math.round(delay * POLL_GROWTH));
          outcome = (await api.getInboundOperationStatus(operationId)).operationStatus;
        }
      } catch (error) {
        if (!(error instanceof MarketplaceError) || error.kind === 'unavailable') throw error;
        outcome = error.ambiguous ? 'ANSWER LOST' : `REFUSED (${error.kind})`;
      }
      if (outcome !== 'SUCCESS')
        log.warn(
          { requestId: request.id, planId: plan.id, outcome },
          'cancelInboundPlan of a cleared plan did not succeed: left to expire at Amazon',
        );
      await repo.updatePlan(plan.id, {
        status: 'CANCELLED',
        operationId: null,
        message: outcome === 'SUCCESS' ? null : `cancelInboundPlan ${outcome}`,
      });
    }
    if (request.status === 'IN_PROGRESS')
      await repo.updateRequest(request.id, {
        status: 'FAILED',
        step: 'DONE',
        progress: 100,
        message: inboundMessages.planDismissed,
      });
  }

  async function work(requestId: string, holder: string, lease: { lost: boolean }): Promise<void> {
    const request = await repo.findRequestById(requestId);
    if (!request) return;
    const plans = await repo.plansOf([request.id]);
    const open = plans.filter((p) => !isPlanDone(p));
    if (request.dismissedAt) {
      await inLanes(
        open.map((p) => p.id),
        PLAN_LANES,
        (planId) => runPlan(request, planId, holder, lease),
      );
      await cancelCleared(request);
    } else if (open.length || request.status === 'IN_PROGRESS') {
      await inLanes(
        open.map((p) => p.id),
        request.mode === 'one-by-one' ? PLAN_LANES : 1,
        (planId) => runPlan(request, planId, holder, lease),
      );
      await finishRequest(request);
    }
    for (const plan of await repo.plansOf([request.id])) {
      if (plan.status !== 'READY') continue;
      if (plan.packingOptionId) await runPackingCreations(request, plan.id, lease);
      await runCreations(request, plan.id, lease);
    }
  }

  async function failRequest(requestId: string, message: string): Promise<void> {
    await repo.updateRequest(requestId, { status: 'FAILED', step: 'DONE', progress: 100, message });
    for (const plan of await repo.plansOf([requestId])) {
      if (!isPlanDone(plan)) await repo.updatePlan(plan.id, { status: 'FAILED', message });
      await repo.failCreations(plan.id, message);
    }
  }

  async function runJob(requestId: string): Promise<void> {
    const holder = randomUUID();
    let version = await repo.claim(requestId, holder, timing.leaseMs);
    if (version === undefined) return; // no work, or another process is at it (and sees this work)
    const lease = { lost: false };
    const beat = setInterval(() => {
      repo
        .renew(requestId, holder, timing.leaseMs)
        .then((held) => {
          if (!held) lease.lost = true;
        })
        .catch(() => undefined);
    }, timing.renewMs);
    try {
      for (;;) {
        throwIfStopping();
        try {
          await work(requestId, holder, lease);
        } catch (error) {
          if (error instanceof LeaseLost || stopping.signal.aborted) throw error;
          if (error instanceof MarketplaceError && error.kind === 'unavailable') throw error;
          log.warn({ requestId, err: error }, 'inbound plan request failed');
          await failRequest(requestId, toMessage(error));
        }
        if (await repo.finishIfIdle(requestId, holder, version)) return;
        const next = await repo.workVersion(requestId, holder);
        if (next === undefined) return; // taken over
        version = next;
      }
    } catch (error) {
      // Stopping, a lost lease or Amazon out of reach: hand back; pg-boss or the sweep runs it again.
      await repo.release(requestId, holder).catch(() => undefined);
      if (error instanceof LeaseLost) return;
      throw error;
    } finally {
      clearInterval(beat);
    }
  }

  /** Sends a job for every request with work and no live lease (a restart, a lost job, a dead process). */
  async function sweep(): Promise<void> {
    for (const id of await repo.findUnattended(200)) await kick(id);
  }

  return {
    async start(options: { workers: boolean }) {
      await boss.createQueue(QUEUE, { name: QUEUE, policy: 'standard' });
      await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'singleton' });
      started = true;
      if (!options.workers) return;
      const pollingIntervalSeconds = deps.pollingIntervalSeconds ?? 2;
      for (let i = 0; i < WORKERS; i += 1) {
        workerIds.push(
          await boss.work<{ requestId: string }>(QUEUE, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
            if (job) await runJob(job.data.requestId);
          }),
        );
      }
      await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, () => sweep());
      await boss.schedule(SWEEP_QUEUE, '* * * * *');
      // A restart resumes what the last process left.
      await sweep();
    },
    kick,
    sweep,
    stop(): void {
      stopping.abort();
      started = false;
    },
  };
}
export type InboundEngine = ReturnType<typeof createInboundEngine>;
