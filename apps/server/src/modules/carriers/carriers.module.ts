import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createSecretBox } from '../../lib/crypto.js';
import { deriveKey } from '../../lib/secrets.js';
import { createCarriersRepository } from './carriers.repository.js';
import { createCarriersService } from './carriers.service.js';
import { createFedexClient, type FedexClientDeps } from './fedex-client.js';

/**
 * Wires the carrier accounts: one FedEx client (its tokens are cached per credential pair for
 * Connect Carrier and the /fedex/ calls) and the service that seals the credentials.
 */
export function createCarriersModule(deps: {
  db: Db;
  masterSecret: Buffer;
  fedex: Config['fedex'];
  log: FedexClientDeps['log'];
}) {
  const fedexApi = createFedexClient({ config: deps.fedex, log: deps.log });
  const service = createCarriersService({
    carriersRepo: createCarriersRepository(deps.db),
    box: createSecretBox(deriveKey(deps.masterSecret, 'carrier-credentials')),
    fedex: fedexApi,
  });
  return { fedexApi, service };
}
