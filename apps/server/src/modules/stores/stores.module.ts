import type { Config } from '../../config.js';
import { transactionWith, type Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/crypto.js';
import type { MarketplaceClient } from '../marketplace/marketplace-client.js';
import type { AccountsRepository } from '../users/accounts.repository.js';
import type { UsersService } from '../users/users.service.js';
import { createStoresRepository } from './stores.repository.js';
import { createStoresService } from './stores.service.js';

/**
 * Wires the seller's Amazon stores: the repository (other modules find a store through it) and the
 * service that connects them, which hands a newly connected store to the data sync.
 */
export function createStoresModule(deps: {
  db: Db;
  clock: Clock;
  accountsRepo: Pick<AccountsRepository, 'markOnboardingCompleted'>;
  marketplace: MarketplaceClient;
  marketplaceConfig: Config['marketplace'];
  box: SecretBox;
  publicUrl: string;
  scheduleSync(accountId: string, storeId: string): Promise<void>;
  users: Pick<UsersService, 'getCurrentUser'>;
}) {
  const { db } = deps;
  const repo = createStoresRepository(db);
  const service = createStoresService({
    clock: deps.clock,
    storesRepo: repo,
    transaction: transactionWith(db, (tx) => ({ storesRepo: createStoresRepository(tx) })),
    accountsRepo: deps.accountsRepo,
    marketplace: deps.marketplace,
    marketplaceConfig: deps.marketplaceConfig,
    box: deps.box,
    publicUrl: deps.publicUrl,
    scheduleSync: deps.scheduleSync,
    getCurrentUser: (actor) => deps.users.getCurrentUser(actor),
  });
  return { repo, service };
}
