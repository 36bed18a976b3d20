import {
  applyShipmentSettingsChange,
  effectiveShipmentSettings,
  getCarrierChoices,
  inboundMessages,
  isShipmentEditable,
  shipmentListMessages,
  storeMessages,
  type EditInboundShipmentBody,
  type GetShipmentSettingsBody,
  type ShipmentSettingsBody,
  type UpdateContentPreferenceBody,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import { marketplaceRefusal } from '../marketplace/marketplace-refusal.js';
import type { Actor } from '../auth/sessions.js';
import { createInboundApi, toAddressInput, type InboundApi } from '../marketplace/fulfillment-inbound.js';
import type { MarketplaceClient } from '../marketplace/marketplace-client.js';
import { warehouseAddress, type WarehouseRow } from '../warehouses/warehouses.repository.js';
import type { ShipmentListRepository } from './shipment-list.repository.js';
import {
  createShipmentView,
  notFound,
  type AccountDefaults,
  type ListRow,
  type SellerCentralUrlOf,
} from './shipment-view.js';
import { runInCall } from '../inbound/await-operation.js';
import { fingerprintOf, type OperationPoller } from '../marketplace/inbound-operations.js';

export interface ShipmentEditsServiceDeps {
  listRepo: ShipmentListRepository;
  /** Setting → Shipping's defaults. */
  accountDefaults: AccountDefaults;
  /** Where the shipment's Seller Central link goes (the detail it answers with). */
  sellerCentralUrlOf: SellerCentralUrlOf;
  findWarehouse: (accountId: string, id: string) => Promise<WarehouseRow | undefined>;
  /** Deleting a WORKING shipment: the inbound module cancels its v2024 inbound plan. */
  cancelShipment: (actor: Actor, shipmentId: string) => Promise<{ message: string }>;
  /** Clear Shipment (the 'clear' action): the boxes part of the module empties and deletes every box. */
  clearShipmentBoxes: (actor: Actor, shipmentRowId: string) => Promise<unknown>;
  /** Called after a committed change of a shipment (live updates hook in here). */
  changed?: (event: { accountId: string; shipmentRowId: string; kind: 'shipment' | 'deleted' }) => void;
  marketplace: MarketplaceClient;
  /** The one poller of Amazon's operations (a ship-from change waits for its operation). */
  operations: OperationPoller;
}

/**
 * A shipment's settings panel and the shipment-level edits (see README.md beside this file). Name,
 * ship-from and delete go to Amazon first (v2024 updateShipmentName, updateShipmentSourceAddress,
 * cancelInboundPlan) and are stored only when Amazon took them; every write is conditional on the
 * shipment still being WORKING.
 */
export function createShipmentEditsService(deps: ShipmentEditsServiceDeps) {
  const repo = deps.listRepo;
  const { requireShipment, settingsOf, detailOf } = createShipmentView(deps);

  /** The Amazon side of a shipment created here; refused for others (they are Seller Central's). */
  async function amazonShipmentOf(actor: Actor, row: ListRow): Promise<{ api: InboundApi; plan: string; id: string }> {
    const s = row.shipment;
    if (!isShipmentEditable(s.shipmentStatus)) throw new AppError('CONFLICT', shipmentListMessages.notWorking);
    if (s.packingGroupId && !s.amazonShipmentId) throw new AppError('CONFLICT', inboundMessages.notPlacedYet);
    if (!s.inboundPlanId || !s.amazonShipmentId) throw new AppError('CONFLICT', shipmentListMessages.notCreatedHere);
    const store = await repo.findStore(actor.accountId, s.storeId);
    if (!store?.sellerId || !store.isAuthorized)
      throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
    return {
      api: createInboundApi(deps.marketplace, { storeId: store.storeId, sellerId: store.sellerId }),
      plan: s.inboundPlanId,
      id: s.amazonShipmentId,
    };
  }

  async function stored(actor: Actor, id: string, written: boolean) {
    if (!written) {
      // Gone or no longer WORKING since it was read (another packer, the sync).
      const row = await repo.find(actor.accountId, id);
      if (!row) throw notFound();
      throw new AppError('CONFLICT', shipmentListMessages.notWorking);
    }
    deps.changed?.({ accountId: actor.accountId, shipmentRowId: id, kind: 'shipment' });
  }

  async function settingsAnswer(actor: Actor, id: string, message: string) {
    const detail = await detailOf(actor, id);
    return {
      message,
      settings: detail.settings,
      carriers: getCarrierChoices(detail.settings.isPartnered).map((c) => ({ value: c.value, label: c.label })),
      warehouseId: detail.warehouseId,
      editable: detail.editable,
    };
  }

  return {
    async getSettings(actor: Actor, body: GetShipmentSettingsBody) {
      const row = await requireShipment(actor, body.inboundShipmentId);
      const current = await settingsOf(row);
      // The screen's values (not stored yet) decide the carrier choices it may offer.
      const viewed =
        applyShipmentSettingsChange(current, {
          ...(body.shipmentType ? { shipmentType: body.shipmentType } : {}),
          ...(body.isPartnered ? { isPartnered: body.isPartnered } : {}),
          ...(body.contentPreference ? { contentPreference: body.contentPreference } : {}),
        }) ?? current;
      return {
        message: '',
        settings: current,
        carriers: getCarrierChoices(viewed.isPartnered).map((c) => ({ value: c.value, label: c.label })),
        warehouseId: row.warehouseId,
        editable: isShipmentEditable(row.shipment.shipmentStatus),
      };
    },

    /** Stores the panel's choices (spec section 4: a partnership change resets the carrier). */
    async saveSettings(actor: Actor, body: ShipmentSettingsBody) {
      const row = await requireShipment(actor, body.inboundShipmentId);
      if (!isShipmentEditable(row.shipment.shipmentStatus))
        throw new AppError('CONFLICT', shipmentListMessages.notWorking);
      const current = await settingsOf(row);
      const change = {
        ...(body.shipmentType ? { shipmentType: body.shipmentType } : {}),
        ...(body.isPartnered ? { isPartnered: body.isPartnered } : {}),
        ...(body.carrierName ? { carrierName: body.carrierName } : {}),
        ...(body.contentPreference ? { contentPreference: body.contentPreference } : {}),
      };
      const next = applyShipmentSettingsChange(current, change);
      if (!next) throw new AppError('VALIDATION', shipmentListMessages.carrierNotOffered);
      const transportChanged =
        next.shipmentType !== current.shipmentType ||
        next.isPartnered !== current.isPartnered ||
        next.carrierName !== current.carrierName;
      const transport = row.shipment.transportStatus;
      if (transportChanged && transport === 'CONFIRMED')
        throw new AppError('CONFLICT', shipmentListMessages.transportConfirmed);
      const written = await repo.updateWorking(actor.accountId, row.shipment.id, {
        ...next,
        // An estimate was for the old type, partnership or carrier.
        ...(transportChanged && transport === 'ESTIMATED'
          ? { transportStatus: null, estimatedCost: null, estimatedCostCurrency: null }
          : {}),
      });
      await stored(actor, row.shipment.id, written);
      return settingsAnswer(actor, row.shipment.id, shipmentListMessages.settingsUpdated);
    },

    /** Box Content Information; without a value, the account's default (Setting → Shipping). */
    async updateContentPreference(actor: Actor, body: UpdateContentPreferenceBody) {
      const row = await requireShipment(actor, body.inboundShipmentId);
      if (!isShipmentEditable(row.shipment.shipmentStatus))
        throw new AppError('CONFLICT', shipmentListMessages.notWorking);
      const contentPreference =
        body.contentPreference ??
        effectiveShipmentSettings({}, await deps.accountDefaults(actor.accountId)).contentPreference;
      const written = await repo.updateWorking(actor.accountId, row.shipment.id, { contentPreference });
      await stored(actor, row.shipment.id, written);
      return settingsAnswer(actor, row.shipment.id, shipmentListMessages.settingsUpdated);
    },

    async editShipment(actor: Actor, body: EditInboundShipmentBody) {
      const row = await requireShipment(actor, body.inboundShipmentId);
      const id = row.shipment.id;
      if (body.action === 'clear') {
        await deps.clearShipmentBoxes(actor, id);
        return {
          message: shipmentListMessages.updatedInboundShipment,
          data: { updatedShipment: await detailOf(actor, id) },
        };
      }
      if (body.action === 'deleteShipment') {
        if (!isShipmentEditable(row.shipment.shipmentStatus))
          throw new AppError('CONFLICT', shipmentListMessages.deleteWorkingOnly);
        if (!row.shipment.inboundPlanId || !row.shipment.amazonShipmentId)
          throw new AppError('CONFLICT', shipmentListMessages.notCreatedHere);
        await deps.cancelShipment(actor, row.shipment.shipmentId);
        deps.changed?.({ accountId: actor.accountId, shipmentRowId: id, kind: 'deleted' });
        return { message: shipmentListMessages.deleted, data: { updatedShipment: await detailOf(actor, id) } };
      }
      const warehouse =
        body.action === 'shipmentFromAddress' ? await deps.findWarehouse(actor.accountId, body.warehouseId) : undefined;
      if (body.action === 'shipmentFromAddress' && !warehouse)
        throw new AppError('NOT_FOUND', shipmentListMessages.warehouseNotFound);
      const amazon = await amazonShipmentOf(actor, row);
      if (body.action === 'shipmentName') {
        const name = body.nameToUpdate.trim();
        try {
          await amazon.api.updateShipmentName(amazon.plan, amazon.id, name);
        } catch (error) {
          marketplaceRefusal(error);
        }
        await stored(actor, id, await repo.updateWorking(actor.accountId, id, { shipmentName: name }));
      } else if (warehouse) {
        const address = toAddressInput(warehouseAddress(warehouse));
        try {
          const problem = await runInCall(deps.operations, amazon.api, {
            accountId: actor.accountId,
            key: `ship-from:${id}`,
            kind: 'updateShipmentSourceAddress',
            fingerprint: fingerprintOf(address),
            start: () => amazon.api.updateShipmentSourceAddress(amazon.plan, amazon.id, address),
            failed: inboundMessages.changeRefused,
          });
          if (problem) throw new AppError('CONFLICT', problem);
        } catch (error) {
          if (error instanceof AppError) throw error;
          marketplaceRefusal(error);
        }
        const { email: _e, phoneNumber: _p, ...shipFrom } = address;
        await stored(
          actor,
          id,
          await repo.updateWorking(actor.accountId, id, {
            warehouseId: warehouse.id,
            shipFromAddress: Object.fromEntries(Object.entries(shipFrom).filter(([, v]) => v !== undefined)) as Record<
              string,
              string
            >,
          }),
        );
      }
      return {
        message: shipmentListMessages.updatedInboundShipment,
        data: { updatedShipment: await detailOf(actor, id) },
      };
    },
  };
}
export type ShipmentEditsService = ReturnType<typeof createShipmentEditsService>;
