import {
  MARKETPLACES,
  isDataSynced,
  storeMessages,
  type AuthorizeStoreBody,
  type ConnectStoreBody,
  type CurrentUser,
  type SaveStoreMarketplacesBody,
  type Store,
  type StoreWithMarketplaces,
} from '@stowline/domain';
import type { MarketplaceConfig } from '../../config.js';
import type { InTransaction } from '../../db/client.js';
import type { stores } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { marketplaceRefusal } from '../marketplace/marketplace-refusal.js';
import type { SecretBox } from '../../lib/crypto.js';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/secrets.js';
import type { Actor } from '../auth/sessions.js';
import type { MarketplaceClient } from '../marketplace/marketplace-client.js';
import { createSpApi, isTokenOfSeller } from '../marketplace/sp-api.js';
import type { AccountsRepository } from '../users/accounts.repository.js';
import type { StoresRepository } from './stores.repository.js';
import type { Clock } from '../../lib/clock.js';

/** How long a consent redirect may take, from Connect to the return to our page. */
const STATE_TTL_MS = 15 * 60 * 1000;
const CONNECT_PATH = '/onboarding/connect-amazon';

type StoreRow = typeof stores.$inferSelect;

export interface StoresServiceDeps {
  /** The time of day: connect states expire. */
  clock: Clock;
  storesRepo: StoresRepository;
  transaction: InTransaction<{ storesRepo: StoresRepository }>;
  /** Get Started marks the account onboarded (the users module owns accounts). */
  accountsRepo: Pick<AccountsRepository, 'markOnboardingCompleted'>;
  marketplace: MarketplaceClient;
  marketplaceConfig: MarketplaceConfig;
  box: SecretBox;
  publicUrl: string;
  /** Creates the store's sync logs and queues them (after the caller's transaction commits). */
  scheduleSync(accountId: string, storeId: string): Promise<void>;
  getCurrentUser(actor: Actor): Promise<CurrentUser>;
}

function toStore(row: StoreRow, marketplaceIds: string[]): Store {
  return {
    _id: row.id,
    name: row.name,
    isAuthorized: row.isAuthorized,
    isDefault: row.isDefault,
    region: row.region,
    marketplaces: marketplaceIds,
    syncedStatus: { shipments: row.shipmentsSynced },
  };
}

/** A failed connection call: reconnect, Amazon unavailable, or 'could not connect' for Amazon's refusal. */
const connectionFailed = (error: unknown) =>
  marketplaceRefusal(error, () => new AppError('VALIDATION', storeMessages.storeConnectionFailed));

