import {
  FBA_TYPES,
  MAX_FCS_PER_FBA_TYPE,
  settingsMessages,
  type FbaType,
  type SaveShipToFcBody,
  type ShipToWarehouse,
  type UpdateShipToWarehouseBody,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { ShipToFcRepository, ShipToWarehouseRow } from './ship-to-fc.repository.js';

function toShipToWarehouse(row: ShipToWarehouseRow): ShipToWarehouse {
  return {
    _id: row.id,
    fbaType: (FBA_TYPES as readonly string[]).includes(row.fbaType) ? (row.fbaType as FbaType) : 'NOT ATTACHED',
    destinationFulfillmentId: row.destinationFulfillmentId,
    selectedDefault: row.isDefault,
  };
}

/**
 * Favourite fulfilment centres per FBA type (Ship to FC). A type with saved FCs always has one
 * default: the first saved, or the one chosen; deleting the default passes it to the oldest
 * left. Changes take turns per account (a row lock), so two at once cannot leave two defaults.
 */
export function createShipToFcService(deps: {
  shipToFcRepo: ShipToFcRepository;
  transaction: InTransaction<{ shipToFcRepo: ShipToFcRepository }>;
}) {
  const { shipToFcRepo: repo, transaction } = deps;

  return {
    async list(actor: Actor) {
      return { shipToWarehouses: (await repo.list(actor.accountId)).map(toShipToWarehouse) };
    },

    async save(actor: Actor, body: SaveShipToFcBody) {
      const row = await transaction(async ({ shipToFcRepo: txRepo }) => {
        await txRepo.lockAccount(actor.accountId);
        if (await txRepo.find(actor.accountId, body.fbaType, body.fcid))
          throw new AppError('CONFLICT', settingsMessages.fcAlreadySaved);
        if ((await txRepo.countForType(actor.accountId, body.fbaType)) >= MAX_FCS_PER_FBA_TYPE) {
          throw new AppError('VALIDATION', settingsMessages.tooManyFcs);
        }
        const inserted = await txRepo.insert({
          accountId: actor.accountId,
          fbaType: body.fbaType,
          destinationFulfillmentId: body.fcid,
        });
        if (body.selectedDefault || !(await txRepo.hasDefault(actor.accountId, body.fbaType))) {
          await txRepo.makeDefault(actor.accountId, body.fbaType, body.fcid);
          return { ...inserted, isDefault: true };
        }
        return inserted;
      });
      return { message: settingsMessages.favouriteAdded, shipToWarehouse: toShipToWarehouse(row) };
    },

    async update(actor: Actor, body: UpdateShipToWarehouseBody) {
      const { fbaType, destinationFulfillmentId: fcId } = body;
      await transaction(async ({ shipToFcRepo: txRepo }) => {
        await txRepo.lockAccount(actor.accountId);
        if (body.action === 'default') {
          if (!(await txRepo.find(actor.accountId, fbaType, fcId)))
            throw new AppError('NOT_FOUND', settingsMessages.fcNotFound);
          await txRepo.makeDefault(actor.accountId, fbaType, fcId);
          return;
        }
        const deleted = await txRepo.delete(actor.accountId, fbaType, fcId);
        if (!deleted) throw new AppError('NOT_FOUND', settingsMessages.fcNotFound);
        if (deleted.isDefault) {
          const next = await txRepo.findOldest(actor.accountId, fbaType);
          if (next) await txRepo.makeDefault(actor.accountId, fbaType, next.destinationFulfillmentId);
        }
      });
      return { message: settingsMessages.shipToUpdated };
    },
  };
}

export type ShipToFcService = ReturnType<typeof createShipToFcService>;
