import { z } from 'zod';
import {
  importMessages,
  isBlankRow,
  MAX_UNITS_PER_BOX,
  parsePositiveCount,
  sortRowErrors,
  toHeaderKey,
  toSkuKey,
  type ImportSheet,
  type UploadRowError,
  type UploadStats,
} from './imports.js';
import { uploadRowErrorSchema } from './products.js';
import { isCalendarDate, isDateInPast, MAX_BOX_DIMENSION } from './shipment-item-rules.js';
import { MAX_BOXES_PER_SHIPMENT, TRACKING_ID_MAX, workbenchMessages } from './workbench.js';

/**
 * The shipment's file imports (spec document 2, sections 2, 3, 5 and 9; issue 15): box content,
 * weight and dimensions, expiration dates and tracking ids. Files are read as the SKU uploads
 * read them (`imports.ts`, the server's `lib/imports`: CSV, TSV or XLSX by content, the same
 * limits); these pure functions find the columns and judge the rows against the shipment's
 * items and boxes. The server judges the rows again when they are applied, in the transaction,
 * so what changed meanwhile is never written.
 */

// ---------------------------------------------------------------------------------------------
// File names, columns, messages

/** Section 9's names; the dimension and tracking-id samples are ours (the spec names none). */
export const SHIPMENT_IMPORT_FILE_NAMES = {
  expiryTemplate: 'Bulk_Upload_Exp_Sample.csv',
  expiryErrors: 'Expiry_Date_Error_List.csv',
  boxContentTemplate: 'Bulk_Upload_Sample_File.csv',
  boxContentErrors: 'Box_Content_Error_List.csv',
  dimensionTemplate: 'Bulk_Upload_Dimension_Sample.csv',
  dimensionErrors: 'Dimension_Error_List.csv',
  trackingIdTemplate: 'Bulk_Upload_Tracking_Id_Sample.csv',
} as const;

/** Section 3's import formats, as the templates write the header row. */
export const SHIPMENT_IMPORT_COLUMNS = {
  expiry: ['Seller SKU', 'Exp. Date [MM-DD-YYYY]'],
  boxContent: ['Seller SKU', 'Box No.', 'Quantity'],
  dimensions: ['Box No.', 'Length (IN)', 'Width (IN)', 'Height (IN)', 'Empty Box Weight (OZ)'],
  trackingIds: ['Tracking_Id'],
} as const;

/** Row and file messages, quoted from the spec (spelling kept) unless marked ours. */
export const shipmentImportMessages = {
  // Expiry import rows.
  expiryIncorrect: 'Expiry Date is incorrect',
  expiryInPast: 'Expiry Date cannot be set in past',
  expirySkuNotFound: 'SellerSku is not found in shipment',
  expiryNotExpirable: 'Expiry date is provided for non expiray product',
  // Box content import rows.
  quantityInvalid: 'Please provide valid quantity above 0',
  quantityOverLimit: 'Provided quantity exceeding limit of available quantity',
  boxNumberInvalid: 'Please provide valid box number above 0',
  boxNumberMissing: (n: number) => `Box Number ${n} is missing`,
  boxContentSkuNotFound: 'Seller SKU is not found in shipment list',
  // Dimension import rows.
  boxNumberRequired: 'Box Number is required',
  boxNumberNotValid: 'Box Number is not Valid',
  boxNotInShipment: (n: number) => `Box No ${n} in not exists in the Shipment`,
  boxDuplicated: (n: number) => `Box No ${n} in duplicated`,
  dimensionInvalid: 'Please enter a valid length/weight/width/height above 0',
  // Tracking id import and paste.
  noTrackingIdColumn: 'No Tracking_Id column found in the file!',
  noData: 'No Data Found!',
  lessTrackingIds: (n: number) => `Less Tracking Ids found, Must be equal to ${n}`,
  extraTrackingIds: (n: number) => `Extra Tracking Ids found, Must be equal to ${n}`,
  pasteNotInForm: 'Invalid input! Provided data is not in correct form',
  pasteMixedSeparators: 'Invalid Input! Data can only be comma or tab separated',
  emptyFile: importMessages.emptyFile,
  // Ours.
  trackingIdRequired: workbenchMessages.trackingIdRequired,
  trackingIdTooLong: `A tracking id has at most ${TRACKING_ID_MAX} characters`,
  skuRepeated: importMessages.fbaSellerSkuRepeated,
  boxFull: workbenchMessages.boxFull,
  shipmentBoxLimit: workbenchMessages.shipmentBoxLimit,
  noBoxes: 'The shipment has no boxes',
  /** Ours: the rows were read, then the shipment changed before Confirm. */
  changedMeanwhile: (row: number, reason: string) =>
    `The shipment changed since the file was read (row ${row}: ${reason}). Choose the file again.`,
} as const;

