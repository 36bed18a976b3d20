import { boxWeightLb, shipmentContentPreference, transportMessages as tm } from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import {
  contentSourceOf,
  itemInputOf,
  type BoxUpdateInput,
  type InboundApi,
  type ShipmentItem,
  type TrackingDetailsInput,
} from '../marketplace/fulfillment-inbound.js';
import {
  fingerprintOf,
  OperationStillRunning,
  type OperationPoller,
  type OperationStatusApi,
} from '../marketplace/inbound-operations.js';
import { MarketplaceError } from '../marketplace/marketplace-client.js';
import type { PackingApi } from '../marketplace/inbound-packing.js';
import { placeBoxes } from '../shipments/placed-boxes.js';
import type { PlacementRepository } from '../shipments/placement.repository.js';
import type { ShipmentTransportRepository } from '../shipments/shipment-transport.repository.js';
import type { TransportRepository, TransportRow, TransportShipment } from './transport.repository.js';

/** Amazon's inbound calls the transport makes, with the boxes' ids of a shipment. */
export type TransportApi = InboundApi & Pick<PackingApi, 'listShipmentBoxes'>;

export type TransportRepos = {
  transportRepo: TransportRepository;
  shipmentsRepo: Pick<ShipmentTransportRepository, 'setTransport'>;
  placementRepo: Pick<PlacementRepository, 'recordBoxIds'>;
};

/** How a step follows Amazon's operations (transport.service.ts, over the one poller). */
export interface StepOperations {
  /**
   * Starts an operation on `shipment` (`start`) or follows the one kept for the same `fingerprint`
   * (a retry, a restart): null on SUCCESS, Amazon's problems on FAILED.
   */
  runOperation: (
    api: OperationStatusApi,
    shipment: TransportShipment,
    kind: string,
    fingerprint: string,
    start: () => Promise<{ operationId: string }>,
  ) => Promise<string | null>;
  /** Follows an operation whose id the step keeps itself. */
  followOperation: (api: OperationStatusApi, operationId: string, kind: string) => Promise<string | null>;
}

/**
 * The steps' operations over the one poller: each waits `waitMs`; one still running then (or when
 * the process stops) hands the job back to pg-boss, whose next run follows the same operation.
 */
export function stepOperations(operations: OperationPoller, waitMs: number, signal: AbortSignal): StepOperations {
  const wait = { waitMs, failed: tm.marketplaceError, signal };
  async function retriedWhileRunning<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof OperationStillRunning) throw new MarketplaceError('unavailable', tm.busy);
      throw error;
    }
  }
  return {
    runOperation: (api, shipment, kind, fingerprint, start) =>
      retriedWhileRunning(() =>
        operations.run(api, {
          accountId: shipment.accountId,
          key: `transport:${shipment.id}:${kind}`,
          kind,
          fingerprint,
          start,
          ...wait,
        }),
      ),
    followOperation: (api, operationId, kind) =>
      retriedWhileRunning(() => operations.wait(api, operationId, { kind, ...wait })),
  };
}

/**
 * The transport job's steps on one shipment (README beside this file): its box content by
 * shipmentId (packed after placement), an own carrier's tracking ids, a resubmitted feed, and void
 * (the plan cancelled: every shipment of its transport). The plan-wide estimate and confirm are
 * transport-plan.ts.
 */
