import { createHash } from 'node:crypto';
import {
  judgeBoxContent,
  judgeDimensions,
  newBoxCountOf,
  shipmentImportMessages,
  workbenchMessages as m,
  type UploadBoxContentBody,
  type UploadBoxContentResponse,
  type UploadDimensionsBody,
  type UploadDimensionsResponse,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import { createBoxChange, type BoxesChanged } from './box-change.js';
import type { BoxImportsRepository } from './box-imports.repository.js';
import type { BoxesRepository } from './boxes.repository.js';
import type { WorkbenchRepository } from './workbench.repository.js';

/** A box content import's rows as one value: SKU, box and units of each row, in row order. */
function hashOfRows(lines: UploadBoxContentBody['fileData']): string {
  const rows = lines.map((l) => [l.sellerSku.toLowerCase(), l.boxNumber, l.itemQuantity]);
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/**
 * Applying the shipment's box content and dimension imports (spec document 2, sections 5 and 9;
 * issue 15): the valid rows a read answered (imports.service), judged again in the change's
 * transaction and written whole or not at all. Changes take the shipment as `createBoxChange`
 * describes.
 */
export function createBoxImportsService(deps: {
  workbenchRepo: WorkbenchRepository;
  transaction: InTransaction<{
    workbenchRepo: WorkbenchRepository;
    boxesRepo: Pick<BoxesRepository, 'numbers' | 'createBoxes'>;
    boxImportsRepo: BoxImportsRepository;
  }>;
  changed?: BoxesChanged;
}) {
  const boxChange = createBoxChange(deps);

  return {
    /**
     * PUT upload-bulk-boxes-content: the box content import's valid rows, applied in one
     * transaction with the box list locked. The rows are judged again against the boxes and
     * items as they are now (`judgeBoxContent`), by SKU and box number: a row no longer valid
     * refuses the whole import (409, nothing written). New boxes are numbered after the last;
     * the units go in with one statement, the trail saying source 'import'.
     */
    async uploadBoxContent(actor: Actor, body: UploadBoxContentBody): Promise<UploadBoxContentResponse> {
      return boxChange.change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'update',
          source: 'import',
          action: 'upload-bulk-boxes-content',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          // The same rows again, with the boxes as that import left them: its answer, not the units twice.
          const contentHash = hashOfRows(body.fileData);
          const [applied, latestEvent] = await Promise.all([
            tx.boxImportsRepo.appliedImport(shipment.id, contentHash),
            tx.boxImportsRepo.latestUnitEventId(shipment.id),
          ]);
          if (applied && applied.lastEventId === latestEvent) return applied.result as UploadBoxContentResponse;
          const [itemRows, boxRows] = await Promise.all([
            tx.workbenchRepo.items(shipment.id),
            tx.boxesRepo.numbers(shipment.id),
          ]);
          const judged = judgeBoxContent(
            body.fileData.map((line) => ({
              ...(line.sheet === undefined ? {} : { sheet: line.sheet }),
              row: line.row,
              sku: line.sellerSku,
              boxNumber: String(line.boxNumber),
              quantity: String(line.itemQuantity),
            })),
            {
              items: itemRows.map((i) => ({
                id: i.id,
                sellerSku: i.seller_sku,
                quantityShipped: i.quantity_shipped,
                quantityBoxed: i.quantity_boxed,
              })),
              boxes: boxRows,
            },
          );
          const refused = judged.errors[0];
          if (refused)
            throw new AppError('CONFLICT', shipmentImportMessages.changedMeanwhile(refused.row, refused.reason));
          const lastNumber = boxRows.length;
          const created = newBoxCountOf(judged.valid, lastNumber);
          if (created)
            await tx.boxesRepo.createBoxes({
              accountId: actor.accountId,
              shipmentRowId: shipment.id,
              userId: actor.userId,
              count: created,
              firstNumber: lastNumber + 1,
            });
          const sums = new Map<string, { boxNumber: number; itemId: string; units: number }>();
          for (const line of judged.valid) {
            const key = `${line.boxNumber}:${line.itemId}`;
            const sum = sums.get(key);
            if (sum) sum.units += line.itemQuantity;
            else sums.set(key, { boxNumber: line.boxNumber, itemId: line.itemId, units: line.itemQuantity });
          }
          await tx.boxImportsRepo.addImportedUnits(actor.accountId, shipment.id, [...sums.values()]);
          const result: UploadBoxContentResponse = {
            message: m.updated,
            createdBoxCount: created,
            totalBoxCount: lastNumber + created,
            updatedUnits: judged.valid.reduce((sum, line) => sum + line.itemQuantity, 0),
          };
          await tx.boxImportsRepo.recordImport({
            accountId: actor.accountId,
            shipmentRowId: shipment.id,
            contentHash,
            lastEventId: await tx.boxImportsRepo.latestUnitEventId(shipment.id),
            result,
          });
          return result;
        },
        async (constraint) =>
          new AppError(
            'CONFLICT',
            constraint.startsWith('boxes_units') ? m.boxFull : shipmentImportMessages.quantityOverLimit,
          ),
      );
    },

    /**
     * PUT upload-bulk-boxes-dimension: the dimension import's valid rows (inches, the empty box
     * in ounces), judged again against the boxes as they are now (a row no longer valid refuses
     * the whole import), then written in one statement.
     */
    async uploadDimensions(actor: Actor, body: UploadDimensionsBody): Promise<UploadDimensionsResponse> {
      return boxChange.change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'share',
          source: 'import',
          action: 'upload-bulk-boxes-dimension',
        },
        async (tx, shipment) => {
          const judged = judgeDimensions(
            body.fileData.map((line) => ({
              ...(line.sheet === undefined ? {} : { sheet: line.sheet }),
              row: line.row,
              boxNumber: String(line.boxNumber),
              length: String(line.length),
              width: String(line.width),
              height: String(line.height),
              weight: String(line.weight),
            })),
            await tx.boxesRepo.numbers(shipment.id),
          );
          const refused = judged.errors[0];
          if (refused)
            throw new AppError('CONFLICT', shipmentImportMessages.changedMeanwhile(refused.row, refused.reason));
          const ids = await tx.boxImportsRepo.setDimensionsByNumber(shipment.id, judged.valid);
          return { message: m.updated, updatedBoxCount: ids.length };
        },
      );
    },
  };
}
export type BoxImportsService = ReturnType<typeof createBoxImportsService>;
