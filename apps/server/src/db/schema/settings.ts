import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountId } from './users.js';

/**
 * An account's shipping defaults (Default Inbound Shipments Setting) and label page types
 * (Labels Settings): one row, made on the first save; until then the spec's defaults apply.
 */
export const accountSettings = pgTable('account_settings', {
  accountId: accountId().primaryKey(),
  contentPreference: text('content_preference'),
  shipmentType: text('shipment_type'),
  /** 'true' or 'false', as shipments carry it. */
  isPartnered: text('is_partnered'),
  carrier: text('carrier'),
  defaultExpMonths: integer('default_exp_months'),
  shipmentLabel: text('shipment_label'),
  boxContentLabel: text('box_content_label'),
  productLabel: text('product_label'),
  palletLabel: text('pallet_label'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