const csvLine = (cells: readonly string[]) => cells.join(',');

/** Bulk_Upload_Exp_Sample.csv: the spec's columns and one example row. */
export function getExpiryTemplateCsv(): string {
  return `${csvLine(SHIPMENT_IMPORT_COLUMNS.expiry)}\r\nEXAMPLE-SKU-1,12-31-2030\r\n`;
}
/** Bulk_Upload_Sample_File.csv: the box content import's columns and one example row. */
export function getBoxContentTemplateCsv(): string {
  return `${csvLine(SHIPMENT_IMPORT_COLUMNS.boxContent)}\r\nEXAMPLE-SKU-1,1,10\r\n`;
}
/** The weight and dimensions import's columns and one example row (inches, empty box in ounces). */
export function getDimensionTemplateCsv(): string {
  return `${csvLine(SHIPMENT_IMPORT_COLUMNS.dimensions)}\r\n1,18,14,12,8\r\n`;
}
/** The tracking id import's column with one example id. */
export function getTrackingIdTemplateCsv(): string {
  return `${csvLine(SHIPMENT_IMPORT_COLUMNS.trackingIds)}\r\n1Z999AA10123456784\r\n`;
}

// ---------------------------------------------------------------------------------------------
// Reading the columns

/** One data row of a sheet: where it is and its cells by our column names. */
export type ImportCells<K extends string> = { sheet?: string; row: number } & Record<K, string>;

/** Header spellings per column (after `toHeaderKey`); the spec's first, then a few common ones (ours). */
const ALIASES = {
  sku: ['sellersku', 'sku', 'merchantsku', 'msku'],
  expDate: ['expdatemmddyyyy', 'expdate', 'expirydate', 'expirationdate', 'expiry', 'expdatemmddyy'],
  boxNumber: ['boxno', 'boxnumber', 'box', 'boxnum'],
  quantity: ['quantity', 'qty', 'units'],
  length: ['lengthin', 'length'],
  width: ['widthin', 'width'],
  height: ['heightin', 'height'],
  weight: ['emptyboxweightoz', 'emptyboxweight', 'weightoz', 'weight'],
  trackingId: ['trackingid', 'tracking', 'trackingnumber'],
} as const;
type ColumnName = keyof typeof ALIASES;

/**
 * The data rows of every sheet with their cells by column: by header when the sheet's first
 * non-blank row names the key column, otherwise by position (the template's order, no header).
 * Blank rows are skipped; row numbers are the spreadsheet's.
 */
export function readImportColumns<K extends ColumnName>(
  sheets: readonly ImportSheet[],
  columns: readonly K[],
): { rows: ImportCells<K>[]; sheetNames: string[] } {
  const rows: ImportCells<K>[] = [];
  const named = sheets.length > 1;
  for (const sheet of sheets) {
    const headerIndex = sheet.rows.findIndex((row) => !isBlankRow(row));
    if (headerIndex === -1) continue;
    const headerKeys = sheet.rows[headerIndex]!.map(toHeaderKey);
    const byHeader = new Map<K, number>();
    for (const column of columns) {
      const index = headerKeys.findIndex((key) => (ALIASES[column] as readonly string[]).includes(key));
      if (index !== -1) byHeader.set(column, index);
    }
    const hasHeader = byHeader.has(columns[0]!);
    const at = (column: K) => (hasHeader ? byHeader.get(column) : columns.indexOf(column));
    for (let i = hasHeader ? headerIndex + 1 : headerIndex; i < sheet.rows.length; i++) {
      const cells = sheet.rows[i]!;
      if (isBlankRow(cells)) continue;
      const entry = { row: i + 1, ...(named ? { sheet: sheet.name } : {}) } as ImportCells<K>;
      for (const column of columns) {
        const index = at(column);
        (entry as Record<string, unknown>)[column] = index === undefined ? '' : (cells[index] ?? '').trim();
      }
      rows.push(entry);
    }
  }
  return { rows, sheetNames: sheets.map((s) => s.name) };
}

