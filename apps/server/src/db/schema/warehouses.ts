import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { accountId } from './users.js';

/** A ship-from address; an account with warehouses has exactly one default. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    accountId: accountId(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    stateOrProvinceCode: text('state_or_province_code').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warehouses_account_idx').on(t.accountId, t.name),
    uniqueIndex('warehouses_one_default')
      .on(t.accountId)
      .where(sql`is_default`),
  ],
);
