import { inboundMessages, ownersFromPrepDetails, type OperationProblem } from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import type { InboundRequestItem, PackingGroupItem } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import {
  prepOwnerOf,
  type BoxUpdateInput,
  type InboundApi,
  type ItemInput,
} from '../marketplace/fulfillment-inbound.js';
import type { PackingApi } from '../marketplace/inbound-packing.js';
import { problemText, type OperationPoller } from '../marketplace/inbound-operations.js';
import { MarketplaceError } from '../marketplace/marketplace-client.js';
import type { ShipmentsRepository } from '../shipments/shipments.repository.js';
import type { PlacementRepository } from '../shipments/placement.repository.js';
import type { InboundRepository, PlanRequestRow, PlanRow } from './inbound.repository.js';
import { toLabelPrepType } from './inbound.view.js';
import { expiryOf, inLanes, toShipFromAddress } from './job-support.js';
import type { PackingGroupRow, PackingRepository } from './packing.repository.js';

/** Packing groups read (listPackingGroupItems) at once. */
const GROUP_LANES = 4;

export interface PackingStepsDeps {
  repo: Pick<InboundRepository, 'updatePlan'>;
  packingRepo: Pick<PackingRepository, 'upsertGroups' | 'groupsOf' | 'startPackingConfirm' | 'failGroupCreations'>;
  /** The shipments of a plan's packing groups are recorded, and the groups marked CREATED, in one transaction. */
  transaction: InTransaction<{
    packingRepo: Pick<PackingRepository, 'updateGroup'>;
    shipmentsRepo: Pick<ShipmentsRepository, 'recordCreated'>;
  }>;
  /** The engine's handling of a FAILED operation (SKUs named leave the plan; Amazon's own failures asked again). */
  failPlanWithProblems: (plan: PlanRow, problems: readonly OperationProblem[], stage: 'generate') => Promise<void>;
  /** The shipments module's read of the packing groups' boxes as they are sent. */
  packedBoxes: PlacementRepository['packedBoxes'];
  clock: Clock;
  /** The one poller of Amazon's operations. */
  operations: OperationPoller;
  /** How long after a lost confirm answer an option not ACCEPTED counts as never confirmed. */
  reconcileGraceMs: number;
}

/** Box Content Information as setPackingInformation names it. */
const SOURCE_OF = { FEED: 'BOX_CONTENT_PROVIDED', '2D_BARCODE': 'BARCODE_2D', NONE: 'MANUAL_PROCESS' } as const;

/**
 * The small-parcel "pack first" steps of the plan-request job (domain pack-first.ts; the README
 * beside this file): packing options and their groups after createInboundPlan, and Create
 * Shipment's confirmation of the packing option (once per plan, like the placement option's),
 * which opens a shipment per packing group to pack before placement. Each step writes its state
 * before the next call, so a restarted job resumes the same operation.
 */
