import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { shipments } from './shipments.js';
import { accountId } from './users.js';

/** A FedEx label of one box: FedEx's base64 PDF and the box's tracking number (migration 0024). */
export interface FedexLabel {
  boxId: string;
  boxNumber: number;
  trackingNumber: string;
  label: string;
}

/**
 * The FedEx shipment of an inbound shipment (issue 17; migration 0024), one row per shipment: the
 * create attempt is stored (PENDING) and committed before FedEx is called, so a retried or
 * concurrent create never makes a second FedEx shipment; CREATED holds the labels, FAILED and
 * CANCELLED may be claimed again. `reference` is FedEx's CUSTOMER_REFERENCE.
 */
export const fedexShipments = pgTable(
  'fedex_shipments',
  {
    id: id(),
    accountId: accountId(),
    shipmentRowId: uuid('shipment_row_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    readyDate: text('ready_date'),
    serviceType: text('service_type'),
    masterTrackingNumber: text('master_tracking_number'),
    labels: jsonb('labels').$type<FedexLabel[]>().notNull().default([]),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fedex_shipments_shipment_key').on(t.shipmentRowId),
    index('fedex_shipments_account_idx').on(t.accountId),
  ],
);
