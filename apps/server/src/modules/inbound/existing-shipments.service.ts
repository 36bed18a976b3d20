import {
  inboundMessages,
  isAwaitingPlacement,
  planExpirationDate,
  storeMessages,
  toPrepOwner,
  type ContentUpdateBody,
  type ContentUpdateConfirmResponse,
  type ContentUpdatePreviewResponse,
  type ExistingShipment,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import { createInboundApi, type InboundApi, type ItemInput } from '../marketplace/fulfillment-inbound.js';
import { MarketplaceError } from '../marketplace/marketplace-client.js';
import { marketplaceRefusal } from '../marketplace/marketplace-refusal.js';
import type { ShipmentRecord } from '../shipments/shipments.repository.js';
import { awaitInboundOperation } from './await-operation.js';
import type { InboundServiceDeps } from './inbound.service.js';

const notFound = (message: string) => new AppError('NOT_FOUND', message);

/**
 * The create-shipment calls on shipments already made (README beside this file): delete (cancel
 * the inbound plan), the Existing Shipments tab, and adding SKUs to a WORKING shipment through
 * Amazon's content-update preview. They talk to Amazon themselves and wait for its operation.
 */
export function createExistingShipmentsService(deps: InboundServiceDeps) {
  const { repo, shipmentsRepo, clock } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const operationWaitMs = deps.operationWaitMs ?? 60_000;

  async function apiForStore(accountId: string, storeId: string): Promise<InboundApi> {
    const store = await repo.findStore(accountId, storeId);
    if (!store?.sellerId || !store.isAuthorized)
      throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
    return createInboundApi(deps.marketplace, { storeId: store.storeId, sellerId: store.sellerId });
  }

  const awaitOperation = (api: InboundApi, operationId: string) =>
    awaitInboundOperation(api, operationId, { waitMs: operationWaitMs, sleep }, inboundMessages.planFailed);

  async function requireWorkingCreated(actor: Actor, id: string): Promise<ShipmentRecord> {
    const row = await shipmentsRepo.find(actor.accountId, id);
    if (!row) throw notFound(inboundMessages.shipmentNotFound);
    if (row.shipmentStatus !== 'WORKING') throw new AppError('CONFLICT', inboundMessages.shipmentNotWorking);
    // Packed first: Amazon takes the plan's units as planned until it places them (no shipment yet).
    if (isAwaitingPlacement(row)) throw new AppError('CONFLICT', inboundMessages.notPlacedYet);
    if (!row.inboundPlanId || !row.amazonShipmentId) throw new AppError('CONFLICT', inboundMessages.notCreatedHere);
    return row;
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
        canAddSkus: Boolean(shipment.inboundPlanId && shipment.amazonShipmentId),
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
          const { operationId } = await api.cancelInboundPlan(current.inboundPlanId);
          const problem = await awaitOperation(api, operationId);
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
     * Adding the drawer's SKUs to a WORKING shipment, step 1: Amazon's preview of the shipment
     * with them (generateShipmentContentUpdatePreviews), its fee and the changes per SKU.
     */
    async previewContentUpdate(
      actor: Actor,
      id: string,
      body: ContentUpdateBody,
    ): Promise<ContentUpdatePreviewResponse> {
      const row = await requireWorkingCreated(actor, id);
      const before = await shipmentsRepo.itemsOf(actor.accountId, [row.id]);
      const after = new Map(
        before.map((i) => [i.sellerSku.toLowerCase(), { sku: i.sellerSku, quantity: i.quantityShipped }]),
      );
      for (const item of body.items) {
        const key = item.SellerSKU.toLowerCase();
        const known = after.get(key);
        after.set(key, { sku: known?.sku ?? item.SellerSKU, quantity: (known?.quantity ?? 0) + item.Quantity });
      }
      const products = await deps.findProducts(
        actor.accountId,
        row.storeMarketplaceId!,
        [...after.values()].map((i) => i.sku),
      );
      const byKey = new Map(products.map((p) => [p.sellerSku.toLowerCase(), p]));
      const missing = body.items.find((i) => !byKey.has(i.SellerSKU.toLowerCase()));
      if (missing) throw new AppError('VALIDATION', `${missing.SellerSKU}: ${inboundMessages.skuNotInMarketplace}`);
      const labelOwner = row.labelPrepType === 'SELLER_LABEL' ? 'SELLER' : 'AMAZON';
      const expiryMonths = await deps.defaultExpiryMonths(actor.accountId);
      const items: ItemInput[] = [...after.entries()].map(([key, i]) => {
        const product = byKey.get(key);
        return {
          msku: product?.sellerSku ?? i.sku,
          quantity: i.quantity,
          labelOwner,
          prepOwner: toPrepOwner(product?.prepDetailsList ?? []),
          ...(product && (product.expirable ?? product.amzExpirable)
            ? { expiration: planExpirationDate(clock.now(), expiryMonths) }
            : {}),
        };
      });
      const units = items.reduce((n, i) => n + i.quantity, 0);
      const pounds = [...after.entries()].reduce((n, [key, i]) => {
        const p = byKey.get(key);
        const each = p?.weightValue ? Number(p.weightValue) / (p.weightUnit === 'ounces' ? 16 : 1) : 0;
        return n + each * i.quantity;
      }, 0);
      const api = await apiForStore(actor.accountId, row.storeId);
      try {
        const { operationId } = await api.generateShipmentContentUpdatePreviews(
          row.inboundPlanId!,
          row.amazonShipmentId!,
          {
            items,
            // The model asks for the boxes after the change; boxes are packed later (pack later flow),
            // so one box group stands for them, with the units' weight, for Amazon's quote.
            boxes: [
              {
                contentInformationSource: 'MANUAL_PROCESS',
                dimensions: { length: 24, width: 18, height: 18, unitOfMeasurement: 'IN' },
                weight: {
                  unit: 'LB',
                  value: Math.min(50, Math.max(1, Math.ceil(pounds / Math.max(1, Math.ceil(units / 150))))),
                },
                quantity: Math.max(1, Math.ceil(units / 150)),
              },
            ],
          },
        );
        const problem = await awaitOperation(api, operationId);
        if (problem) throw new AppError('CONFLICT', problem);
        const previews = await api.listShipmentContentUpdatePreviews(row.inboundPlanId!, row.amazonShipmentId!);
        const preview = [...previews].sort((a, b) => Date.parse(b.expiration) - Date.parse(a.expiration))[0];
        if (!preview) throw new AppError('CONFLICT', inboundMessages.previewNotFound);
        const requested = new Map(
          (preview.requestedUpdates.items ?? []).map((i) => [i.msku.toLowerCase(), i.quantity] as const),
        );
        const beforeByKey = new Map(before.map((i) => [i.sellerSku.toLowerCase(), i.quantityShipped]));
        const keys = new Set([...beforeByKey.keys(), ...requested.keys()]);
        const changes = [...keys].flatMap((key) => {
          const quantityBefore = beforeByKey.get(key) ?? 0;
          const quantityAfter = requested.get(key) ?? 0;
          if (quantityBefore === quantityAfter) return [];
          const sku =
            byKey.get(key)?.sellerSku ?? before.find((i) => i.sellerSku.toLowerCase() === key)?.sellerSku ?? key;
          return [{ SellerSKU: sku, quantityBefore, quantityAfter }];
        });
        const cost = preview.transportationOption?.quote?.cost;
        return {
          message: inboundMessages.previewReady,
          preview: {
            contentUpdatePreviewId: preview.contentUpdatePreviewId,
            expiration: preview.expiration,
            fee: cost ? { amount: cost.amount, currency: cost.code } : null,
            changes,
          },
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        marketplaceRefusal(error);
      }
    },

    /** Step 2: confirms the preview; the shipment's items become Amazon's list. */
    async confirmContentUpdate(actor: Actor, id: string, previewId: string): Promise<ContentUpdateConfirmResponse> {
      const row = await requireWorkingCreated(actor, id);
      return deps.withLock(`inbound-content:${row.id}`, async () => {
        const api = await apiForStore(actor.accountId, row.storeId);
        try {
          let preview;
          try {
            preview = await api.getShipmentContentUpdatePreview(row.inboundPlanId!, row.amazonShipmentId!, previewId);
          } catch (error) {
            if (error instanceof MarketplaceError && error.kind === 'rejected')
              throw notFound(inboundMessages.previewNotFound);
            throw error;
          }
          if (Date.parse(preview.expiration) <= clock.now().getTime())
            throw new AppError('CONFLICT', inboundMessages.previewExpired);
          const { operationId } = await api.confirmShipmentContentUpdatePreview(
            row.inboundPlanId!,
            row.amazonShipmentId!,
            previewId,
          );
          const problem = await awaitOperation(api, operationId);
          if (problem) throw new AppError('CONFLICT', problem);
          const items = await api.listShipmentItems(row.inboundPlanId!, row.amazonShipmentId!);
          await shipmentsRepo.replaceItems(
            actor.accountId,
            row.id,
            items.map((i) => ({ sellerSku: i.msku, fulfillmentNetworkSku: i.fnsku, quantity: i.quantity })),
          );
        } catch (error) {
          if (error instanceof AppError) throw error;
          marketplaceRefusal(error);
        }
        const [shipment] = await toExistingShipments(actor.accountId, [
          { shipment: (await shipmentsRepo.find(actor.accountId, row.id))!, createdByName: null },
        ]);
        return { message: inboundMessages.contentUpdated, shipment: shipment! };
      });
    },
  };
}
