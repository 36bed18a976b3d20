import type { Readable } from 'node:stream';
import {
  checkProductLabels,
  MAX_QUANTITY_PRINTED,
  productLabelCondition,
  productLabelMessages,
  productLabelsFileName,
  workbenchMessages,
  type ProductLabelsPrintedResponse,
  type ProductLabelType,
  type productLabelsBodySchema,
  type productLabelsPrintedBodySchema,
} from '@stowline/domain';
import { productLabelsPdf, productLabelsZpl, type ProductLabel } from '@stowline/labels';
import type { z } from 'zod';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { ItemsRepository } from '../shipments/items.repository.js';
import type { ItemRow } from '../shipments/item-facts.js';
import { toWorkbenchItem } from '../shipments/item-facts.js';

type LabelsBody = z.output<typeof productLabelsBodySchema>;
type PrintedBody = z.output<typeof productLabelsPrintedBodySchema>;

/** The shipments module's item reads and its printed-count write (handed over in app.ts). */
type LabelItemsRepo = Pick<ItemsRepository, 'findShipment' | 'itemsByIds' | 'raisePrinted'>;

export interface LabelsServiceDeps {
  itemsRepo: Pick<ItemsRepository, 'findShipment' | 'itemsByIds'>;
  transaction: InTransaction<{ itemsRepo: LabelItemsRepo }>;
  /** Labels Settings' product label (1.25x2.25 thermal or 30-up letter), the default when unset. */
  productLabelFormat: (actor: Actor) => Promise<ProductLabelType>;
  /** Announces the items' new printed counts to the shipment's live pages (after the commit). */
  changed?: (change: { accountId: string; shipmentRowId: string; ids: string[] }) => void;
}

export interface LabelFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

const notFound = () => new AppError('NOT_FOUND', workbenchMessages.shipmentNotFound);

const toLabelItem = (row: ItemRow) => ({
  sellerSku: row.seller_sku,
  fulfillmentNetworkSku: row.fulfillment_network_sku,
  title: row.title,
  condition: row.condition,
  amzExpirable: row.expirable,
  expDate: row.exp_date,
  quantityShipped: row.quantity_shipped,
  quantityPrinted: row.quantity_printed,
});

/**
 * Product (FNSKU) labels (spec document 2, section 5; issue 16): the file for items and
 * quantities, and the printed counts raised when the seller prints it. See README.md beside this file.
 */
export function createLabelsService(deps: LabelsServiceDeps) {
  /** The items in the request's order, each checked by the spec's blocking rules. */
  async function requireLabelItems(
    repo: Pick<ItemsRepository, 'findShipment' | 'itemsByIds'>,
    actor: Actor,
    body: { inboundShipmentId: string; items: { shipmentItemId: string }[]; printAll?: boolean | undefined },
    lock: boolean,
  ) {
    const shipment = await repo.findShipment(actor.accountId, body.inboundShipmentId, lock);
    if (!shipment) throw notFound();
    const rows = await repo.itemsByIds(
      actor.accountId,
      shipment.id,
      body.items.map((i) => i.shipmentItemId),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const items = body.items.map((i) => byId.get(i.shipmentItemId));
    if (items.some((i) => !i)) throw new AppError('NOT_FOUND', workbenchMessages.itemNotFound);
    const found = items as ItemRow[];
    const refusal = checkProductLabels(found.map(toLabelItem), body.printAll ?? false);
    if (refusal) throw new AppError('VALIDATION', refusal);
    return { shipment, items: found };
  }

  return {
    /** POST /fullfilment/product-labels: the labels' PDF or ZPL, streamed. Writes nothing. */
    async renderProductLabels(actor: Actor, body: LabelsBody): Promise<LabelFile> {
      const { shipment, items } = await requireLabelItems(deps.itemsRepo, actor, body, false);
      const format = await deps.productLabelFormat(actor);
      const labels: ProductLabel[] = items.map((item, n) => ({
        fnsku: item.fulfillment_network_sku,
        title: item.title,
        condition: productLabelCondition(item.condition),
        expiryDate: item.expirable ? item.exp_date : null,
        copies: body.items[n]!.quantity,
      }));
      const name = productLabelsFileName(shipment.shipment_id);
      return body.format === 'zpl'
        ? {
            fileName: `${name}.zpl`,
            contentType: 'text/plain; charset=utf-8',
            stream: productLabelsZpl(labels, format),
          }
        : {
            fileName: `${name}.pdf`,
            contentType: 'application/pdf',
            stream: productLabelsPdf(labels, format),
          };
    },

    /**
     * POST /fullfilment/product-labels/printed: adds the labels printed to each item's printed
     * count, all items in one transaction, in any shipment status (labels are reprinted for
     * shipped shipments too).
     */
    async countPrintedLabels(actor: Actor, body: PrintedBody): Promise<ProductLabelsPrintedResponse> {
      const ids = body.items.map((i) => i.shipmentItemId);
      const updated = await deps.transaction(async ({ itemsRepo: repo }) => {
        const { shipment } = await requireLabelItems(repo, actor, body, true);
        await repo.raisePrinted(
          actor.accountId,
          shipment.id,
          body.items.map((i) => ({ id: i.shipmentItemId, quantity: i.quantity })),
          MAX_QUANTITY_PRINTED,
        );
        return repo.itemsByIds(actor.accountId, shipment.id, ids);
      });
      deps.changed?.({ accountId: actor.accountId, shipmentRowId: body.inboundShipmentId, ids });
      return { message: productLabelMessages.printed, updatedData: updated.map(toWorkbenchItem) };
    },
  };
}

export type LabelsService = ReturnType<typeof createLabelsService>;
