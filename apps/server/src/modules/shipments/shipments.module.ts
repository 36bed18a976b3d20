import type { FastifyInstance } from 'fastify';
import { transactionWith, type Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { UploadReader } from '../../lib/imports/index.js';
import type { ShipmentChange } from '../../lib/live.js';
import type { WithLock } from '../../lib/locks.js';
import type { Actor } from '../auth/sessions.js';
import type { OperationPoller } from '../marketplace/inbound-operations.js';
import type { MarketplaceClient } from '../marketplace/marketplace-client.js';
import type { SettingsRepository } from '../settings/settings.repository.js';
import type { StoresRepository } from '../stores/stores.repository.js';
import type { WarehousesRepository } from '../warehouses/warehouses.repository.js';
import { createAutoPackRepository } from './auto-pack.repository.js';
import { createAutoPackService } from './auto-pack.service.js';
import { createBoxImportsRepository } from './box-imports.repository.js';
import { createBoxImportsService } from './box-imports.service.js';
import { createBoxItemsRepository } from './box-items.repository.js';
import { createBoxItemsService } from './box-items.service.js';
import { createBoxesRepository } from './boxes.repository.js';
import { registerBoxesRoutes } from './boxes.routes.js';
import { createBoxesService } from './boxes.service.js';
import { registerShipmentImportsRoutes } from './imports.routes.js';
import { createShipmentImportsService } from './imports.service.js';
import { createItemQuantityService } from './item-quantity.service.js';
import { createItemsRepository } from './items.repository.js';
import { registerItemsRoutes } from './items.routes.js';
import { createItemsService } from './items.service.js';
import { createPalletsRepository } from './pallets.repository.js';
import { createQuantityChangeRepository } from './quantity-change.repository.js';
import { registerPalletsRoutes } from './pallets.routes.js';
import { createPalletsService } from './pallets.service.js';
import { createShipmentEditsService } from './shipment-edits.service.js';
import { createShipmentListRepository } from './shipment-list.repository.js';
import type { SellerCentralUrlOf } from './shipment-view.js';
import { createShipmentsRepository } from './shipments.repository.js';
import { registerShipmentsRoutes } from './shipments.routes.js';
import { createShipmentsService } from './shipments.service.js';
import { createUnitHistoryRepository } from './unit-history.repository.js';
import { createUnitHistoryService } from './unit-history.service.js';
import { createWorkbenchRepository } from './workbench.repository.js';

/**
 * Wires the shipments module: its repositories (it owns shipments, shipment_items, boxes,
 * box_items, shipment_unit_events, box_content_imports and pallets), the services of the list,
 * the items, the boxes and the pallets, and their routes (`registerRoutes`). Other modules' tables
 * are read through the repositories handed in; live updates go out through `changed`.
 */
export function createShipmentsModule(deps: {
  db: Db;
  marketplace: MarketplaceClient;
  operations: OperationPoller;
  uploads: UploadReader;
  withLock: WithLock;
  clock: Clock;
  /** Amazon's calendar (tokens, previews, plan expiries): the real clock. */
  amazonClock: Clock;
  storesRepo: Pick<StoresRepository, 'findStore'>;
  settingsRepo: Pick<SettingsRepository, 'find'>;
  warehousesRepo: Pick<WarehousesRepository, 'find'>;
  /** Deleting a WORKING shipment: the inbound module cancels its v2024 inbound plan. */
  cancelShipment: (actor: Actor, shipmentId: string) => Promise<{ message: string }>;
  /** Tracking ids changed on a shipment whose transport is confirmed: the transport module sends them to Amazon. */
  trackingChangedAfterConfirm: (accountId: string, shipmentRowId: string) => Promise<void>;
  /** Announces a committed change to the shipment's live pages. */
  changed: (change: ShipmentChange) => void;
  /** Where a marketplace's Seller Central is: each shipment links to its Summary there. */
  sellerCentralUrlOf: SellerCentralUrlOf;
}) {
  const { db, changed } = deps;
  const workbenchRepo = createWorkbenchRepository(db);
  const boxesRepo = createBoxesRepository(db);
  const itemsRepo = createItemsRepository(db);
  const listRepo = createShipmentListRepository(db);

  const itemsChanged = ({
    accountId,
    shipmentRowId,
    ids,
  }: {
    accountId: string;
    shipmentRowId: string;
    ids?: string[];
  }) => changed({ accountId, shipmentRowId, kind: 'items', ...(ids ? { ids } : {}) });
  const items = createItemsService({
    itemsRepo,
    transaction: transactionWith(db, (tx) => ({ itemsRepo: createItemsRepository(tx) })),
    clock: deps.clock,
    changed: itemsChanged,
  });
  const itemQuantity = createItemQuantityService({
    itemsRepo,
    quantityChangeRepo: createQuantityChangeRepository(db),
    transaction: transactionWith(db, (tx) => ({
      itemsRepo: createItemsRepository(tx),
      shipmentsRepo: createShipmentsRepository(tx),
      workbenchRepo: createWorkbenchRepository(tx),
      quantityChangeRepo: createQuantityChangeRepository(tx),
    })),
    withLock: deps.withLock,
    marketplace: deps.marketplace,
    operations: deps.operations,
    findStore: async (accountId, storeId) => {
      const store = await deps.storesRepo.findStore(accountId, storeId);
      return store && { storeId: store.id, sellerId: store.sellerId, isAuthorized: store.isAuthorized };
    },
    amazonClock: deps.amazonClock,
    changed: itemsChanged,
  });

  // Box changes move items' boxed counts too: pages refresh both on 'boxes'.
  const boxesChanged = ({ accountId, shipmentRowId }: { accountId: string; shipmentRowId: string }) =>
    changed({ accountId, shipmentRowId, kind: 'boxes' });
  const boxes = createBoxesService({
    workbenchRepo,
    boxesRepo,
    transaction: transactionWith(db, (tx) => ({
      workbenchRepo: createWorkbenchRepository(tx),
      boxesRepo: createBoxesRepository(tx),
    })),
    changed: boxesChanged,
    trackingChangedAfterConfirm: deps.trackingChangedAfterConfirm,
  });
  const boxItems = createBoxItemsService({
    workbenchRepo,
    boxItemsRepo: createBoxItemsRepository(db),
    boxesRepo,
    transaction: transactionWith(db, (tx) => ({
      workbenchRepo: createWorkbenchRepository(tx),
      boxItemsRepo: createBoxItemsRepository(tx),
      boxesRepo: createBoxesRepository(tx),
    })),
    changed: boxesChanged,
  });
  const boxImports = createBoxImportsService({
    workbenchRepo,
    transaction: transactionWith(db, (tx) => ({
      workbenchRepo: createWorkbenchRepository(tx),
      boxesRepo: createBoxesRepository(tx),
      boxImportsRepo: createBoxImportsRepository(tx),
    })),
    changed: boxesChanged,
  });
  const autoPack = createAutoPackService({
    workbenchRepo,
    boxesRepo,
    autoPackRepo: createAutoPackRepository(db),
    transaction: transactionWith(db, (tx) => ({
      workbenchRepo: createWorkbenchRepository(tx),
      boxesRepo: createBoxesRepository(tx),
      autoPackRepo: createAutoPackRepository(tx),
    })),
    changed: boxesChanged,
  });
  const unitHistory = createUnitHistoryService({ workbenchRepo, unitHistoryRepo: createUnitHistoryRepository(db) });
  const shipmentImports = createShipmentImportsService({
    workbenchRepo,
    boxesRepo,
    uploads: deps.uploads,
    withLock: deps.withLock,
    clock: deps.clock,
  });

  // Pallet changes move boxes' pallet too: pages refresh boxes and pallets on 'pallets'.
  const pallets = createPalletsService({
    workbenchRepo,
    boxesRepo,
    palletsRepo: createPalletsRepository(db),
    transaction: transactionWith(db, (tx) => ({
      workbenchRepo: createWorkbenchRepository(tx),
      palletsRepo: createPalletsRepository(tx),
    })),
    changed: ({ accountId, shipmentRowId, ids }) =>
      changed({ accountId, shipmentRowId, kind: 'pallets', ...(ids ? { ids } : {}) }),
  });

  const accountDefaults = (accountId: string) => deps.settingsRepo.find(accountId);
  const { sellerCentralUrlOf } = deps;
  const shipments = createShipmentsService({ listRepo, accountDefaults, sellerCentralUrlOf });
  const shipmentEdits = createShipmentEditsService({
    listRepo,
    accountDefaults,
    sellerCentralUrlOf,
    findWarehouse: (accountId, id) => deps.warehousesRepo.find(accountId, id),
    cancelShipment: deps.cancelShipment,
    clearShipmentBoxes: (actor, shipmentRowId) => boxes.clearShipmentBoxes(actor, shipmentRowId),
    changed,
    marketplace: deps.marketplace,
    operations: deps.operations,
  });

  return {
    /** The readiness check the transport and FedEx steps call before they ask a carrier anything. */
    items,
    /** The box list (tests clear a shipment's boxes through it, as the shipment edits do). */
    boxes,
    /** Registers the module's routes (under the caller's /api/v1 prefix). */
    registerRoutes(api: FastifyInstance): void {
      registerShipmentsRoutes(api, { shipments, shipmentEdits });
      registerItemsRoutes(api, { items, itemQuantity });
      registerBoxesRoutes(api, { boxes, boxItems, autoPack, unitHistory });
      registerPalletsRoutes(api, pallets);
      registerShipmentImportsRoutes(api, shipmentImports, boxImports);
    },
  };
}
export type ShipmentsModule = ReturnType<typeof createShipmentsModule>;
