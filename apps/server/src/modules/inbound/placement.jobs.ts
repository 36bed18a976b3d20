import type { InTransaction } from '../../db/client.js';
import type { InboundApi, Shipment, ShipmentItem } from '../marketplace/fulfillment-inbound.js';
import type { PackingApi, ShipmentBox } from '../marketplace/inbound-packing.js';
import { placeBoxes } from '../shipments/placed-boxes.js';
import type { PlacementRepository } from '../shipments/placement.repository.js';
import type { InboundRepository, PlanRow, PlanShipmentRow } from './inbound.repository.js';
import { shipmentFee, shipmentsOfOption } from './inbound.view.js';
import { inLanes } from './job-support.js';
import type { PackingRepository } from './packing.repository.js';

/** Shipments read at once (getShipment, listShipmentItems, listShipmentBoxes). */
const READ_LANES = 4;

/** Amazon's boxes do not match the boxes sent: the creations fail with a message to send again. */
export class PlacementMismatch extends Error {}

export interface PlacementStepsDeps {
  packingRepo: Pick<PackingRepository, 'groupsOf'>;
  /** The placement applied to the shipments module's tables and the plan shipments CREATED, in one transaction. */
  transaction: InTransaction<{
    inboundRepo: Pick<InboundRepository, 'updatePlanShipment'>;
    placementRepo: Pick<PlacementRepository, 'packedBoxes' | 'applyPlacement'>;
  }>;
}

/**
 * A packed plan's placement (small parcel, packed first; the README beside this file): once its
 * placement option is confirmed, every shipment of the option is named and read (getShipment for
 * the FBA id, listShipmentItems, listShipmentBoxes for Amazon's box ids), Amazon's boxes are
 * matched to the boxes sent (domain of shipments/placed-boxes.ts), and the packing groups'
 * shipments become Amazon's shipments in one transaction.
 */
export function createPlacementSteps(deps: PlacementStepsDeps) {
  /** False while Amazon has not given every shipment its FBA id yet (wait and ask again). */
  async function placePacked(
    api: InboundApi,
    packing: PackingApi,
    plan: PlanRow,
    ofPlan: readonly PlanShipmentRow[],
  ): Promise<boolean> {
    const inboundPlanId = plan.inboundPlanId!;
    const option = plan.placementOptions.find((o) => o.placementOptionId === plan.confirmedOptionId)!;
    const shipments = shipmentsOfOption(option, ofPlan);
    const read: { shipment: PlanShipmentRow; found: Shipment; items: ShipmentItem[]; boxes: ShipmentBox[] }[] = [];
    // Four shipments at a time: the marketplace client's token buckets pace the calls.
    await inLanes(shipments, READ_LANES, async (shipment) => {
      if (shipment.name) await api.updateShipmentName(inboundPlanId, shipment.amazonShipmentId, shipment.name);
      const [found, items, boxes] = await Promise.all([
        api.getShipment(inboundPlanId, shipment.amazonShipmentId),
        api.listShipmentItems(inboundPlanId, shipment.amazonShipmentId),
        packing.listShipmentBoxes(inboundPlanId, shipment.amazonShipmentId),
      ]);
      read.push({ shipment, found, items, boxes });
    });
    // Amazon gives the FBA ids with the confirmation: until every shipment has one, wait.
    const unconfirmed = read.some((r) => !r.found.shipmentConfirmationId);
    if (unconfirmed) return false;
    read.sort((a, b) => shipments.indexOf(a.shipment) - shipments.indexOf(b.shipment));
    const groupRowIds = (await deps.packingRepo.groupsOf([plan.id])).flatMap((g) =>
      g.shipmentRowId ? [g.shipmentRowId] : [],
    );
    await deps.transaction(async ({ inboundRepo, placementRepo }) => {
      const ours = await placementRepo.packedBoxes(plan.accountId, groupRowIds);
      let placed;
      try {
        placed = placeBoxes(
          ours,
          read.map((r) => ({ amazonShipmentId: r.shipment.amazonShipmentId, boxes: r.boxes })),
        );
      } catch (error) {
        throw new PlacementMismatch((error as Error).message);
      }
      const rows = await placementRepo.applyPlacement(
        plan.accountId,
        groupRowIds,
        placed.map((p, i) => {
          const { shipment, found, items } = read[i]!;
          const fee = shipmentFee(option, ofPlan, shipment);
          return {
            ...p,
            fbaId: found.shipmentConfirmationId!,
            name: shipment.name ?? '',
            placementOptionId: option.placementOptionId,
            destinationFc: found.destination.warehouseId ?? shipment.destinationFc,
            placementFee: fee.amount,
            placementFeeCurrency: fee.currency,
            items: items.map((item) => ({ sellerSku: item.msku, fnsku: item.fnsku, quantity: item.quantity })),
          };
        }),
      );
      for (const { shipment, found } of read)
        await inboundRepo.updatePlanShipment(shipment.id, {
          creationStatus: 'CREATED',
          shipmentConfirmationId: found.shipmentConfirmationId!,
          shipmentRowId: rows.get(shipment.amazonShipmentId)!,
          message: null,
        });
    });
    return true;
  }

  return { placePacked };
}
export type PlacementSteps = ReturnType<typeof createPlacementSteps>;
