import {
  chooseDefaultOption,
  inboundMessages,
  mapProblemsToSkus,
  summarisePlacementFee,
  type OperationProblem,
} from '@stowline/domain';
import { MarketplaceError } from '../marketplace/marketplace-client.js';
import type { InboundApi } from '../marketplace/fulfillment-inbound.js';
import type { PlanRequestRow, PlanRow } from './inbound.repository.js';
import { listPlans } from './inbound.view.js';
import {
  cleanMessage,
  isPlanDone,
  isTransient,
  LeaseLost,
  MAX_CREATE_ATTEMPTS,
  PROGRESS_BY_STATUS,
  SHIPMENT_LANES,
  STEP_BY_STATUS,
  inLanes,
  planNameFor,
  toItemInput,
  toStoredOption,
  type EngineContext,
} from './job-support.js';
import { toAddressInput } from '../marketplace/fulfillment-inbound.js';
import type { PackingSteps } from './packing.jobs.js';

/**
 * The planning steps of the plan-request job (README beside this file, "How the job runs"):
 * createInboundPlan (found again by name after a lost answer), then packing options (small parcel,
 * packing.jobs.ts) or placement options and their shipments, until each plan is READY or FAILED;
 * the request's progress and its closing message.
 */
export function createPlanningSteps(ctx: EngineContext & { packingSteps: PackingSteps }) {
  const { deps, timing, pause, throwIfStopping, apiFor, packingApiFor, packingSteps } = ctx;
  const { log, repo, clock, operations } = deps;

  /** After createInboundPlan: small parcel asks for packing options (packed first), pallets for placement. */
  const afterCreate = (request: PlanRequestRow) => (request.shippingMode === 'SP' ? 'PACKING' : 'GENERATING');

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
      return {
        placementOptionId: option.placementOptionId,
        status: option.expiration && Date.parse(option.expiration) <= clock.now().getTime() ? 'EXPIRED' : option.status,
        // The fee as the screens state it (to the cent), so the option preselected is the one they call free.
        totalFee: summarisePlacementFee(option, 0).total,
        shipmentIds: option.shipmentIds,
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
          operations.started(created.operationId, 'createInboundPlan');
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
        const op = await operations.look(api, plan.operationId, 'createInboundPlan');
        if (op.status === 'IN_PROGRESS') return 'wait';
        if (op.status === 'FAILED') await failPlanWithProblems(plan, op.problems, 'create');
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
          operations.started(operationId, 'generatePlacementOptions');
          await repo.updatePlan(plan.id, { operationId });
          return 'progress';
        }
        const op = await operations.look(api, plan.operationId, 'generatePlacementOptions');
        if (op.status === 'IN_PROGRESS') return 'wait';
        if (op.status === 'FAILED') await failPlanWithProblems(plan, op.problems, 'generate');
        else {
          const warnings = op.problems
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
      // Waiting for Amazon: until the next look at the plan's operation is due (the poller's schedule).
      if (outcome === 'wait') await pause(plan.operationId);
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
      // A packed plan's box contents or placement refused: the request failed, its groups stay.
      status: !refused && (listed.length || groups) ? 'SUCCESS' : 'FAILED',
      step: 'DONE',
      progress: 100,
      message,
    });
  }

  return { failPlanWithProblems, runPlan, finishRequest };
}
export type PlanningSteps = ReturnType<typeof createPlanningSteps>;
