import {
  BOX_CONTENT_COLUMNS,
  DIMENSION_COLUMNS,
  EXPIRY_COLUMNS,
  judgeBoxContent,
  judgeDimensions,
  judgeExpiryDates,
  readImportColumns,
  readTrackingIdSheets,
  shipmentImportMessages,
  toUploadErrorRows,
  takesTrackingIds,
  workbenchMessages as m,
  type ImportSheet,
  type JudgedImport,
  type ReadBoxContentResponse,
  type ReadDimensionsResponse,
  type ReadExpiryDatesResponse,
  type ReadTrackingIdsResponse,
  type ShipmentImportQuery,
} from '@stowline/domain';
import type { Clock } from '../../lib/clock.js';
import { readAccountUpload, toSafeCsv, type UploadedTable, type UploadReader } from '../../lib/imports/index.js';
import type { WithLock } from '../../lib/locks.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { BoxesRepository } from './boxes.repository.js';
import type { WorkbenchRepository, WorkbenchShipmentRow } from './workbench.repository.js';

/**
 * Reading the shipment's import files (spec document 2, sections 2, 5 and 9; issue 15): the
 * bytes are read as the SKU uploads read them (`lib/imports`: CSV, TSV or XLSX by content, the
 * size, row and unpacking limits, one file per account at a time, in a worker), the rows judged
 * by the domain rules (`shipment-imports.ts`) against the shipment as it is, and the counts,
 * refused rows, error list (CSV-injection safe) and valid rows answered. Nothing is written
 * here: Confirm sends the valid rows to the applying call, which judges them again in its
 * transaction (box-imports.service `uploadBoxContent`, `uploadDimensions`; items' update-details;
 * update-box-tracking-id).
 */
export function createShipmentImportsService(deps: {
  workbenchRepo: Pick<WorkbenchRepository, 'shipment' | 'items'>;
  boxesRepo: Pick<BoxesRepository, 'numbers' | 'boxCount'>;
  uploads: UploadReader;
  withLock: WithLock;
  clock: Clock;
}) {
  const { workbenchRepo, boxesRepo } = deps;

  /** The shipment, refused unless WORKING (and loose-packed, for box content) before any file is read. */
  async function editableShipment(
    actor: Actor,
    id: string,
    options: { loosePackOnly?: boolean } = {},
  ): Promise<WorkbenchShipmentRow> {
    const shipment = await workbenchRepo.shipment(actor.accountId, id);
    if (!shipment) throw new AppError('NOT_FOUND', m.shipmentNotFound);
    if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', m.notWorking);
    if (options.loosePackOnly && shipment.are_cases_required) throw new AppError('CONFLICT', m.cantPerformAction);
    return shipment;
  }

  /** The file's sheets; an empty file (or one with only a header) is the spec's empty-file message. */
  async function readSheets(actor: Actor, query: ShipmentImportQuery, data: Buffer): Promise<UploadedTable> {
    const table = await readAccountUpload(deps, actor.accountId, { filename: query.filename, data });
    if (table.isEmpty) throw new AppError('VALIDATION', shipmentImportMessages.emptyFile);
    return table;
  }

  function answer<T>(judged: JudgedImport<T>, sheets: readonly ImportSheet[], keyHeader = 'SKU') {
    return {
      ...(sheets.length > 1 ? { sheets: sheets.map((s) => s.name) } : {}),
      stats: judged.stats,
      errors: judged.errors,
      errorCsv: judged.errors.length ? toSafeCsv(toUploadErrorRows(judged.errors, keyHeader)) : null,
      fileData: judged.valid,
    };
  }

  return {
    /** Box content: 'Seller SKU', 'Box No.', 'Quantity'. */
    async readBoxContent(actor: Actor, query: ShipmentImportQuery, data: Buffer): Promise<ReadBoxContentResponse> {
      const shipment = await editableShipment(actor, query.inboundShipmentId, { loosePackOnly: true });
      const table = await readSheets(actor, query, data);
      const { rows, sheetNames } = readImportColumns(table.sheets, BOX_CONTENT_COLUMNS);
      if (!rows.length) throw new AppError('VALIDATION', shipmentImportMessages.emptyFile);
      const [items, boxes] = await Promise.all([workbenchRepo.items(shipment.id), boxesRepo.numbers(shipment.id)]);
      const judged = judgeBoxContent(
        rows,
        {
          items: items.map((i) => ({
            id: i.id,
            sellerSku: i.seller_sku,
            quantityShipped: i.quantity_shipped,
            quantityBoxed: i.quantity_boxed,
          })),
          boxes,
        },
        sheetNames,
      );
      return answer(judged, table.sheets);
    },

    /** Weight and dimensions: 'Box No.', 'Length (IN)', 'Width (IN)', 'Height (IN)', 'Empty Box Weight (OZ)'. */
    async readDimensions(actor: Actor, query: ShipmentImportQuery, data: Buffer): Promise<ReadDimensionsResponse> {
      const shipment = await editableShipment(actor, query.inboundShipmentId);
      const table = await readSheets(actor, query, data);
      const { rows, sheetNames } = readImportColumns(table.sheets, DIMENSION_COLUMNS);
      if (!rows.length) throw new AppError('VALIDATION', shipmentImportMessages.emptyFile);
      const judged = judgeDimensions(rows, await boxesRepo.numbers(shipment.id), sheetNames);
      return answer(judged, table.sheets, 'Box No.');
    },

    /** Expiration dates: 'Seller SKU', 'Exp. Date [MM-DD-YYYY]'. */
    async readExpiryDates(actor: Actor, query: ShipmentImportQuery, data: Buffer): Promise<ReadExpiryDatesResponse> {
      const shipment = await editableShipment(actor, query.inboundShipmentId);
      const table = await readSheets(actor, query, data);
      const { rows, sheetNames } = readImportColumns(table.sheets, EXPIRY_COLUMNS);
      if (!rows.length) throw new AppError('VALIDATION', shipmentImportMessages.emptyFile);
      const items = (await workbenchRepo.items(shipment.id)).map((i) => ({
        id: i.id,
        sellerSku: i.seller_sku,
        expirable: i.expirable,
      }));
      const judged = judgeExpiryDates(rows, items, deps.clock.now(), sheetNames);
      return answer(judged, table.sheets);
    },

    /** Tracking ids: the 'Tracking_Id' column, one id per box; the file's problems are 400s with the spec's message. */
    async readTrackingIds(actor: Actor, query: ShipmentImportQuery, data: Buffer): Promise<ReadTrackingIdsResponse> {
      const shipment = await editableShipment(actor, query.inboundShipmentId);
      if (!takesTrackingIds({ shipmentType: shipment.shipment_type, isPartnered: shipment.is_partnered }))
        throw new AppError('CONFLICT', m.trackingIdsNotTaken);
      const table = await readAccountUpload(deps, actor.accountId, { filename: query.filename, data });
      if (table.sheets.every((s) => s.rows.length === 0))
        throw new AppError('VALIDATION', shipmentImportMessages.emptyFile);
      const { count } = await boxesRepo.boxCount(shipment.id);
      const read = readTrackingIdSheets(table.sheets, count);
      if ('error' in read) throw new AppError('VALIDATION', read.error);
      return { trackingIds: read.trackingIds, boxCount: count };
    },
  };
}
export type ShipmentImportsService = ReturnType<typeof createShipmentImportsService>;
