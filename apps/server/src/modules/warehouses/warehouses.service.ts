import {
  settingsMessages,
  type AddWarehouseBody,
  type UpdateWarehouseBody,
  type Warehouse,
  type WarehouseFields,
  type WarehouseListQuery,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { WarehouseRow, WarehousesRepository, WarehouseValues } from './warehouses.repository.js';

function toWarehouse(row: WarehouseRow): Warehouse {
  return {
    _id: row.id,
    name: row.name,
    addressline1: row.addressLine1,
    addressline2: row.addressLine2,
    city: row.city,
    stateOrProvinceCode: row.stateOrProvinceCode,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    defaultSelected: row.isDefault,
    companyContact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The spec's field names to the columns; fields not given stay out. */
function toValues(fields: Partial<WarehouseFields>): WarehouseValues {
  const values: WarehouseValues = {
    name: fields.name,
    addressLine1: fields.addressline1,
    addressLine2: fields.addressline2,
    city: fields.city,
    stateOrProvinceCode: fields.stateOrProvinceCode,
    postalCode: fields.postalCode,
    countryCode: fields.countryCode,
    contactName: fields.companyContact?.name,
    contactPhone: fields.companyContact?.phone,
    contactEmail: fields.companyContact?.email,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * Warehouses (ship-from addresses). An account with warehouses always has exactly one
 * default: the first one made is the default, making another the default moves it, and
 * deleting the default passes it to the oldest warehouse left. Default changes take turns
 * per account (a row lock), so two at once cannot leave two defaults or none.
 */
export function createWarehousesService(deps: {
  warehousesRepo: WarehousesRepository;
  transaction: InTransaction<{ warehousesRepo: WarehousesRepository }>;
}) {
  const { warehousesRepo: repo, transaction } = deps;

  return {
    async list(actor: Actor, query: WarehouseListQuery) {
      const { rows, total } = await repo.list(actor.accountId, {
        search: query.search,
        limit: query.nPerPage,
        offset: (query.pageNumber - 1) * query.nPerPage,
      });
      return { warehouses: rows.map(toWarehouse), totalWarehouses: total };
    },

    async add(actor: Actor, body: AddWarehouseBody) {
      const { defaultSelected, companyContact, ...rest } = body;
      const row = await transaction(async ({ warehousesRepo: txRepo }) => {
        await txRepo.lockAccount(actor.accountId);
        const inserted = await txRepo.insert(actor.accountId, {
          name: rest.name,
          addressLine1: rest.addressline1,
          addressLine2: rest.addressline2 ?? '',
          city: rest.city,
          stateOrProvinceCode: rest.stateOrProvinceCode,
          postalCode: rest.postalCode,
          countryCode: rest.countryCode,
          contactName: companyContact.name,
          contactPhone: companyContact.phone,
          contactEmail: companyContact.email,
        });
        if (defaultSelected || !(await txRepo.hasDefault(actor.accountId))) {
          await txRepo.makeDefault(actor.accountId, inserted.id);
          return (await txRepo.find(actor.accountId, inserted.id))!;
        }
        return inserted;
      });
      return { message: settingsMessages.warehouseAdded, warehouse: toWarehouse(row) };
    },

    async update(actor: Actor, id: string, { updateObj }: UpdateWarehouseBody) {
      const { defaultSelected, ...fields } = updateObj;
      const row = await transaction(async ({ warehousesRepo: txRepo }) => {
        await txRepo.lockAccount(actor.accountId);
        const existing = await txRepo.find(actor.accountId, id);
        if (!existing) throw new AppError('NOT_FOUND', settingsMessages.warehouseNotFound);
        const values = toValues(fields);
        if (Object.keys(values).length) await txRepo.update(actor.accountId, id, values);
        if (defaultSelected && !existing.isDefault) await txRepo.makeDefault(actor.accountId, id);
        return (await txRepo.find(actor.accountId, id))!;
      });
      return { message: settingsMessages.warehouseUpdated, warehouse: toWarehouse(row) };
    },

    async delete(actor: Actor, id: string) {
      await transaction(async ({ warehousesRepo: txRepo }) => {
        await txRepo.lockAccount(actor.accountId);
        const deleted = await txRepo.delete(actor.accountId, id);
        if (!deleted) throw new AppError('NOT_FOUND', settingsMessages.warehouseNotFound);
        if (deleted.isDefault) {
          const next = await txRepo.findOldest(actor.accountId);
          if (next) await txRepo.makeDefault(actor.accountId, next.id);
        }
      });
      return { message: settingsMessages.warehouseDeleted };
    },
  };
}

export type WarehousesService = ReturnType<typeof createWarehousesService>;
