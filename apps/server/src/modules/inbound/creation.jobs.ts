import { inboundMessages } from '@stowline/domain';
import { problemText } from '../marketplace/inbound-operations.js';
import { MarketplaceError } from '../marketplace/marketplace-client.js';
import type { InboundApi } from '../marketplace/fulfillment-inbound.js';
import type { PlanRequestRow, PlanRow, PlanShipmentRow } from './inbound.repository.js';
import { shipmentFee, toLabelPrepType } from './inbound.view.js';
import {
  expiryOf,
  isTransient,
  LeaseLost,
  MAX_CREATE_ATTEMPTS,
  toShipFromAddress,
  type EngineContext,
} from './job-support.js';
import type { PackingSteps } from './packing.jobs.js';
import { PlacementMismatch, type PlacementSteps } from './placement.jobs.js';

/**
 * The creation steps of the plan-request job (README beside this file, "Never twice"): Create
 * Shipment's confirmation of a placement option (once per plan, whoever asks), then each asked
 * shipment named, read and recorded (or, for a packed plan, every box placed: placement.jobs.ts);
 * a small-parcel plan's packing option confirmed and a shipment per group (packing.jobs.ts).
 */
export function createCreationSteps(
  ctx: EngineContext & { packingSteps: PackingSteps; placementSteps: PlacementSteps },
) {
  const { deps, timing, pause, throwIfStopping, apiFor, packingApiFor, packingSteps, placementSteps } = ctx;
  const { log, repo, clock } = deps;

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
        deps.operations.started(operationId, 'confirmPlacementOption');
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
    const op = await deps.operations.look(api, plan.confirmOperationId, 'confirmPlacementOption');
    if (op.status === 'IN_PROGRESS') return 'wait';
    if (op.status === 'FAILED') {
      if (isTransient(op.problems) && plan.confirmAttempts < MAX_CREATE_ATTEMPTS) {
        await repo.updatePlan(plan.id, {
          confirmStatus: 'CONFIRMING',
          confirmOperationId: null,
          confirmAttempts: plan.confirmAttempts + 1,
        });
        return 'progress';
      }
      const reason = problemText(op.problems, inboundMessages.planFailed);
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
      shipFromAddress: toShipFromAddress(request.sourceAddress),
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
        expDate: expiryOf(request, i.SellerSKU),
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
      if (outcome === 'wait') await pause(plan.confirmOperationId);
    }
  }

  /** A pack-first plan's creations: its packing option confirmed once, a shipment per group (packing.jobs.ts). */
  async function runPackingCreations(request: PlanRequestRow, planId: string, lease: { lost: boolean }) {
    for (;;) {
      throwIfStopping();
      if (lease.lost) throw new LeaseLost();
      const plan = (await repo.findPlan(planId))!;
      const outcome = await packingSteps.createTurn(await apiFor(request), await packingApiFor(request), request, plan);
      if (outcome === 'done') return;
      if (outcome === 'wait') await pause(plan.packingConfirmOperationId);
    }
  }

  return { runCreations, runPackingCreations };
}
