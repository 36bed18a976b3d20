import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/crypto.js';
import { createStoresRepository } from '../stores/stores.repository.js';
import { createMarketplaceClient, type Logger } from './marketplace-client.js';
import { createTokenBuckets } from './token-bucket.js';

/**
 * The one Amazon client of the process: the stores' credentials (the stores module's table,
 * opened with the stores' secret box) and the rate-limit buckets shared by every process.
 */
export function createMarketplaceModule(deps: {
  db: Db;
  config: Config['marketplace'];
  box: SecretBox;
  clock: Clock;
  log: Logger;
}) {
  return createMarketplaceClient({
    credentials: createStoresRepository(deps.db),
    config: deps.config,
    box: deps.box,
    buckets: createTokenBuckets(deps.db),
    clock: deps.clock,
    log: deps.log,
  });
}
