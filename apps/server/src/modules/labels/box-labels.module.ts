import type { FastifyInstance } from 'fastify';
import { DEFAULT_LABEL_SETTINGS } from '@stowline/domain';
import type { Executor } from '../../db/client.js';
import type { MarketplaceClient } from '../marketplace/marketplace-client.js';
import type { SettingsRepository } from '../settings/settings.repository.js';
import type { StoresRepository } from '../stores/stores.repository.js';
import { createBoxLabelsRepository } from './box-labels.repository.js';
import { registerBoxLabelsRoutes } from './box-labels.routes.js';
import { createBoxLabelsService } from './box-labels.service.js';

/** Box and pallet shipping labels: the service over its reads, and its route. */
export function createBoxLabels(
  server: FastifyInstance,
  deps: {
    db: Executor;
    marketplace: MarketplaceClient;
    storesRepo: StoresRepository;
    settingsRepo: SettingsRepository;
  },
) {
  const service = createBoxLabelsService({
    repo: createBoxLabelsRepository(deps.db),
    marketplace: deps.marketplace,
    findStore: async (accountId, storeId) => {
      const store = await deps.storesRepo.findStore(accountId, storeId);
      return store && { storeId: store.id, sellerId: store.sellerId, isAuthorized: store.isAuthorized };
    },
    labelSettings: async (accountId) => {
      const row = await deps.settingsRepo.find(accountId);
      return {
        shipmentLabel: row?.shipmentLabel ?? DEFAULT_LABEL_SETTINGS.shipmentLabel,
        palletLabel: row?.palletLabel ?? DEFAULT_LABEL_SETTINGS.palletLabel,
        accountDefaults: row ?? null,
      };
    },
  });
  registerBoxLabelsRoutes(server, service);
  return service;
}
