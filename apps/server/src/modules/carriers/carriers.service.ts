import {
  LABEL_STOCK_TYPES,
  DEFAULT_LABEL_STOCK_TYPE,
  maskCredential,
  settingsMessages,
  type AddCarrierBody,
  type CarrierAccount,
  type CarrierAccountName,
  type LabelStockType,
} from '@stowline/domain';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { SecretBox } from '../../lib/crypto.js';
import type { Actor } from '../auth/sessions.js';
import { createCarriersRepository, type CarrierAccountRow } from './carriers.repository.js';

export interface CarriersServiceDeps {
  db: Executor;
  /** Seals the client id and secret key; its key is derived for carrier credentials only. */
  box: SecretBox;
}

/**
 * Carrier accounts (Connect Carrier): the FedEx API credentials the carrier integration uses.
 * The client id and secret key are stored sealed and only ever shown masked.
 */
export function createCarriersService({ db, box }: CarriersServiceDeps) {
  const repo = createCarriersRepository(db);

  function toCarrierAccount(row: CarrierAccountRow): CarrierAccount {
    const labelStockType = (LABEL_STOCK_TYPES as readonly string[]).includes(row.labelStockType)
      ? (row.labelStockType as LabelStockType)
      : DEFAULT_LABEL_STOCK_TYPE;
    return {
      carrierName: row.carrierName as CarrierAccountName,
      clientId: maskCredential(box.open(row.clientIdEnc)),
      secretKey: maskCredential(box.open(row.secretKeyEnc)),
      accountNumber: row.accountNumber,
      labelStockType,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    async list(actor: Actor) {
      return { carriers: (await repo.list(actor.accountId)).map(toCarrierAccount) };
    },

    /** Saves the account's credentials for the carrier, replacing any saved before. */
    async save(actor: Actor, body: AddCarrierBody) {
      await repo.upsert({
        accountId: actor.accountId,
        carrierName: body.carrierName,
        clientIdEnc: box.seal(body.clientId),
        secretKeyEnc: box.seal(body.secretKey),
        accountNumber: body.accountNumber,
        labelStockType: body.labelStockType,
      });
      return { message: settingsMessages.carrierSaved };
    },

    async delete(actor: Actor, carrierName: CarrierAccountName) {
      if (!(await repo.delete(actor.accountId, carrierName))) throw new AppError('NOT_FOUND', settingsMessages.carrierNotConnected);
      return { message: settingsMessages.carrierDeleted };
    },
  };
}

export type CarriersService = ReturnType<typeof createCarriersService>;
