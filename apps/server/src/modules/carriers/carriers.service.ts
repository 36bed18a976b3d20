import {
  LABEL_STOCK_TYPES,
  DEFAULT_LABEL_STOCK_TYPE,
  fedexMessages,
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
import { FedexError, type FedexClient, type FedexCredentials } from './fedex-client.js';

export interface CarriersServiceDeps {
  carriersRepo: CarriersRepository;
  /** Seals the credentials and account number; its key is derived for carrier credentials only. */
  box: SecretBox;
  /** The FedEx API: Connect Carrier's test asks it for a token. */
  fedex: Pick<FedexClient, 'testCredentials'>;
}

/**
 * Carrier accounts (Connect Carrier): the FedEx API credentials the carrier integration uses.
 * The client id, secret key and account number are stored sealed; the id and key are only
 * ever shown masked.
 */
export function createCarriersService({ carriersRepo: repo, box, fedex }: CarriersServiceDeps) {
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

    /**
     * Connect Carrier's test (POST /setting/test-carrier): asks FedEx's token endpoint with the
     * form's credentials, before or after they are saved. FedEx's own message is shown on a
     * refusal; the credentials are neither stored nor echoed nor logged.
     */
    async test(body: AddCarrierBody) {
      try {
        await fedex.testCredentials({
          clientId: body.clientId,
          clientSecret: body.secretKey,
          accountNumber: body.accountNumber,
        });
      } catch (error) {
        throw carrierFailure(error);
      }
      return { message: settingsMessages.carrierTestPassed };
    },

    /** The opened credentials of the account's carrier, for the FedEx calls; undefined when none is saved. */
    async credentialsOf(accountId: string, carrierName: CarrierAccountName = 'FEDEX') {
      const row = (await repo.list(accountId)).find((r) => r.carrierName === carrierName);
      if (!row) return undefined;
      const credentials: FedexCredentials & { labelStockType: string } = {
        clientId: box.open(row.clientIdEnc),
        clientSecret: box.open(row.secretKeyEnc),
        accountNumber: box.open(row.accountNumberEnc),
        labelStockType: row.labelStockType,
      };
      return credentials;
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

/** A FedEx failure as the seller's answer: a refusal with FedEx's message (400), or 503. */
export function carrierFailure(error: unknown): unknown {
  if (!(error instanceof FedexError)) return error;
  if (error.kind === 'unavailable') return new AppError('CARRIER_UNAVAILABLE', fedexMessages.unavailable);
  if (error.kind === 'unauthorized')
    return new AppError('VALIDATION', `${settingsMessages.carrierTestRefused}: ${error.message}`);
  return new AppError('VALIDATION', error.message);
}

export type CarriersService = ReturnType<typeof createCarriersService>;
