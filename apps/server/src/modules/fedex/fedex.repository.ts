import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import type { FedexLabel } from '../../db/schema.js';

export interface FedexShipmentRow {
  id: string;
  shipment_row_id: string;
  reference: string;
  status: 'PENDING' | 'CREATED' | 'FAILED' | 'CANCELLED';
  ready_date: string | null;
  service_type: string | null;
  master_tracking_number: string | null;
  labels: FedexLabel[];
}

/** A PENDING attempt older than this is taken as abandoned (the server stopped mid-call). */
const STALE_PENDING = sql`interval '10 minutes'`;

/** The fedex_shipments table (migration 0024): every statement names the account. */
export function createFedexRepository(db: Executor) {
  return {
    async find(accountId: string, shipmentRowId: string): Promise<FedexShipmentRow | undefined> {
      const [row] = rowsOf<FedexShipmentRow>(
        await db.execute(sql`
          select id, shipment_row_id, reference, status, ready_date, service_type, master_tracking_number, labels
          from fedex_shipments where account_id = ${accountId} and shipment_row_id = ${shipmentRowId}`),
      );
      return row;
    },

    /**
     * Claims the create of the shipment's FedEx shipment in one committed statement: a new row, or
     * one that FAILED, was CANCELLED or is an abandoned PENDING, becomes PENDING. Answers undefined
     * when another create holds it (PENDING) or it is CREATED.
     */
    async claim(input: {
      accountId: string;
      shipmentRowId: string;
      reference: string;
      readyDate: string;
      serviceType: string;
    }): Promise<FedexShipmentRow | undefined> {
      const [row] = rowsOf<FedexShipmentRow>(
        await db.execute(sql`
          insert into fedex_shipments (account_id, shipment_row_id, reference, status, ready_date, service_type)
          values (${input.accountId}, ${input.shipmentRowId}, ${input.reference}, 'PENDING', ${input.readyDate},
                  ${input.serviceType})
          on conflict (shipment_row_id) do update
            set status = 'PENDING', reference = excluded.reference, ready_date = excluded.ready_date,
                service_type = excluded.service_type, master_tracking_number = null, labels = '[]'::jsonb,
                claimed_at = now(), updated_at = now()
            where fedex_shipments.account_id = excluded.account_id
              and (fedex_shipments.status in ('FAILED', 'CANCELLED')
                   or (fedex_shipments.status = 'PENDING' and fedex_shipments.claimed_at < now() - ${STALE_PENDING}))
          returning id, shipment_row_id, reference, status, ready_date, service_type, master_tracking_number, labels`),
      );
      return row;
    },

    /** The claimed attempt, given up (FedEx refused or did not answer): a new create may claim it. */
    async fail(accountId: string, shipmentRowId: string): Promise<void> {
      await db.execute(sql`
        update fedex_shipments set status = 'FAILED', updated_at = now()
        where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} and status = 'PENDING'`);
    },

    /** The claimed attempt, made: FedEx's master tracking number and the labels. False when no longer claimed. */
    async complete(
      accountId: string,
      shipmentRowId: string,
      made: { masterTrackingNumber: string; serviceType: string; labels: FedexLabel[] },
    ): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          update fedex_shipments set status = 'CREATED', master_tracking_number = ${made.masterTrackingNumber},
                 service_type = ${made.serviceType}, labels = ${JSON.stringify(made.labels)}::jsonb, updated_at = now()
          where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} and status = 'PENDING'
          returning id`),
      );
      return rows.length > 0;
    },

    /** Voided at FedEx: the labels go; the row stays (CANCELLED) with the master number for the record. */
    async cancel(accountId: string, shipmentRowId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          update fedex_shipments set status = 'CANCELLED', labels = '[]'::jsonb, updated_at = now()
          where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} and status = 'CREATED'
          returning id`),
      );
      return rows.length > 0;
    },
  };
}
export type FedexRepository = ReturnType<typeof createFedexRepository>;