export function createPackingSteps(deps: PackingStepsDeps) {
  const { repo, packingRepo, clock } = deps;

  /**
   * The plan's items with the owners Amazon's prep details allow (listPrepDetails): a constraint
   * decides; without one, the labeling preference and the SKU's prep types (domain
   * `ownersFromPrepDetails`). Expiry dates stay as the request gave them.
   */
  async function withOwners(
    packing: PackingApi,
    request: PlanRequestRow,
    items: InboundRequestItem[],
  ): Promise<InboundRequestItem[]> {
    const details = await packing.listPrepDetails(
      request.marketplaceId,
      items.map((i) => i.SellerSKU),
    );
    const bySku = new Map(details.map((d) => [d.msku.toLowerCase(), d]));
    return items.map((item) => ({
      ...item,
      ...ownersFromPrepDetails(bySku.get(item.SellerSKU.toLowerCase()), {
        labelOwner: item.labelOwner,
        fallbackPrepOwner: item.prepOwner,
      }),
    }));
  }

  /** One step of a pack-first plan after its creation: packing options, then the groups' items. */
  async function advance(
    api: InboundApi,
    packing: PackingApi,
    request: PlanRequestRow,
    plan: PlanRow,
  ): Promise<'progress' | 'wait'> {
    const inboundPlanId = plan.inboundPlanId!;
    if (plan.status === 'PACKING') {
      if (!plan.operationId) {
        const { operationId } = await packing.generatePackingOptions(inboundPlanId);
        deps.operations.started(operationId, 'generatePackingOptions');
        await repo.updatePlan(plan.id, { operationId });
        return 'progress';
      }
      const op = await deps.operations.look(api, plan.operationId, 'generatePackingOptions');
      if (op.status === 'IN_PROGRESS') return 'wait';
      if (op.status === 'FAILED') await deps.failPlanWithProblems(plan, op.problems, 'generate');
      else await repo.updatePlan(plan.id, { status: 'PACKING_LISTING', operationId: null });
      return 'progress';
    }
    // PACKING_LISTING: Amazon's packing option (the offered one; the accepted one after a restart) and its groups.
    const options = await packing.listPackingOptions(inboundPlanId);
    const option =
      options.find((o) => o.status === 'ACCEPTED') ??
      options.find(
        (o) => o.status === 'OFFERED' && (!o.expiration || Date.parse(o.expiration) > clock.now().getTime()),
      );
    if (!option) {
      await repo.updatePlan(plan.id, { status: 'FAILED', message: inboundMessages.noPlans });
      return 'progress';
    }
    const rows: Parameters<typeof packingRepo.upsertGroups>[0] = [];
    const groups = option.packingGroups.map((packingGroupId, seq) => ({ packingGroupId, seq }));
    await inLanes(groups, GROUP_LANES, async ({ packingGroupId, seq }) => {
      const items = await packing.listPackingGroupItems(inboundPlanId, packingGroupId);
      rows.push({
        accountId: plan.accountId,
        planRowId: plan.id,
        packingGroupId,
        seq,
        items: items.map((i): PackingGroupItem => ({
          SellerSKU: i.msku,
          FulfillmentNetworkSKU: i.fnsku,
          Quantity: i.quantity,
          labelOwner: i.labelOwner,
          prepOwner: prepOwnerOf(i),
          ...(i.expiration ? { expiration: i.expiration } : {}),
          ...(i.manufacturingLotCode ? { manufacturingLotCode: i.manufacturingLotCode } : {}),
        })),
      });
    });
    await packingRepo.upsertGroups(rows);
    await repo.updatePlan(plan.id, { packingOptionId: option.packingOptionId, status: 'READY' });
    return 'progress';
  }

  /** One step of confirming the plan's packing option (once per plan, whoever asks). */
  async function confirm(
    api: InboundApi,
    packing: PackingApi,
    plan: PlanRow,
  ): Promise<'confirmed' | 'progress' | 'wait' | 'failed'> {
    const inboundPlanId = plan.inboundPlanId!;
    const optionId = plan.packingOptionId!;
    switch (plan.packingConfirmStatus) {
      case 'CONFIRMED':
        return 'confirmed';
      case null:
      case 'FAILED':
        if (plan.packingConfirmStatus === 'FAILED') await repo.updatePlan(plan.id, { packingConfirmStatus: null });
        await packingRepo.startPackingConfirm(plan.id);
        return 'progress';
      case 'CONFIRMING': {
        // Marked as sent before it is sent: after a crash or a lost answer, Amazon is asked first.
        await repo.updatePlan(plan.id, { packingConfirmStatus: 'CONFIRM_SENT', packingConfirmStartedAt: clock.now() });
        try {
          const { operationId } = await packing.confirmPackingOption(inboundPlanId, optionId);
          deps.operations.started(operationId, 'confirmPackingOption');
          await repo.updatePlan(plan.id, { packingConfirmOperationId: operationId });
          return 'progress';
        } catch (error) {
          if (error instanceof MarketplaceError && error.ambiguous) return 'wait';
          if (error instanceof MarketplaceError && error.kind === 'rejected') {
            await repo.updatePlan(plan.id, { packingConfirmStatus: 'FAILED' });
            await packingRepo.failGroupCreations(plan.id, error.message);
            return 'failed';
          }
          await repo.updatePlan(plan.id, { packingConfirmStatus: 'CONFIRMING' });
          throw error;
        }
      }
      default:
        break;
    }
    if (!plan.packingConfirmOperationId) {
      // CONFIRM_SENT without an answer: the option's status at Amazon says whether it took it.
      const option = (await packing.listPackingOptions(inboundPlanId)).find((o) => o.packingOptionId === optionId);
      if (option?.status === 'ACCEPTED') {
        await repo.updatePlan(plan.id, { packingConfirmStatus: 'CONFIRMED' });
        return 'confirmed';
      }
      const sentAt = plan.packingConfirmStartedAt?.getTime() ?? 0;
      if (clock.now().getTime() - sentAt < deps.reconcileGraceMs) return 'wait';
      await repo.updatePlan(plan.id, { packingConfirmStatus: 'CONFIRMING' });
      return 'progress';
    }
    const op = await deps.operations.look(api, plan.packingConfirmOperationId, 'confirmPackingOption');
    if (op.status === 'IN_PROGRESS') return 'wait';
    if (op.status === 'FAILED') {
      const reason = problemText(op.problems, inboundMessages.planFailed);
      await repo.updatePlan(plan.id, { packingConfirmStatus: 'FAILED', packingConfirmOperationId: null });
      await packingRepo.failGroupCreations(plan.id, reason);
      return 'failed';
    }
    await repo.updatePlan(plan.id, { packingConfirmStatus: 'CONFIRMED' });
    return 'confirmed';
  }

  /** Records a shipment per packing group asked for, packed before placement; the groups CREATED. */
  async function recordGroups(request: PlanRequestRow, plan: PlanRow, asked: readonly PackingGroupRow[]) {
    const casePack = new Map(request.items.map((i) => [i.SellerSKU.toLowerCase(), i.QuantityInCase ?? 0]));
    await deps.transaction(async (tx) => {
      for (const group of asked) {
        const shipmentRowId = await tx.shipmentsRepo.recordCreated({
          accountId: request.accountId,
          storeId: request.storeId,
          storeMarketplaceId: request.storeMarketplaceId,
          // No FBA id before placement: the packing group's id stands for it (pack-first.ts).
          shipmentId: group.packingGroupId,
          shipmentName: group.name ?? '',
          labelPrepType: toLabelPrepType(request.labelPrepPreference),
          areCasesRequired: group.items.some((i) => (casePack.get(i.SellerSKU.toLowerCase()) ?? 0) > 0),
          destinationFulfillmentCenterId: '',
          shipFromAddress: toShipFromAddress(request.sourceAddress),
          boxContentsSource: group.boxContentSource ?? 'NONE',
          shipmentType: 'SP',
          isPartnered: group.isPartnered ?? 'true',
          inboundPlanId: plan.inboundPlanId!,
          amazonShipmentId: null,
          placementOptionId: null,
          packingGroupId: group.packingGroupId,
          placementFee: 0,
          placementFeeCurrency: 'USD',
          createdBy: group.requestedBy,
          warehouseId: request.warehouseId,
          items: group.items.map((i) => ({
            sellerSku: i.SellerSKU,
            fulfillmentNetworkSku: i.FulfillmentNetworkSKU,
            quantity: i.Quantity,
            quantityInCase: casePack.get(i.SellerSKU.toLowerCase()) ?? 0,
            expDate: i.expiration ?? expiryOf(request, i.SellerSKU),
          })),
        });
        await tx.packingRepo.updateGroup(group.id, { creationStatus: 'CREATED', shipmentRowId, message: null });
      }
    });
  }

  /**
   * One turn of a pack-first plan's creations: confirm the packing option (once), then record a
   * shipment per group asked for. 'done' when nothing is asked, 'wait' while Amazon works.
   */
  async function createTurn(
    api: InboundApi,
    packing: PackingApi,
    request: PlanRequestRow,
    plan: PlanRow,
  ): Promise<'done' | 'progress' | 'wait'> {
    const asked = (await packingRepo.groupsOf([plan.id])).filter((g) => g.creationStatus === 'IN_PROGRESS');
    if (!asked.length) return 'done';
    try {
      const outcome = await confirm(api, packing, plan);
      if (outcome === 'wait') return 'wait';
      if (outcome === 'confirmed') await recordGroups(request, plan, asked);
      return 'progress';
    } catch (error) {
      if (error instanceof MarketplaceError && error.kind === 'rejected') {
        await packingRepo.failGroupCreations(plan.id, error.message);
        return 'progress';
      }
      throw error;
    }
  }

  /**
   * Send Box Contents: every packing group's boxes in one setPackingInformation (by packingGroupId,
   * as Amazon wants them before placement), box items exactly as the group lists them (owners,
   * expiry, lot), then placement options (the plan goes on to GENERATING). Amazon's refusal brings
   * the plan back to its packing groups with Amazon's reasons, to fix the boxes and send again.
   */
  async function sendBoxes(api: InboundApi, packing: PackingApi, plan: PlanRow): Promise<'progress' | 'wait'> {
    if (!plan.operationId) {
      const groups = await packingRepo.groupsOf([plan.id]);
      const groupings = [];
      for (const group of groups) {
        const expected = new Map(group.items.map((i) => [i.SellerSKU.toLowerCase(), i]));
        const boxes = await deps.packedBoxes(plan.accountId, group.shipmentRowId ? [group.shipmentRowId] : []);
        groupings.push({
          packingGroupId: group.packingGroupId,
          boxes: boxes.map((box): BoxUpdateInput => {
            const source = SOURCE_OF[box.contentPreference];
            return {
              contentInformationSource: source,
              dimensions: { length: box.length, width: box.width, height: box.height, unitOfMeasurement: 'IN' },
              weight: { unit: 'LB', value: box.weightLb },
              quantity: 1,
              ...(source === 'BOX_CONTENT_PROVIDED'
                ? {
                    items: box.items.map((i) => {
                      const item = expected.get(i.msku.toLowerCase());
                      return {
                        msku: i.msku,
                        quantity: i.quantity,
                        labelOwner: (item?.labelOwner ?? 'SELLER') as ItemInput['labelOwner'],
                        prepOwner: (item?.prepOwner ?? 'NONE') as ItemInput['prepOwner'],
                        ...(item?.expiration ? { expiration: item.expiration } : {}),
                        ...(item?.manufacturingLotCode ? { manufacturingLotCode: item.manufacturingLotCode } : {}),
                      };
                    }),
                  }
                : {}),
            };
          }),
        });
      }
      const { operationId } = await packing.setPackingInformationByGroups(plan.inboundPlanId!, groupings);
      deps.operations.started(operationId, 'setPackingInformation');
      await repo.updatePlan(plan.id, { operationId });
      return 'progress';
    }
    const op = await deps.operations.look(api, plan.operationId, 'setPackingInformation');
    if (op.status === 'IN_PROGRESS') return 'wait';
    if (op.status === 'FAILED') {
      const reason = problemText(op.problems, inboundMessages.planFailed);
      await repo.updatePlan(plan.id, { status: 'READY', operationId: null, message: reason });
    } else await repo.updatePlan(plan.id, { status: 'GENERATING', operationId: null, message: null });
    return 'progress';
  }

  return { withOwners, advance, createTurn, sendBoxes };
}
export type PackingSteps = ReturnType<typeof createPackingSteps>;
