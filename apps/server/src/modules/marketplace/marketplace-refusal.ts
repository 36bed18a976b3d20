import { storeMessages } from '@stowline/domain';
import { AppError } from '../../errors.js';
import { MarketplaceError } from './marketplace-client.js';

const UNAVAILABLE = 'Amazon is not answering right now, please try again in a few minutes';

/**
 * A failed marketplace call as the answer the seller sees: reconnect the store (the grant was
 * revoked), try again later (Amazon did not answer), or Amazon's refusal, as `rejected` makes it
 * (409 with Amazon's words unless told otherwise). Anything that is not a marketplace failure
 * is thrown on unchanged.
 */
export function marketplaceRefusal(
  error: unknown,
  rejected: (amazonMessage: string) => AppError = (message) => new AppError('CONFLICT', message),
): never {
  if (!(error instanceof MarketplaceError)) throw error;
  if (error.kind === 'unauthorized') throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
  if (error.kind === 'unavailable') throw new AppError('MARKETPLACE_UNAVAILABLE', UNAVAILABLE);
  throw rejected(error.message);
}
