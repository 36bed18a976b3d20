import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { shipments } from './shipments.js';
import { accountId } from './users.js';

/** A transport option as stored (listTransportationOptions, with its cost per unit). */
export interface StoredTransportOption {
  transportationOptionId: string;
  shippingSolution: 'AMAZON_PARTNERED_CARRIER' | 'USE_YOUR_OWN_CARRIER';
  shippingMode: string;
  carrierName: string;
  carrierCode: string | null;
  cost: { amount: number; code: string } | null;
  costPerUnit: number | null;
  voidableUntil: string | null;
  expiresAt: string | null;
  needsDeliveryWindow: boolean;
  matchesSettings: boolean;
}

/**
 * Transport with Amazon (migration 0021, modules/transport): the work in flight, the last error,
 * Amazon's options, the required information and the confirm attempt of one shipment.
 */
export const shipmentTransports = pgTable(
  'shipment_transports',
  {
    shipmentRowId: uuid('shipment_row_id')
      .primaryKey()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    step: text('step'),
    error: text('error'),
    options: jsonb('options').$type<StoredTransportOption[]>().notNull().default([]),
    confirmedOptionId: text('confirmed_option_id'),
    /** The confirm attempt: stored before confirmTransportationOptions is sent. */
    confirmOptionId: text('confirm_option_id'),
    confirmOperationId: text('confirm_operation_id'),
    confirmStartedAt: timestamp('confirm_started_at', { withTimezone: true }),
    readyDate: timestamp('ready_date', { withTimezone: true }),
    freightClass: text('freight_class'),
    proNumber: text('pro_number'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipment_transports_account_idx').on(t.accountId),
    check(
      'shipment_transports_step_check',
      sql`${t.step} IS NULL OR ${t.step} IN ('ESTIMATING', 'CONFIRMING', 'VOIDING', 'TRACKING', 'RESUBMITTING')`,
    ),
  ],
);
