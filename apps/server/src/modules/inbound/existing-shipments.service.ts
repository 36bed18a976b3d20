import {
  inboundMessages,
  isAwaitingPlacement,
  storeMessages,
  type ContentUpdateBody,
  type ContentUpdateConfirmResponse,
  type ContentUpdatePreviewResponse,
  type ExistingShipment,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import { createInboundApi, type InboundApi } from '../marketplace/fulfillment-inbound.js';
import { marketplaceRefusal } from '../marketplace/marketplace-refusal.js';
import type { ShipmentRecord } from '../shipments/shipments.repository.js';
import { runInCall } from './await-operation.js';
import type { InboundServiceDeps } from './inbound.service.js';

const notFound = (message: string) => new AppError('NOT_FOUND', message);

/**
 * The create-shipment calls on shipments already made (README beside this file): delete (cancel
 * the inbound plan), the Existing Shipments tab, and adding SKUs to a WORKING shipment, which
 * Amazon's content-update rules leave to a new shipment. Delete talks to Amazon itself and waits
 * for its operation.
 */
export function createExistingShipmentsService(deps: InboundServiceDeps) {
  const { repo, shipmentsRepo } = deps;

  async function apiForStore(accountId: string, storeId: string): Promise<InboundApi> {
    const store = await repo.findStore(accountId, storeId);
    if (!store?.sellerId || !store.isAuthorized)
      throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
    return createInboundApi(deps.marketplace, { storeId: store.storeId, sellerId: store.sellerId });
  }

  /** A shipment created here and not shipped yet (WORKING, or waiting to be marked shipped). */
  async function requireUnshippedCreated(actor: Actor, id: string): Promise<ShipmentRecord> {
    const row = await shipmentsRepo.find(actor.accountId, id);
    if (!row) throw notFound(inboundMessages.shipmentNotFound);
    if (row.shipmentStatus !== 'WORKING' && row.shipmentStatus !== 'PENDING_TO_MARK_SHIP')
      throw new AppError('CONFLICT', inboundMessages.shipmentNotWorking);
    // Packed first: Amazon takes the plan's units as planned until it places them (no shipment yet).
    if (isAwaitingPlacement(row)) throw new AppError('CONFLICT', inboundMessages.notPlacedYet);
    if (!row.inboundPlanId || !row.amazonShipmentId) throw new AppError('CONFLICT', inboundMessages.notCreatedHere);
    return row;
  }

  /**
   * Why a shipment created here cannot take the drawer's SKUs. Amazon changes a placed
   * shipment's units only through a content-update preview, only "for a shipment with a confirmed
   * carrier", and with every box the shipment will have: the added units need a box whose size and
   * weight the drawer does not ask, and an invented box is never sent. So: refused before the
   * transport is confirmed (Amazon's rule), and after it too (the box is unknown).
   */
  function cannotAddSkus(row: ShipmentRecord): string {
    return row.transportStatus === 'CONFIRMED'
      ? inboundMessages.addSkusNeedBox
      : inboundMessages.addSkusBeforeTransport;
  }

  function refuseAddingSkus(row: ShipmentRecord): never {
    throw new AppError('CONFLICT', cannotAddSkus(row));
  }

  async function toExistingShipments(
    accountId: string,
    rows: { shipment: ShipmentRecord; createdByName: string | null }[],
  ) {
    const items = await shipmentsRepo.itemsOf(
      accountId,
      rows.map((r) => r.shipment.id),
    );
    return rows.map(({ shipment, createdByName }): ExistingShipment => {
      const own = items.filter((i) => i.shipmentRowId === shipment.id);
      return {
        _id: shipment.id,
        ShipmentId: shipment.shipmentId,
        ShipmentName: shipment.shipmentName,
        awaitingPlacement: isAwaitingPlacement(shipment),
        createdAt: shipment.createdAt.toISOString(),
        skuCount: own.length,
        quantity: own.reduce((n, i) => n + i.quantityShipped, 0),
        shipmentType: shipment.shipmentType ?? 'SP',
        labelType: shipment.labelPrepType ?? '',
        createdBy: createdByName ?? (shipment.appCreated ? '' : 'Amazon'),
        shipFromCity: shipment.shipFromAddress?.City ?? shipment.shipFromAddress?.city ?? '',
        destinationFulfillmentCenterId: shipment.destinationFulfillmentCenterId,
        canAddSkus: false,
        cannotAddReason: isAwaitingPlacement(shipment)
          ? inboundMessages.notPlacedYet
          : shipment.inboundPlanId && shipment.amazonShipmentId
            ? cannotAddSkus(shipment)
            : inboundMessages.notCreatedHere,
        items: own.map((i) => ({
          SellerSKU: i.sellerSku,
          FulfillmentNetworkSKU: i.fulfillmentNetworkSku,
          Quantity: i.quantityShipped,
        })),
      };
    });
  }

  return {
    /**
     * Deletes a WORKING shipment: v2024 cancels whole inbound plans only, so this cancels the plan
     * when it holds this shipment alone and refuses otherwise (MARKETPLACE.md, void).
     */
    async cancelShipment(actor: Actor, shipmentId: string) {
      const [row, ...others] = await shipmentsRepo.findByShipmentId(actor.accountId, shipmentId);
      if (!row || others.length) throw notFound(inboundMessages.shipmentNotFound);
      return deps.withLock(`inbound-cancel:${row.id}`, async () => {
        const current = (await shipmentsRepo.find(actor.accountId, row.id))!;
        if (current.shipmentStatus !== 'WORKING')
          throw new AppError('CONFLICT', inboundMessages.youCanDeleteWorkingOnly);
        if (!current.inboundPlanId || !current.amazonShipmentId)
          throw new AppError('CONFLICT', inboundMessages.cannotCancelUnknownPlan);
        const api = await apiForStore(actor.accountId, current.storeId);
        try {
          const plan = await api.getInboundPlan(current.inboundPlanId);
          const sharing = (plan.shipments ?? []).filter(
            (s) =>
              s.shipmentId !== current.amazonShipmentId && !['CANCELLED', 'ABANDONED', 'DELETED'].includes(s.status),
          );
          if (sharing.length) throw new AppError('CONFLICT', inboundMessages.cannotCancelShared(sharing.length));
          const planId = current.inboundPlanId;
          const problem = await runInCall(deps.operations, api, {
            accountId: actor.accountId,
            key: `cancel-plan:${planId}`,
            kind: 'cancelInboundPlan',
            fingerprint: planId,
            start: () => api.cancelInboundPlan(planId),
            failed: inboundMessages.planFailed,
          });
          if (problem) throw new AppError('CONFLICT', problem);
        } catch (error) {
          if (error instanceof AppError) throw error;
          marketplaceRefusal(error);
        }
        await shipmentsRepo.setStatus(actor.accountId, current.id, 'CANCELLED');
        return { message: inboundMessages.cancelled };
      });
    },

    async existingShipments(actor: Actor, storeMarketplaceId: string) {
      if (!(await repo.findStoreMarketplace(actor.accountId, storeMarketplaceId)))
        throw notFound(inboundMessages.storeMarketplaceNotFound);
      const rows = await shipmentsRepo.listWorking(actor.accountId, storeMarketplaceId);
      return { shipments: await toExistingShipments(actor.accountId, rows) };
    },

    /**
     * Adding the drawer's SKUs to a WORKING shipment, step 1 (Amazon's preview of the shipment with
     * them). Refused, before any Amazon call: `cannotAddSkus` says why (README beside this file).
     */
    async previewContentUpdate(
      actor: Actor,
      id: string,
      _body: ContentUpdateBody,
    ): Promise<ContentUpdatePreviewResponse> {
      return refuseAddingSkus(await requireUnshippedCreated(actor, id));
    },

    /** Step 2, the preview's confirmation: refused as step 1 is. */
    async confirmContentUpdate(actor: Actor, id: string, _previewId: string): Promise<ContentUpdateConfirmResponse> {
      return refuseAddingSkus(await requireUnshippedCreated(actor, id));
    },
  };
}