export function createStoresService(deps: StoresServiceDeps) {
  const { storesRepo: repo, transaction, marketplace, marketplaceConfig, box } = deps;
  const redirectUri = `${deps.publicUrl}${CONNECT_PATH}`;

  async function requireStore(accountId: string, storeId: string) {
    const store = await repo.findStore(accountId, storeId);
    if (!store) throw new AppError('NOT_FOUND', 'Store not found');
    return store;
  }

  /** Participations are kept on the store: Amazon allows one such call a minute. */
  async function fetchParticipations(store: { id: string; sellerId: string | null }) {
    const participations = await createSpApi(marketplace, {
      storeId: store.id,
      sellerId: store.sellerId ?? '',
    }).getMarketplaceParticipations();
    return participations.map((p) => ({
      marketplaceId: p.marketplace.id,
      isParticipating: p.participation.isParticipating,
    }));
  }

  return {
    /** Starts the consent redirect with a state bound to this session. */
    async createAuthorizeUrl(actor: Actor, body: AuthorizeStoreBody): Promise<{ url: string }> {
      const { token, hash } = createOpaqueToken();
      if ('storeId' in body) {
        await requireStore(actor.accountId, body.storeId);
      } else if (await repo.isStoreNameTaken(actor.accountId, body.storeName)) {
        throw new AppError('STORE_NAME_TAKEN', storeMessages.storeNameTaken);
      }
      await repo.insertOauthState({
        stateHash: hash,
        sessionId: actor.sessionId,
        accountId: actor.accountId,
        storeId: 'storeId' in body ? body.storeId : null,
        storeName: 'storeName' in body ? body.storeName : null,
        redirectUri,
        expiresAt: new Date(deps.clock.now().getTime() + STATE_TTL_MS),
      });
      const url = new URL('/apps/authorize/consent', marketplaceConfig.sellerCentralUrl);
      url.searchParams.set('application_id', marketplaceConfig.applicationId);
      url.searchParams.set('state', token);
      url.searchParams.set('redirect_uri', redirectUri);
      if (marketplaceConfig.draftApp) url.searchParams.set('version', 'beta');
      return { url: url.toString() };
    },

    /** The consent page sent the seller back: check the state, trade the code, save the store. */
    async connectStore(actor: Actor, body: ConnectStoreBody) {
      const state = await repo.consumeOauthState(hashOpaqueToken(body.state), actor.sessionId);
      if (!state || state.accountId !== actor.accountId)
        throw new AppError('INVALID_TOKEN', storeMessages.consentStateInvalid);
      const sellerId = body.selling_partner_id;
      const tokens = await marketplace
        .exchangeAuthorizationCode(body.spapi_oauth_code, state.redirectUri)
        .catch(connectionFailed);
      // The seller id came through the browser: only Amazon's answer for the new token proves
      // it. Until then nothing is said about which Stowline account holds which seller id.
      const proven = await isTokenOfSeller(marketplace, tokens.accessToken, sellerId).catch(connectionFailed);
      if (!proven) throw new AppError('VALIDATION', storeMessages.sellerNotConfirmed);
      const reauthorizing = state.storeId ? await requireStore(actor.accountId, state.storeId) : undefined;
      if (reauthorizing?.sellerId && reauthorizing.sellerId !== sellerId) {
        throw new AppError('VALIDATION', storeMessages.wrongSellerOnReauthorize);
      }
      const existing = await repo.findStoreBySeller(sellerId, 'na');
      if (existing && existing.accountId !== actor.accountId)
        throw new AppError('CONFLICT', storeMessages.storeAlreadyConnected);
      if (existing && reauthorizing && existing.id !== reauthorizing.id)
        throw new AppError('CONFLICT', storeMessages.wrongSellerOnReauthorize);

      // Reconnecting the same seller under Add Store reauthorises the store it already has.
      const target = reauthorizing ?? existing;
      const store = await transaction(async ({ storesRepo: txRepo }) => {
        await txRepo.takeDefaultsTurn(actor.accountId);
        const row = target
          ? await txRepo.updateStore(actor.accountId, target.id, { isAuthorized: true, sellerId })
          : await txRepo.insertStore({
              accountId: actor.accountId,
              name: state.storeName ?? 'Amazon store',
              region: 'na',
              sellerId,
              isAuthorized: true,
              isDefault: !(await txRepo.hasDefaultStore(actor.accountId)),
            });
        await txRepo.saveCredentials({
          storeId: row!.id,
          accountId: actor.accountId,
          refreshTokenEnc: box.seal(tokens.refreshToken),
          mwsAuthTokenEnc: body.mws_auth_token ? box.seal(body.mws_auth_token) : null,
        });
        return row!;
      });
      marketplace.forget(store.id);
      // Best effort: the marketplaces screen fetches them again when this fails.
      const participations = await fetchParticipations(store).catch(() => null);
      if (participations) await repo.updateStore(actor.accountId, store.id, { participations });
      if (target) await deps.scheduleSync(actor.accountId, store.id);
      const marketplaces = await repo.listStoreMarketplaces(actor.accountId, store.id);
      return {
        message: storeMessages.storeConnected,
        connectedStore: toStore(
          store,
          marketplaces.map((m) => m.marketplaceId),
        ),
        action: target ? ('reauthorize' as const) : ('newstore' as const),
      };
    },

    async listStores(actor: Actor, name?: string): Promise<{ storeData: StoreWithMarketplaces[] }> {
      const rows = await repo.listStores(actor.accountId, name);
      return {
        storeData: rows.map(({ store, marketplaces }) => ({
          ...toStore(
            store,
            marketplaces.map((m) => m.marketplaceId),
          ),
          sellerId: store.sellerId,
          createdAt: store.createdAt.toISOString(),
          storeMarketplaces: marketplaces.map((m) => ({
            _id: m.id,
            marketplaceId: m.marketplaceId,
            code: m.code,
            isDefault: m.isDefault,
          })),
        })),
      };
    },

    async getMarketplaceParticipation(actor: Actor, storeId: string) {
      const store = await requireStore(actor.accountId, storeId);
      if (!store.isAuthorized) throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
      let participations = store.participations;
      if (!participations) {
        participations = await fetchParticipations(store).catch(connectionFailed);
        await repo.updateStore(actor.accountId, store.id, { participations });
      }
      const selected = new Set(
        (await repo.listStoreMarketplaces(actor.accountId, storeId)).map((m) => m.marketplaceId),
      );
      return {
        marketplaces: MARKETPLACES.map((m) => ({
          marketplaceId: m.marketplaceId,
          code: m.code,
          name: m.name,
          isAvailable: participations.some((p) => p.marketplaceId === m.marketplaceId && p.isParticipating),
          isSelected: selected.has(m.marketplaceId),
        })),
      };
    },

    /**
     * Saves the store's marketplaces and starts their sync. `replace` (update-store-marketplaces)
     * also removes the marketplaces left out, with their products and sync logs.
     */
    async saveStoreMarketplaces(actor: Actor, body: SaveStoreMarketplacesBody, replace: boolean) {
      const store = await requireStore(actor.accountId, body.storeId);
      if (!store.isAuthorized) throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
      const available = new Set(
        (store.participations ?? []).filter((p) => p.isParticipating).map((p) => p.marketplaceId),
      );
      const wanted = [...new Set(body.storeMarketplaces)];
      if (wanted.some((id) => !available.has(id)))
        throw new AppError('VALIDATION', storeMessages.marketplaceNotAvailable);
      await transaction(async ({ storesRepo: txRepo }) => {
        await txRepo.takeDefaultsTurn(actor.accountId);
        if (replace) await txRepo.removeOtherStoreMarketplaces(actor.accountId, store.id, wanted);
        const added = await txRepo.addStoreMarketplaces(actor.accountId, store.id, wanted);
        if (!(await txRepo.hasDefaultStoreMarketplace(actor.accountId))) {
          const first = added[0] ?? (await txRepo.findFirstStoreMarketplace(actor.accountId));
          if (first) await txRepo.setDefaultStoreMarketplace(actor.accountId, first.id);
        }
      });
      await deps.scheduleSync(actor.accountId, store.id);
      return { message: storeMessages.updated };
    },

    async markDefaultStore(actor: Actor, storeMarketplaceId: string) {
      const done = await transaction(async ({ storesRepo: txRepo }) => {
        await txRepo.takeDefaultsTurn(actor.accountId);
        return txRepo.setDefaultStoreMarketplace(actor.accountId, storeMarketplaceId);
      });
      if (!done) throw new AppError('NOT_FOUND', 'Store marketplace not found');
      return { message: storeMessages.updated };
    },

    async renameStore(actor: Actor, storeId: string, name: string) {
      await requireStore(actor.accountId, storeId);
      if (await repo.isStoreNameTaken(actor.accountId, name, storeId))
        throw new AppError('STORE_NAME_TAKEN', storeMessages.storeNameTaken);
      await repo.updateStore(actor.accountId, storeId, { name });
      return { message: storeMessages.updated };
    },

    /** Deletes the store with its marketplaces, products, shipments and logs; another store becomes the default. */
    async deleteStore(actor: Actor, storeId: string) {
      await transaction(async ({ storesRepo: txRepo }) => {
        await txRepo.takeDefaultsTurn(actor.accountId);
        if (!(await txRepo.deleteStore(actor.accountId, storeId))) throw new AppError('NOT_FOUND', 'Store not found');
        if (!(await txRepo.hasDefaultStoreMarketplace(actor.accountId))) {
          const first = await txRepo.findFirstStoreMarketplace(actor.accountId);
          if (first) await txRepo.setDefaultStoreMarketplace(actor.accountId, first.id);
        }
      });
      return { message: storeMessages.storeDeleted };
    },

    /** syncing-complete's Get Started: only once the data the gate needs is synced. */
    async completeOnboarding(actor: Actor) {
      const user = await deps.getCurrentUser(actor);
      if (!isDataSynced(user)) throw new AppError('CONFLICT', storeMessages.waitingDataSyncCompletely);
      await deps.accountsRepo.markOnboardingCompleted(actor.accountId);
      return { message: storeMessages.welcome };
    },
  };
}
export type StoresService = ReturnType<typeof createStoresService>;
