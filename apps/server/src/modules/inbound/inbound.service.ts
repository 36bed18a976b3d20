import type { InTransaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ProductRow, RuleRow } from '../products/products.repository.js';
import type { ShipmentsRepository } from '../shipments/shipments.repository.js';
import type { OperationPoller } from '../marketplace/inbound-operations.js';
import type { MarketplaceClient } from '../marketplace/marketplace-client.js';
import type { PlacementRepository } from '../shipments/placement.repository.js';
import type { WarehouseRow } from '../warehouses/warehouses.repository.js';
import type { WarehousesService } from '../warehouses/warehouses.service.js';
import { createCreationsService } from './creations.service.js';
import { createDrawerListsService } from './drawer-lists.service.js';
import { createExistingShipmentsService } from './existing-shipments.service.js';
import type { InboundEngine } from './inbound.jobs.js';
import type { InboundRepository } from './inbound.repository.js';
import type { PackingRepository } from './packing.repository.js';
import { createPlanRequestsService } from './plan-requests.service.js';

export interface InboundServiceDeps {
  repo: Pick<
    InboundRepository,
    | 'findStoreMarketplace'
    | 'findStore'
    | 'insertRequest'
    | 'findRequestByKey'
    | 'findRequest'
    | 'findRequestById'
    | 'findPlanByAmazonId'
    | 'updatePlan'
    | 'listRequests'
    | 'updateRequest'
    | 'dismiss'
    | 'addWork'
    | 'insertPlans'
    | 'plansOf'
    | 'shipmentsOf'
    | 'choose'
    | 'requestCreation'
    | 'lowSkusOutsideWorkingShipments'
  >;
  /** A pack-first plan's packing groups. */
  packingRepo: Pick<PackingRepository, 'groupsOf' | 'requestCreations'>;
  /** The shipments module's read of whether packing group shipments are packed. */
  placementRepo: Pick<PlacementRepository, 'unpacked'>;
  shipmentsRepo: Pick<
    ShipmentsRepository,
    'findByShipmentId' | 'find' | 'setStatus' | 'listWorking' | 'itemsOf' | 'replaceItems'
  >;
  /** The products module's read of a marketplace's products by SKU. */
  findProducts: (accountId: string, storeMarketplaceId: string, skus: string[]) => Promise<ProductRow[]>;
  /** The products module's read of products' packaging rules. */
  listRules: (accountId: string, productIds: string[]) => Promise<RuleRow[]>;
  /** The warehouses module's read of one warehouse. */
  findWarehouse: (accountId: string, id: string) => Promise<WarehouseRow | undefined>;
  warehouses: Pick<WarehousesService, 'list' | 'add'>;
  /** Runs the request's job soon. */
  engine: Pick<InboundEngine, 'kick'>;
  /** A request is recorded with its Amazon plans in one transaction. */
  transaction: InTransaction<{
    inboundRepo: Pick<InboundRepository, 'insertRequest' | 'insertPlans' | 'dismissEarlier'>;
  }>;
  marketplace: MarketplaceClient;
  /** Runs `work` holding `key` across processes (lib/locks.ts). */
  withLock: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** The time of day: plan expiries, and the expiry dates entered (after today). */
  clock: Clock;
  /** The one poller of Amazon's operations (a cancel waits for its operation). */
  operations: OperationPoller;
}

/**
 * The create-shipment calls (see README.md beside this file), one part per subject: plan requests
 * and their options (plan-requests.service.ts), creations and Send Box Contents
 * (creations.service.ts), the drawer's lists (drawer-lists.service.ts) and shipments already made
 * (existing-shipments.service.ts). Plan requests and creations are recorded here and worked by the
 * inbound job; the calls that change a shipment already made (cancel, adding SKUs) talk to Amazon
 * themselves and wait for its operation.
 */
export function createInboundService(deps: InboundServiceDeps) {
  return {
    ...createPlanRequestsService(deps),
    ...createCreationsService(deps),
    ...createDrawerListsService(deps),
    ...createExistingShipmentsService(deps),
  };
}
export type InboundService = ReturnType<typeof createInboundService>;