/** Whether any sheet names the column in its header row (the tracking id import needs 'Tracking_Id'). */
function hasHeaderColumn(sheets: readonly ImportSheet[], column: ColumnName): boolean {
  return sheets.some((sheet) => {
    const header = sheet.rows.find((row) => !isBlankRow(row));
    return !!header?.some((cell) => (ALIASES[column] as readonly string[]).includes(toHeaderKey(cell)));
  });
}

/** A number above 0 and at most `max`: '12', '12.5', '+3', '.5' (ours: the spec says only 'above 0'). */
export function parsePositiveDecimal(text: string, max = MAX_BOX_DIMENSION): number | undefined {
  const trimmed = text.trim();
  if (!/^\+?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 && value <= max ? value : undefined;
}

/** What a judged import gives: the lines to apply, the refused rows in file order and the counts. */
export interface JudgedImport<T> {
  valid: T[];
  errors: UploadRowError[];
  stats: UploadStats;
}

function finish<T>(
  valid: T[],
  errors: UploadRowError[],
  total: number,
  sheetNames: readonly string[],
): JudgedImport<T> {
  return {
    valid,
    errors: sortRowErrors(errors, sheetNames),
    stats: { total, valid: valid.length, invalid: errors.length },
  };
}

const errorOf = (entry: { sheet?: string; row: number }, key: string, reason: string): UploadRowError => ({
  ...(entry.sheet === undefined ? {} : { sheet: entry.sheet }),
  row: entry.row,
  sku: key,
  reason,
});

// ---------------------------------------------------------------------------------------------
// Box content: 'Seller SKU', 'Box No.', 'Quantity'

export interface BoxContentContext {
  items: readonly { id: string; sellerSku: string; quantityShipped: number; quantityBoxed: number }[];
  /** Every box of the shipment (numbers 1..N without gaps) with its units. */
  boxes: readonly { id: string; number: number; units: number }[];
}

/** A valid row: units of an item into a box (`boxId` null: a new box with that number). */
export interface BoxContentLine {
  sheet?: string;
  row: number;
  sellerSku: string;
  boxNumber: number;
  boxId: string | null;
  itemId: string;
  itemQuantity: number;
}

export const BOX_CONTENT_COLUMNS = ['sku', 'boxNumber', 'quantity'] as const;
export type BoxContentCells = ImportCells<(typeof BOX_CONTENT_COLUMNS)[number]>;

/**
 * Judges box content rows (spec section 5): the quantity a whole number above 0 ('Please provide
 * valid quantity above 0'), the box number too ('Please provide valid box number above 0'), the
 * SKU in the shipment ('Seller SKU is not found in shipment list'), the SKU's units over all
 * rows within what is unboxed ('Provided quantity exceeding limit of available quantity'), and a
 * box number beyond the shipment's boxes only when every number between is given too ('Box
 * Number {n} is missing', n the first number not given). Ours: a box holds at most 150 units, a
 * shipment at most 5,000 boxes. Rows are taken in file order: the first to pass a limit is refused.
 */
export function judgeBoxContent(
  rows: readonly BoxContentCells[],
  context: BoxContentContext,
  sheetNames: readonly string[] = [''],
): JudgedImport<BoxContentLine> {
  const bySku = new Map(context.items.map((item) => [toSkuKey(item.sellerSku), item]));
  const byNumber = new Map(context.boxes.map((box) => [box.number, box]));
  const lastNumber = context.boxes.reduce((max, box) => Math.max(max, box.number), 0);
  const errors: UploadRowError[] = [];

  // First the row's own values, then the box numbers the remaining rows name.
  type Parsed = {
    cells: BoxContentCells;
    quantity: number;
    boxNumber: number;
    item: BoxContentContext['items'][number];
  };
  const parsed: Parsed[] = [];
  for (const cells of rows) {
    const quantity = parsePositiveCount(cells.quantity);
    const boxNumber = parsePositiveCount(cells.boxNumber);
    const item = bySku.get(toSkuKey(cells.sku));
    if (!quantity) errors.push(errorOf(cells, cells.sku, shipmentImportMessages.quantityInvalid));
    else if (!boxNumber) errors.push(errorOf(cells, cells.sku, shipmentImportMessages.boxNumberInvalid));
    else if (!cells.sku || !item) errors.push(errorOf(cells, cells.sku, shipmentImportMessages.boxContentSkuNotFound));
    else if (boxNumber > MAX_BOXES_PER_SHIPMENT)
      errors.push(errorOf(cells, cells.sku, shipmentImportMessages.shipmentBoxLimit));
    else parsed.push({ cells, quantity, boxNumber, item });
  }

  /** The last new number reachable without a gap from the shipment's last box. */
  const reach = (numbers: Set<number>) => {
    let last = lastNumber;
    while (numbers.has(last + 1)) last++;
    return last;
  };
  const reachable = reach(new Set(parsed.map((p) => p.boxNumber)));

  const left = new Map(context.items.map((item) => [item.id, item.quantityShipped - item.quantityBoxed]));
  const boxUnits = new Map<number, number>(context.boxes.map((box) => [box.number, box.units]));
  let accepted: Parsed[] = [];
  for (const p of parsed) {
    const { cells } = p;
    if (p.boxNumber > reachable) {
      errors.push(errorOf(cells, cells.sku, shipmentImportMessages.boxNumberMissing(reachable + 1)));
      continue;
    }
    const itemLeft = left.get(p.item.id) ?? 0;
    if (p.quantity > itemLeft) {
      errors.push(errorOf(cells, cells.sku, shipmentImportMessages.quantityOverLimit));
      continue;
    }
    const units = boxUnits.get(p.boxNumber) ?? 0;
    if (units + p.quantity > MAX_UNITS_PER_BOX) {
      errors.push(errorOf(cells, cells.sku, shipmentImportMessages.boxFull));
      continue;
    }
    left.set(p.item.id, itemLeft - p.quantity);
    boxUnits.set(p.boxNumber, units + p.quantity);
    accepted.push(p);
  }

  // A new box whose every row was refused leaves a gap: the rows of later new boxes wait for it.
  const keptReach = reach(new Set(accepted.map((p) => p.boxNumber)));
  if (keptReach < reachable) {
    for (const p of accepted)
      if (p.boxNumber > keptReach)
        errors.push(errorOf(p.cells, p.cells.sku, shipmentImportMessages.boxNumberMissing(keptReach + 1)));
    accepted = accepted.filter((p) => p.boxNumber <= keptReach);
  }

  const valid = accepted.map(({ cells, quantity, boxNumber, item }): BoxContentLine => ({
    ...(cells.sheet === undefined ? {} : { sheet: cells.sheet }),
    row: cells.row,
    sellerSku: item.sellerSku,
    boxNumber,
    boxId: byNumber.get(boxNumber)?.id ?? null,
    itemId: item.id,
    itemQuantity: quantity,
  }));
  return finish(valid, errors, rows.length, sheetNames);
}

/** The new boxes a judged box content import makes: the shipment's last number + 1 up to the highest given. */
export function newBoxCountOf(lines: readonly Pick<BoxContentLine, 'boxNumber' | 'boxId'>[], lastNumber: number) {
  return lines.reduce((max, line) => (line.boxId === null ? Math.max(max, line.boxNumber - lastNumber) : max), 0);
}

// ---------------------------------------------------------------------------------------------
// Weight and dimensions: 'Box No.', 'Length (IN)', 'Width (IN)', 'Height (IN)', 'Empty Box Weight (OZ)'

export interface DimensionLine {
  sheet?: string;
  row: number;
  boxNumber: number;
  boxId: string;
  length: number;
  width: number;
  height: number;
  /** The empty box's weight in ounces. */
  weight: number;
}

export const DIMENSION_COLUMNS = ['boxNumber', 'length', 'width', 'height', 'weight'] as const;
export type DimensionCells = ImportCells<(typeof DIMENSION_COLUMNS)[number]>;

/**
 * Judges weight and dimension rows (spec section 5): 'Box Number is required', 'Box Number is
 * not Valid', 'Box No {n} in not exists in the Shipment', 'Box No {n} in duplicated' (every row
 * of a box given twice: which one is meant is not guessed), and 'Please enter a valid
 * length/weight/width/height above 0' (ours: at most 10,000, as the dimension dialog).
 */
export function judgeDimensions(
  rows: readonly DimensionCells[],
  boxes: readonly { id: string; number: number }[],
  sheetNames: readonly string[] = [''],
): JudgedImport<DimensionLine> {
  const byNumber = new Map(boxes.map((box) => [box.number, box]));
  const rowsPerNumber = new Map<number, number>();
  for (const cells of rows) {
    const n = parsePositiveCount(cells.boxNumber);
    if (n !== undefined) rowsPerNumber.set(n, (rowsPerNumber.get(n) ?? 0) + 1);
  }
  const valid: DimensionLine[] = [];
  const errors: UploadRowError[] = [];
  for (const cells of rows) {
    const refuse = (reason: string) => errors.push(errorOf(cells, cells.boxNumber, reason));
    if (!cells.boxNumber) {
      refuse(shipmentImportMessages.boxNumberRequired);
      continue;
    }
    const boxNumber = parsePositiveCount(cells.boxNumber);
    if (boxNumber === undefined) {
      refuse(shipmentImportMessages.boxNumberNotValid);
      continue;
    }
    // Every reason of the row, in one entry (a duplicated box with a zero length names both).
    const reasons: string[] = [];
    const box = byNumber.get(boxNumber);
    if (!box) reasons.push(shipmentImportMessages.boxNotInShipment(boxNumber));
    else if ((rowsPerNumber.get(boxNumber) ?? 0) > 1) reasons.push(shipmentImportMessages.boxDuplicated(boxNumber));
    const length = parsePositiveDecimal(cells.length);
    const width = parsePositiveDecimal(cells.width);
    const height = parsePositiveDecimal(cells.height);
    const weight = parsePositiveDecimal(cells.weight);
    const measured = length !== undefined && width !== undefined && height !== undefined && weight !== undefined;
    if (!measured) reasons.push(shipmentImportMessages.dimensionInvalid);
    if (!box || !measured || reasons.length) {
      refuse(reasons.join('; '));
      continue;
    }
    valid.push({
      ...(cells.sheet === undefined ? {} : { sheet: cells.sheet }),
      row: cells.row,
      boxNumber,
      boxId: box.id,
      length,
      width,
      height,
      weight,
    });
  }
  return finish(valid, errors, rows.length, sheetNames);
}

// ---------------------------------------------------------------------------------------------
// Expiration dates: 'Seller SKU', 'Exp. Date [MM-DD-YYYY]'

export interface ExpiryLine {
  sheet?: string;
  row: number;
  sellerSku: string;
  /** The item's id (update-details' `_id`). */
  _id: string;
  /** YYYY-MM-DD. */
  expDate: string;
}

export const EXPIRY_COLUMNS = ['sku', 'expDate'] as const;
export type ExpiryCells = ImportCells<(typeof EXPIRY_COLUMNS)[number]>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An expiry date as the import reads it: MM-DD-YYYY (the column's format; '/' or '.' and one
 * digit for month or day are taken too), or YYYY-MM-DD (a date cell of a workbook, which the
 * file reader writes that way). YYYY-MM-DD when it is a calendar date, else undefined.
 */
export function parseImportDate(text: string): string | undefined {
  const trimmed = text.trim();
  const us = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const value = us
    ? `${us[3]}-${pad(Number(us[1]))}-${pad(Number(us[2]))}`
    : iso
      ? `${iso[1]}-${iso[2]}-${iso[3]}`
      : undefined;
  return value !== undefined && isCalendarDate(value) ? value : undefined;
}

/**
 * Judges expiry rows (spec section 5), one reason per row in the spec's order: 'Expiry Date is
 * incorrect', 'Expiry Date cannot be set in past' (over everywhere on Earth, as Set Expiry
 * Date), 'SellerSku is not found in shipment', 'Expiry date is provided for non expiray
 * product'. Ours: a SKU given on an earlier valid row is refused (which date is meant is not guessed).
 */
export function judgeExpiryDates(
  rows: readonly ExpiryCells[],
  items: readonly { id: string; sellerSku: string; expirable: boolean }[],
  now: Date,
  sheetNames: readonly string[] = [''],
): JudgedImport<ExpiryLine> {
  const bySku = new Map(items.map((item) => [toSkuKey(item.sellerSku), item]));
  const firstRow = new Map<string, number>();
  const valid: ExpiryLine[] = [];
  const errors: UploadRowError[] = [];
  for (const cells of rows) {
    const refuse = (reason: string) => errors.push(errorOf(cells, cells.sku, reason));
    const expDate = parseImportDate(cells.expDate);
    const item = cells.sku ? bySku.get(toSkuKey(cells.sku)) : undefined;
    const earlier = item ? firstRow.get(item.id) : undefined;
    if (expDate === undefined) refuse(shipmentImportMessages.expiryIncorrect);
    else if (isDateInPast(expDate, now)) refuse(shipmentImportMessages.expiryInPast);
    else if (!item) refuse(shipmentImportMessages.expirySkuNotFound);
    else if (!item.expirable) refuse(shipmentImportMessages.expiryNotExpirable);
    else if (earlier !== undefined) refuse(shipmentImportMessages.skuRepeated(earlier));
    else {
      firstRow.set(item.id, cells.row);
      valid.push({
        ...(cells.sheet === undefined ? {} : { sheet: cells.sheet }),
        row: cells.row,
        sellerSku: item.sellerSku,
        _id: item.id,
        expDate,
      });
    }
  }
  return finish(valid, errors, rows.length, sheetNames);
}

// ---------------------------------------------------------------------------------------------
// Tracking ids (SP non-partnered): a 'Tracking_Id' column, or pasted values

export type TrackingIdsResult = { trackingIds: string[] } | { error: string };

function checkTrackingIds(trackingIds: string[], boxCount: number): TrackingIdsResult {
  if (trackingIds.some((id) => id.length > TRACKING_ID_MAX)) return { error: shipmentImportMessages.trackingIdTooLong };
  const countError = checkTrackingIdCount(trackingIds.length, boxCount);
  return countError ? { error: countError } : { trackingIds };
}

/** The count rule (spec section 5): exactly one tracking id per box. */
export function checkTrackingIdCount(given: number, boxCount: number): string | undefined {
  if (boxCount === 0) return shipmentImportMessages.noBoxes;
  if (given < boxCount) return shipmentImportMessages.lessTrackingIds(boxCount);
  if (given > boxCount) return shipmentImportMessages.extraTrackingIds(boxCount);
  return undefined;
}

/**
 * A tracking id file (spec section 5): the 'Tracking_Id' column is required ('No Tracking_Id
 * column found in the file!'), a file without values is 'No Data Found!', and the ids must be
 * as many as the boxes. Blank cells are skipped; ids go to boxes 1..N in file order.
 */
export function readTrackingIdSheets(sheets: readonly ImportSheet[], boxCount: number): TrackingIdsResult {
  if (!hasHeaderColumn(sheets, 'trackingId')) return { error: shipmentImportMessages.noTrackingIdColumn };
  const trackingIds = readImportColumns(sheets, ['trackingId'])
    .rows.map((r) => r.trackingId)
    .filter((id) => id !== '');
  if (!trackingIds.length) return { error: shipmentImportMessages.noData };
  return checkTrackingIds(trackingIds, boxCount);
}

/**
 * Pasted tracking ids (spec section 5): separated by commas, or by whitespace and tabs, not
 * both ('Invalid Input! Data can only be comma or tab separated'); a line break is 'Invalid
 * input! Provided data is not in correct form', and so is an empty entry ('a,,b'). Spaces
 * around commas are taken ('a, b'). A single id must not be empty. Then the count rule.
 */
export function parsePastedTrackingIds(text: string, boxCount: number): TrackingIdsResult {
  const trimmed = text.trim();
  if (!trimmed) return { error: shipmentImportMessages.trackingIdRequired };
  if (/[\r\n]/.test(trimmed)) return { error: shipmentImportMessages.pasteNotInForm };
  let trackingIds: string[];
  if (trimmed.includes(',')) {
    trackingIds = trimmed.split(',').map((part) => part.trim());
    if (trackingIds.some((id) => /\s/.test(id))) return { error: shipmentImportMessages.pasteMixedSeparators };
    if (trackingIds.some((id) => id === '')) return { error: shipmentImportMessages.pasteNotInForm };
  } else {
    trackingIds = trimmed.split(/[ \t]+/);
  }
  return checkTrackingIds(trackingIds, boxCount);
}

// ---------------------------------------------------------------------------------------------
// Calls

const shipmentId = z.string({ error: workbenchMessages.shipmentNotFound }).uuid(workbenchMessages.shipmentNotFound);
const rowNumber = z.number().int().min(1).max(10_000_000);
const sheetName = z.string().max(200).optional();
/** Ours: what one import may carry (the file limit's rows). */
export const MAX_IMPORT_LINES = 100_000;

/** The reading calls' query: the shipment, and the file's name (its bytes are the body). */
export const shipmentImportQuerySchema = z.object({
  inboundShipmentId: shipmentId,
  filename: z.string().trim().min(1).max(255).default('upload.csv'),
});
export type ShipmentImportQuery = z.infer<typeof shipmentImportQuerySchema>;

const judgedFields = {
  stats: z.object({ total: z.number(), valid: z.number(), invalid: z.number() }),
  errors: z.array(uploadRowErrorSchema),
  /** The error list as CSV (CSV-injection safe), null without errors. */
  errorCsv: z.string().nullable(),
  /** Sheet names when the workbook had several. */
  sheets: z.array(z.string()).optional(),
};

const boxContentLineSchema = z.object({
  sheet: sheetName,
  row: rowNumber,
  sellerSku: z.string().trim().min(1).max(200),
  boxNumber: z.number().int().min(1).max(MAX_BOXES_PER_SHIPMENT),
  boxId: z.string().uuid(workbenchMessages.boxNotFound).nullable(),
  itemId: z.string().uuid(workbenchMessages.itemNotFound),
  itemQuantity: z.number().int().min(1).max(MAX_UNITS_PER_BOX),
});
/** POST /fullfilment/read-bulk-boxes-content (ours): the file judged, nothing written. */
export const readBoxContentResponseSchema = z.object({ ...judgedFields, fileData: z.array(boxContentLineSchema) });
export type ReadBoxContentResponse = z.infer<typeof readBoxContentResponseSchema>;
/** PUT /fullfilment/upload-bulk-boxes-content (spec section 7): the valid rows, applied together. */
export const uploadBoxContentBodySchema = z.object({
  inboundShipmentId: shipmentId,
  fileData: z.array(boxContentLineSchema).min(1).max(MAX_IMPORT_LINES),
});
export type UploadBoxContentBody = z.infer<typeof uploadBoxContentBodySchema>;
export const uploadBoxContentResponseSchema = z.object({
  message: z.string(),
  createdBoxCount: z.number(),
  totalBoxCount: z.number(),
  updatedUnits: z.number(),
});
export type UploadBoxContentResponse = z.infer<typeof uploadBoxContentResponseSchema>;

const dimensionLineSchema = z.object({
  sheet: sheetName,
  row: rowNumber,
  boxNumber: z.number().int().min(1).max(MAX_BOXES_PER_SHIPMENT),
  boxId: z.string().uuid(workbenchMessages.boxNotFound).optional(),
  length: z.number().positive().max(MAX_BOX_DIMENSION),
  width: z.number().positive().max(MAX_BOX_DIMENSION),
  height: z.number().positive().max(MAX_BOX_DIMENSION),
  weight: z.number().positive().max(MAX_BOX_DIMENSION),
});
/** POST /fullfilment/read-bulk-boxes-dimension (ours). */
export const readDimensionsResponseSchema = z.object({ ...judgedFields, fileData: z.array(dimensionLineSchema) });
export type ReadDimensionsResponse = z.infer<typeof readDimensionsResponseSchema>;
/** PUT /fullfilment/upload-bulk-boxes-dimension (spec section 7). */
export const uploadDimensionsBodySchema = z.object({
  inboundShipmentId: shipmentId,
  fileData: z.array(dimensionLineSchema).min(1).max(MAX_BOXES_PER_SHIPMENT),
});
export type UploadDimensionsBody = z.infer<typeof uploadDimensionsBodySchema>;
export const uploadDimensionsResponseSchema = z.object({ message: z.string(), updatedBoxCount: z.number() });
export type UploadDimensionsResponse = z.infer<typeof uploadDimensionsResponseSchema>;

const expiryLineSchema = z.object({
  sheet: sheetName,
  row: rowNumber,
  sellerSku: z.string(),
  _id: z.string(),
  expDate: z.string(),
});
/** POST /fullfilment/read-bulk-expiry-dates (ours); Confirm sends the lines to update-details. */
export const readExpiryDatesResponseSchema = z.object({ ...judgedFields, fileData: z.array(expiryLineSchema) });
export type ReadExpiryDatesResponse = z.infer<typeof readExpiryDatesResponseSchema>;

/** POST /fullfilment/read-bulk-tracking-ids (ours); Confirm sends the ids to update-box-tracking-id. */
export const readTrackingIdsResponseSchema = z.object({
  trackingIds: z.array(z.string()),
  boxCount: z.number(),
});
export type ReadTrackingIdsResponse = z.infer<typeof readTrackingIdsResponseSchema>;