export function createTransportSteps(ctx: {
  repo: TransportRepository;
  shipmentsRepo: Pick<ShipmentTransportRepository, 'setTransport'>;
  transaction: InTransaction<TransportRepos>;
  /** Our boxes of shipments as they were sent (the shipments module's read). */
  packedBoxes: PlacementRepository['packedBoxes'];
  apiFor: (shipment: TransportShipment) => Promise<TransportApi>;
  runOperation: StepOperations['runOperation'];
  must: (problem: string | null) => void;
  changed: (accountId: string, shipmentRowId: string) => void;
}) {
  const { repo, shipmentsRepo, apiFor, runOperation, must, changed } = ctx;

  /**
   * The shipment's boxes as setPackingInformation takes them. Box items repeat Amazon's items of the
   * shipment (listShipmentItems: owners, expiry and lot), which Amazon matches them against.
   */
  async function packingBoxes(api: TransportApi, shipment: TransportShipment): Promise<BoxUpdateInput[]> {
    const source = contentSourceOf(shipmentContentPreference(shipment));
    const boxes = await repo.boxes(shipment.id);
    const listed = new Map<string, ShipmentItem>();
    if (source === 'BOX_CONTENT_PROVIDED')
      for (const item of await api.listShipmentItems(shipment.inboundPlanId!, shipment.amazonShipmentId!))
        if (!listed.has(item.msku.toLowerCase())) listed.set(item.msku.toLowerCase(), item);
    return boxes.map((b) => ({
      contentInformationSource: source,
      dimensions: { length: b.length ?? 0, width: b.width ?? 0, height: b.height ?? 0, unitOfMeasurement: 'IN' },
      weight: { unit: 'LB', value: boxWeightLb(b.weight, b.weight_unit) },
      quantity: 1,
      ...(source === 'BOX_CONTENT_PROVIDED'
        ? {
            items: b.items.map((i) => {
              const item = listed.get(i.msku.toLowerCase());
              // A SKU Amazon does not list on the shipment: sent as it is, for Amazon to name.
              return item
                ? itemInputOf(item, i.quantity)
                : { msku: i.msku, quantity: i.quantity, labelOwner: 'SELLER' as const, prepOwner: 'NONE' as const };
            }),
          }
        : {}),
    }));
  }

  /**
   * Amazon's ids of the boxes just sent (listShipmentBoxes, in an order of its own: matched by size,
   * weight and contents, `placeBoxes`): the ids its labels and tracking name.
   */
  async function recordBoxIds(api: TransportApi, shipment: TransportShipment): Promise<void> {
    const [ours, listed] = await Promise.all([
      ctx.packedBoxes(shipment.accountId, [shipment.id]),
      api.listShipmentBoxes(shipment.inboundPlanId!, shipment.amazonShipmentId!),
    ]);
    const [placed] = placeBoxes(ours, [{ amazonShipmentId: shipment.amazonShipmentId!, boxes: listed }]);
    await ctx.transaction((tx) => tx.placementRepo.recordBoxIds(shipment.accountId, shipment.id, placed!.boxes));
  }

  /** Sends the box content and records Amazon's box ids; stores the feed's outcome. Null when it succeeded. */
  async function sendPacking(api: TransportApi, shipment: TransportShipment): Promise<string | null> {
    const boxes = await packingBoxes(api, shipment);
    const problem = await runOperation(api, shipment, 'setPackingInformation', fingerprintOf(boxes), () =>
      api.setPackingInformation(shipment.inboundPlanId!, shipment.amazonShipmentId!, boxes),
    );
    if (!problem) await recordBoxIds(api, shipment);
    await shipmentsRepo.setTransport(shipment.accountId, shipment.id, {
      feedStatus: problem ? 'Failed' : 'Success',
      feedErrors: problem ? [{ resultDescription: problem }] : [],
    });
    changed(shipment.accountId, shipment.id);
    return problem;
  }

  /**
   * Own carriers: the tracking ids go to Amazon once the transport is confirmed (small parcel: by
   * Amazon's box ids; LTL: the PRO number as freight bill number). Null when sent.
   */
  async function sendTracking(
    api: TransportApi,
    shipment: TransportShipment,
    row: TransportRow,
  ): Promise<string | null> {
    let details: TrackingDetailsInput;
    if (shipment.shipmentType === 'LTL') {
      if (!row.proNumber) return null;
      details = { ltlTrackingDetail: { freightBillNumber: [row.proNumber] } };
    } else {
      const boxes = (await repo.boxes(shipment.id)).filter((b) => b.tracking_id && b.amazon_box_id);
      if (!boxes.length) return null;
      details = {
        spdTrackingDetail: {
          spdTrackingItems: boxes.map((b) => ({
            boxId: b.amazon_box_id!,
            trackingId: b.tracking_id!,
          })),
        },
      };
    }
    return runOperation(api, shipment, 'updateShipmentTrackingDetails', fingerprintOf(details), () =>
      api.updateShipmentTrackingDetails(shipment.inboundPlanId!, shipment.amazonShipmentId!, details),
    );
  }

  /**
   * Step TRACKING: an own carrier's tracking ids to Amazon, right after its confirm and after each
   * edit, sent again until what Amazon got is what the boxes hold (an edit made while a send was
   * under way is sent by the next round).
   */
  async function resendTracking(shipment: TransportShipment, row: TransportRow): Promise<void> {
    const api = await apiFor(shipment);
    const current = async () => JSON.stringify((await repo.boxes(shipment.id)).map((b) => [b.number, b.tracking_id]));
    for (let round = 0; round < 5; round += 1) {
      const before = await current();
      must(await sendTracking(api, shipment, row));
      if ((await current()) === before) break;
    }
    await repo.finishStep(shipment.accountId, shipment.id, 'TRACKING', { error: null });
  }

  async function resubmitFeed(shipment: TransportShipment): Promise<void> {
    must(await sendPacking(await apiFor(shipment), shipment));
    await repo.finishStep(shipment.accountId, shipment.id, 'RESUBMITTING', { error: null });
  }

  /** Void: v2024 cancels the whole inbound plan, so every shipment of the plan's transport is cancelled. */
  async function voidTransport(shipment: TransportShipment): Promise<void> {
    const api = await apiFor(shipment);
    const planId = shipment.inboundPlanId!;
    must(await runOperation(api, shipment, 'cancelInboundPlan', planId, () => api.cancelInboundPlan(planId)));
    const siblings = await repo.siblings(shipment);
    await ctx.transaction(async (tx) => {
      const cleared = {
        error: null,
        options: [],
        confirmedOptionId: null,
        confirmOptionId: null,
        confirmOperationId: null,
        confirmStartedAt: null,
      };
      if (!(await tx.transportRepo.finishStep(shipment.accountId, shipment.id, 'VOIDING', cleared))) return;
      for (const s of siblings) {
        if (s.id !== shipment.id) await tx.transportRepo.upsert(s.accountId, s.id, cleared);
        await tx.shipmentsRepo.setTransport(s.accountId, s.id, {
          transportStatus: null,
          estimatedCost: null,
          estimatedCostCurrency: null,
          voidDate: null,
          shipmentStatus: 'CANCELLED',
        });
      }
    });
    for (const s of siblings.slice(1)) changed(s.accountId, s.id);
  }

  return { sendPacking, resendTracking, resubmitFeed, voidTransport };
}
