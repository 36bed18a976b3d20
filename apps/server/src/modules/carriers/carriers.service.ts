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
import { AppError } from '../../errors.js';
import type { SecretBox } from '../../lib/crypto.js';
import type { Actor } from '../auth/sessions.js';
import type { CarrierAccountRow, CarriersRepository } from './carriers.repository.js';

export interface CarriersServiceDeps {
  carriersRepo: CarriersRepository;
  /** Seals the credentials and account number; its key is derived for carrier credentials only. */
  box: SecretBox;
}

/**
 * Carrier accounts (Connect Carrier): the FedEx API credentials the carrier integration uses.
 * The client id, secret key and account number are stored sealed; the id and key are only
 * ever shown masked.
 */
export function createCarriersService({ carriersRepo: repo, box }: CarriersServiceDeps) {
  function toCarrierAccount(row: CarrierAccountRow): CarrierAccount {
    const labelStockType = (LABEL_STOCK_TYPES as readonly string[]).includes(row.labelStockType)
      ? (row.labelStockType as LabelStockType)
      : DEFAULT_LABEL_STOCK_TYPE;
    return {
      carrierName: row.carrierName as CarrierAccountName,
      clientId: maskCredential(box.open(row.clientIdEnc)),
      secretKey: maskCredential(box.open(row.secretKeyEnc)),
      accountNumber: box.open(row.accountNumberEnc),
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
        accountNumberEnc: box.seal(body.accountNumber),
        labelStockType: body.labelStockType,
      });
      return { message: settingsMessages.carrierSaved };
    },

    /** Seals account numbers saved in plain text before they were sealed (run at start; idempotent). */
    async sealLegacyAccountNumbers() {
      for (const row of await repo.listUnsealedAccountNumbers())
        await repo.sealAccountNumber(row.id, row.accountNumber, box.seal(row.accountNumber));
    },

    async delete(actor: Actor, carrierName: CarrierAccountName) {
      if (!(await repo.delete(actor.accountId, carrierName)))
        throw new AppError('NOT_FOUND', settingsMessages.carrierNotConnected);
      return { message: settingsMessages.carrierDeleted };
    },
  };
}

export type CarriersService = ReturnType<typeof createCarriersService>;
