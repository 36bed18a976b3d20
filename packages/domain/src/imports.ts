import type { FbaType } from './settings.js';

/**
 * Bulk uploads of the SKU list (spec document 3, section 5): the FBA-type upload and the SKU
 * upload for shipping (file or copy/paste, loose or case pack). Pure row rules: the server reads
 * the file into rows, these functions judge the rows, the server looks up the SKUs they name,
 * and `complete*Upload` turns the look-up into 'not found' errors and the upload's stats.
 */

// ---------------------------------------------------------------------------------------------
// Limits, file names, messages

/** What an uploaded table may hold; the web app checks the size before sending. */
export const IMPORT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Rows after each sheet's first row (the header), over all sheets. */
  maxRows: 100_000,
  maxColumns: 200,
  maxCellChars: 10_000,
} as const;
export type ImportLimits = { maxBytes: number; maxRows: number; maxColumns: number; maxCellChars: number };

/** Export and template file names, spelled as the spec spells them (Uplaod included). */
export const IMPORT_FILE_NAMES = {
  skuTemplate: 'sample_sku_template.csv',
  /** Ours: the spec names no Update FBA Type template; this follows sample_sku_template.csv. */
  fbaTypeTemplate: 'sample_fba_type_template.csv',
  bulkDataTemplate: 'Uplaod_Bulk_Data.csv',
  uploadErrors: 'Uploaded_Error_List.csv',
  fbaTypeErrors: 'Fba_Types_Error_List.csv',
} as const;

/** Largest per-box quantity in case pack (spec section 9: max 150 units per case). */
export const MAX_UNITS_PER_BOX = 150;
/** Ours: quantities and box counts must fit a 32-bit integer column. */
export const MAX_COUNT = 2_147_483_647;

/** Row and file messages of the two uploads, quoted exactly from the spec unless marked ours. */
export const importMessages = {
  // Ours: an account reads one file at a time.
  uploadInProgress: 'Another file of yours is still being read. Try again when it finishes.',
  // SKU upload for shipping.
  skuAlreadyExists: 'SKU already exist in the shipment items.',
  skuNotFound: 'SKU not found on Amazon',
  boxCountInvalid: 'Box Count - Missing or invalid',
  quantityInvalid: 'Quantity - Missing or invalid',
  inABoxInvalid: 'In a Box - Missing or invalid',
  inABoxLimit: `In a Box - Limit exceeded (Max : ${MAX_UNITS_PER_BOX})`,
  emptyFile: 'The uploaded file is empty. Please choose a valid file',
  /** Ours: the spec lists no message for a row without a SKU. */
  skuMissing: 'SellerSKU - Missing',
  /** Ours: a file whose header row is the other pack mode's template, refused whole instead of failing every row. */
  otherModeTemplate: (fileMode: PackMode, readMode: PackMode) =>
    `This file has the ${PACK_MODE_NAMES[fileMode]} columns (${SHIP_TEMPLATE_COLUMNS[fileMode]}), but the upload reads ${PACK_MODE_NAMES[readMode]} (${SHIP_TEMPLATE_COLUMNS[readMode]}). Switch to ${PACK_MODE_NAMES[fileMode]}, or upload a ${PACK_MODE_NAMES[readMode]} file.`,
  // FBA-type upload.
  fbaTypeInvalid: 'Provided FBA Type is empty or invalid',
  fbaSellerSkuNotFound: 'Provided Seller SKU is not found on Amazon',
  fbaSellerSkuMissing: 'Please provide a valid seller sku',
  /** The spec quotes only '... empty or invalid ...'; the rest of the sentence is ours. */
  fbaEmptyFile: 'The uploaded file is empty or invalid. Please choose a valid file',
  /** Ours: the spec is silent on a SKU given twice in one FBA-type file. */
  fbaSellerSkuRepeated: (firstRow: number) => `This seller SKU is already given on row ${firstRow}`,
} as const;

const formatCount = (n: number) => n.toLocaleString('en-US');
const formatMegabytes = (bytes: number) => `${formatCount(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;

/** Ours: what a person is told when the file itself cannot be taken (the spec is silent). */
export const importFileMessages = {
  tooLarge: (limits: ImportLimits = IMPORT_LIMITS) => `The file is larger than ${formatMegabytes(limits.maxBytes)}`,
  tooManyRows: (limits: ImportLimits = IMPORT_LIMITS) => `The file has more than ${formatCount(limits.maxRows)} rows`,
  tooManyColumns: (limits: ImportLimits = IMPORT_LIMITS) =>
    `The file has more than ${formatCount(limits.maxColumns)} columns`,
  cellTooLong: (row: number, sheet: string | undefined, limits: ImportLimits = IMPORT_LIMITS) => {
    const where = `row ${formatCount(row)}${sheet ? ` of sheet '${sheet}'` : ''}`;
    return `A cell in ${where} has more than ${formatCount(limits.maxCellChars)} characters`;
  },
  wrongType: 'Upload a .csv or .xlsx file',
  legacyXls: 'Old Excel files (.xls) cannot be read. Save the file as .xlsx or .csv and upload it again',
  passwordProtected: 'The file is password-protected. Remove the password, save the file and upload it again',
  unreadable: 'The file could not be read. Save it again as .xlsx or .csv and upload it again',
  unclosedQuote: (row: number) =>
    `The file could not be read: the quoted value that starts on row ${formatCount(row)} is never closed`,
  tooLargeUnpacked: (bytes: number) =>
    `The file could not be read: its contents are larger than ${formatMegabytes(bytes)} once unpacked`,
} as const;

// ---------------------------------------------------------------------------------------------
// Templates

export type PackMode = 'loose' | 'case';

/** The pack modes as the SKU list's switch names them. */
export const PACK_MODE_NAMES: Readonly<Record<PackMode, string>> = { loose: 'Loose Pack', case: 'Case Pack' };
/** The columns each pack mode's upload reads, as sample_sku_template.csv names them. */
export const SHIP_TEMPLATE_COLUMNS: Readonly<Record<PackMode, string>> = {
  loose: 'SellerSKU, Quantity',
  case: 'SellerSKU, No. of Boxes, In a Box',
};

const TEMPLATE_EXAMPLES = { loose: ['EXAMPLE-SKU-1', '24'], case: ['EXAMPLE-SKU-1', '2', '12'] } as const;

/**
 * sample_sku_template.csv: 'SellerSKU, Quantity', or in case pack the spec's
 * 'SellerSKU, No. of Boxes, In a Box' (leading spaces as the spec writes them; headers are
 * matched trimmed). One example row shows the expected values.
 */
export function getSkuTemplateCsv(mode: PackMode): string {
  const header = mode === 'case' ? 'SellerSKU, No. of Boxes, In a Box' : 'SellerSKU, Quantity';
  return `${header}\r\n${TEMPLATE_EXAMPLES[mode].join(',')}\r\n`;
}

/** The Update FBA Type template: the columns the upload matches by header, with one example row. */
export function getFbaTypeTemplateCsv(): string {
  return 'SellerSKU,FBA Type\r\nEXAMPLE-SKU-1,STANDARD\r\n';
}

/** Uplaod_Bulk_Data.csv of the create-shipment Bulk tab: SellerSKU, box count (case pack only), quantity. */
export function getBulkDataTemplateCsv(mode: PackMode): string {
  const header = mode === 'case' ? 'SellerSKU,No. of Boxes,Quantity' : 'SellerSKU,Quantity';
  return `${header}\r\n${TEMPLATE_EXAMPLES[mode].join(',')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// Shared row handling

export interface ImportSheet {
  name: string;
  rows: string[][];
}

export interface UploadRowError {
  /** Set only when the workbook has more than one sheet. */
  sheet?: string;
  /** 1-based row number as the spreadsheet (or the pasted text) shows it. */
  row: number;
  sku: string;
  reason: string;
}

export interface UploadStats {
  total: number;
  valid: number;
  invalid: number;
}

/** Rows judged without the database; `skusToLookUp` are the distinct SKUs the caller must find. */
export interface ParsedUpload<T> {
  valid: T[];
  errors: UploadRowError[];
  /** Non-blank data rows. */
  total: number;
  /** No data rows at all (an empty file, or only a header): show the upload's empty-file message. */
  isEmpty: boolean;
  skusToLookUp: string[];
  sheetNames: string[];
}

export interface CompletedUpload<T> {
  valid: T[];
  errors: UploadRowError[];
  stats: UploadStats;
}

/** How SKUs are compared: trimmed and case-insensitive (spec section 5). */
export function toSkuKey(sku: string): string {
  return sku.trim().toLowerCase();
}

/** A header cell as the uploads match it: lowercase letters and digits only ('Box No.' is 'boxno'). */
export const toHeaderKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
export const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

type ColumnAliases<K extends string> = Record<K, readonly string[]>;

/** Header spellings by column; the spec's template names first, then a few common ones (ours). */
const SKU_ALIASES = ['sellersku', 'sku', 'merchantsku', 'msku'] as const;

/**
 * Finds each column of a sheet: by header when the first non-blank row names a SKU column,
 * otherwise by position (the order of the templates and of copy/paste).
 */
function locateColumns<K extends string>(
  rows: readonly string[][],
  aliases: ColumnAliases<K | 'sku'>,
  positions: Partial<Record<K | 'sku', number>>,
): { columns: Partial<Record<K | 'sku', number>>; firstDataRow: number } {
  const headerIndex = rows.findIndex((row) => !isBlankRow(row));
  if (headerIndex === -1) return { columns: {}, firstDataRow: rows.length };
  const headerKeys = rows[headerIndex]!.map(toHeaderKey);
  const columns: Partial<Record<K | 'sku', number>> = {};
  for (const key of Object.keys(aliases) as (K | 'sku')[]) {
    const index = headerKeys.findIndex((h) => aliases[key].includes(h));
    if (index !== -1) columns[key] = index;
  }
  if (columns.sku === undefined) return { columns: positions, firstDataRow: headerIndex };
  return { columns, firstDataRow: headerIndex + 1 };
}

const cellOf = (row: readonly string[], index: number | undefined) =>
  index === undefined ? '' : (row[index] ?? '').trim();

/** A whole number above 0: '12', '+12', '1,200' or '12.0' (a spreadsheet's number format); ours beyond the spec. */
export function parsePositiveCount(text: string): number | undefined {
  const match = /^\+?(\d{1,3}(?:,\d{3})+|\d+)(?:\.0*)?$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]!.replace(/,/g, ''));
  return value > 0 && value <= MAX_COUNT ? value : undefined;
}

interface RowContext {
  sheet: string | undefined;
  row: number;
  cells: readonly string[];
}

/** Walks every non-blank data row of every sheet, in order. */
function* eachDataRow<K extends string>(
  sheets: readonly ImportSheet[],
  aliases: ColumnAliases<K | 'sku'>,
  positions: Partial<Record<K | 'sku', number>>,
): Generator<RowContext & { columns: Partial<Record<K | 'sku', number>> }> {
  const named = sheets.length > 1;
  for (const sheet of sheets) {
    const { columns, firstDataRow } = locateColumns(sheet.rows, aliases, positions);
    for (let i = firstDataRow; i < sheet.rows.length; i++) {
      const cells = sheet.rows[i]!;
      if (isBlankRow(cells)) continue;
      yield { sheet: named ? sheet.name : undefined, row: i + 1, cells, columns };
    }
  }
}

function withSheet<T extends object>(sheet: string | undefined, value: T): T & { sheet?: string } {
  return sheet === undefined ? value : { sheet, ...value };
}

/** Adds the look-up's 'not found' errors, keeps rows in file order and counts them. */
function completeUpload<T extends { sheet?: string; row: number; sku: string }>(
  parsed: ParsedUpload<T>,
  foundSkus: Iterable<string>,
  notFoundReason: string,
): CompletedUpload<T> {
  const found = new Map<string, string>();
  for (const sku of foundSkus) found.set(toSkuKey(sku), sku);
  const valid: T[] = [];
  const errors = [...parsed.errors];
  for (const item of parsed.valid) {
    const canonical = found.get(toSkuKey(item.sku));
    if (canonical === undefined) {
      errors.push(withSheet(item.sheet, { row: item.row, sku: item.sku, reason: notFoundReason }));
    } else {
      valid.push({ ...item, sku: canonical });
    }
  }
  return {
    valid,
    errors: sortRowErrors(errors, parsed.sheetNames),
    stats: { total: parsed.total, valid: valid.length, invalid: errors.length },
  };
}

/** Row errors in file order: by sheet (as `sheetNames` orders them), then by row. */
export function sortRowErrors<T extends { sheet?: string; row: number }>(
  errors: T[],
  sheetNames: readonly string[],
): T[] {
  const sheetOrder = new Map(sheetNames.map((name, i) => [name, i]));
  const sheetOf = (e: T) => sheetOrder.get(e.sheet ?? '') ?? 0;
  return errors.sort((a, b) => sheetOf(a) - sheetOf(b) || a.row - b.row);
}

const INJECTION_START = /^[=+\-@\t\r]/;

/**
 * A CSV export (error lists, Create_Shipment_Items.csv): UTF-8 with a BOM (so Excel reads it as
 * UTF-8), CRLF line ends, every text cell quoted (RFC 4180), and text that a spreadsheet would run
 * as a formula (starting with =, +, -, @, tab or CR) prefixed with a single quote, as OWASP
 * advises against CSV injection.
 */
export function toSafeCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = rows.map((row) => row.map(toSafeCsvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function toSafeCsvCell(cell: string | number | null | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') {
    // Numbers we write are data, not text a person typed: no quote needed, and NaN has no meaning.
    return Number.isFinite(cell) ? String(cell) : '';
  }
  const text = INJECTION_START.test(cell) ? `'${cell}` : cell;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Rows of an error export (Uploaded_Error_List.csv, Fba_Types_Error_List.csv), header first.
 * `keyHeader` names the row's key column ('SKU'; the shipment's dimension import says 'Box No.').
 */
export function toUploadErrorRows(errors: readonly UploadRowError[], keyHeader = 'SKU'): string[][] {
  const withSheets = errors.some((e) => e.sheet !== undefined);
  const header = withSheets ? ['Sheet', 'Row', keyHeader, 'Reason'] : ['Row', keyHeader, 'Reason'];
  return [
    header,
    ...errors.map((e) => {
      const cells = [String(e.row), e.sku, e.reason];
      return withSheets ? [e.sheet ?? '', ...cells] : cells;
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// FBA-type upload

/** The spellings the FBA-type upload accepts (spec section 5), after lowercasing and removing spaces, '_' and '-'. */
export const FBA_TYPE_SPELLINGS: Readonly<Record<string, FbaType>> = {
  standard: 'STANDARD',
  extralarge: 'EXTRA LARGE',
  oversized: 'OVERSIZED',
  hazmat: 'HAZMAT',
  hazmataerosol: 'HAZMAT AEROSOL',
  hazmataerosols: 'HAZMAT AEROSOL',
  aerosol: 'HAZMAT AEROSOL',
  aerosols: 'HAZMAT AEROSOL',
  hazmatoxidizers: 'HAZMAT OXIDIZERS',
  oxidizer: 'HAZMAT OXIDIZERS',
  oxidizers: 'HAZMAT OXIDIZERS',
  hazmatflammable: 'HAZMAT FLAMMABLE',
  flammable: 'HAZMAT FLAMMABLE',
};

/** Reads an uploaded FBA type ('Extra Large', 'hazmat_aerosols', 'Flammable'); undefined when not accepted. */
export function toFbaType(text: string): FbaType | undefined {
  const key = text.toLowerCase().replace(/[\s_-]+/g, '');
  return Object.hasOwn(FBA_TYPE_SPELLINGS, key) ? FBA_TYPE_SPELLINGS[key] : undefined;
}

export interface FbaTypeUploadRow {
  sheet?: string;
  row: number;
  sku: string;
  fbaType: FbaType;
}

const FBA_COLUMNS = { sku: SKU_ALIASES, fbaType: ['fbatype', 'type', 'producttype'] } as const;

/** Judges the rows of an FBA-type upload: columns SellerSKU and FBA Type (by header, else in that order). */
export function parseFbaTypeSheets(sheets: readonly ImportSheet[]): ParsedUpload<FbaTypeUploadRow> {
  const valid: FbaTypeUploadRow[] = [];
  const errors: UploadRowError[] = [];
  const firstRowBySku = new Map<string, number>();
  let total = 0;
  for (const { sheet, row, cells, columns } of eachDataRow(sheets, FBA_COLUMNS, { sku: 0, fbaType: 1 })) {
    total++;
    const sku = cellOf(cells, columns.sku);
    const fbaType = toFbaType(cellOf(cells, columns.fbaType));
    const firstRow = firstRowBySku.get(toSkuKey(sku));
    if (!sku) errors.push(withSheet(sheet, { row, sku, reason: importMessages.fbaSellerSkuMissing }));
    else if (!fbaType) errors.push(withSheet(sheet, { row, sku, reason: importMessages.fbaTypeInvalid }));
    else if (firstRow !== undefined) {
      errors.push(withSheet(sheet, { row, sku, reason: importMessages.fbaSellerSkuRepeated(firstRow) }));
    } else {
      firstRowBySku.set(toSkuKey(sku), row);
      valid.push(withSheet(sheet, { row, sku, fbaType }));
    }
  }
  return {
    valid,
    errors,
    total,
    isEmpty: total === 0,
    skusToLookUp: distinctSkus(valid),
    sheetNames: sheets.map((s) => s.name),
  };
}

/** `parseFbaTypeSheets` for a single table (one sheet, a CSV file). */
export function parseFbaTypeRows(rows: string[][]): ParsedUpload<FbaTypeUploadRow> {
  return parseFbaTypeSheets([{ name: '', rows }]);
}

/** Turns the SKUs found in the account into the final result; SKUs come back as the account spells them. */
export function completeFbaTypeUpload(
  parsed: ParsedUpload<FbaTypeUploadRow>,
  foundSkus: Iterable<string>,
): CompletedUpload<FbaTypeUploadRow> {
  return completeUpload(parsed, foundSkus, importMessages.fbaSellerSkuNotFound);
}

// ---------------------------------------------------------------------------------------------
// SKU upload for shipping

export interface ShipSkuUploadRow {
  sheet?: string;
  row: number;
  sku: string;
  /** Units to ship in loose pack; units in a box in case pack. */
  quantity: number;
  /** Case pack only: the number of boxes. */
  boxCount?: number;
}

const SHIP_COLUMNS = {
  sku: SKU_ALIASES,
  quantity: ['quantity', 'qty', 'units'],
  boxCount: ['noofboxes', 'numberofboxes', 'boxes', 'boxcount', 'noofbox'],
  inABox: ['inabox', 'unitsperbox', 'quantityperbox', 'quantityinabox', 'quantityincase'],
} as const;
const SHIP_POSITIONS = {
  loose: { sku: 0, quantity: 1 },
  case: { sku: 0, boxCount: 1, inABox: 2 },
} as const;

export interface ParseShipSkuOptions {
  /** SKUs already in the shipment items: uploading them again is a row error. */
  existingSkus?: Iterable<string>;
}

/** The row's one reason, checked in the spec's order, or its counts when valid. */
function checkShipSkuRow(
  mode: PackMode,
  sku: string,
  isTaken: boolean,
  quantityText: string,
  boxCountText: string,
): { reason: string } | { quantity: number; boxCount?: number } {
  if (!sku) return { reason: importMessages.skuMissing };
  if (isTaken) return { reason: importMessages.skuAlreadyExists };
  const quantity = parsePositiveCount(quantityText);
  if (mode === 'loose') return quantity ? { quantity } : { reason: importMessages.quantityInvalid };
  const boxCount = parsePositiveCount(boxCountText);
  if (!boxCount) return { reason: importMessages.boxCountInvalid };
  if (!quantity) return { reason: importMessages.inABoxInvalid };
  if (quantity > MAX_UNITS_PER_BOX) return { reason: importMessages.inABoxLimit };
  return { quantity, boxCount };
}

/**
 * Judges the rows of a SKU upload for shipping. Loose pack: SellerSKU, Quantity. Case pack:
 * SellerSKU, No. of Boxes, In a Box (a 'Quantity' column stands for 'In a Box' when there is
 * none, as in Uplaod_Bulk_Data.csv). A SKU already in the shipment items, or given on an
 * earlier valid row, is an error.
 */
export function parseShipSkuSheets(
  sheets: readonly ImportSheet[],
  mode: PackMode,
  options: ParseShipSkuOptions = {},
): ParsedUpload<ShipSkuUploadRow> {
  const taken = new Set<string>();
  for (const sku of options.existingSkus ?? []) taken.add(toSkuKey(sku));
  const valid: ShipSkuUploadRow[] = [];
  const errors: UploadRowError[] = [];
  let total = 0;
  for (const { sheet, row, cells, columns } of eachDataRow(sheets, SHIP_COLUMNS, SHIP_POSITIONS[mode])) {
    total++;
    const sku = cellOf(cells, columns.sku);
    const quantityColumn = mode === 'case' ? (columns.inABox ?? columns.quantity) : columns.quantity;
    const outcome = checkShipSkuRow(
      mode,
      sku,
      taken.has(toSkuKey(sku)),
      cellOf(cells, quantityColumn),
      cellOf(cells, columns.boxCount),
    );
    if ('reason' in outcome) {
      errors.push(withSheet(sheet, { row, sku, reason: outcome.reason }));
      continue;
    }
    taken.add(toSkuKey(sku));
    valid.push(withSheet(sheet, { row, sku, ...outcome }));
  }
  return {
    valid,
    errors,
    total,
    isEmpty: total === 0,
    skusToLookUp: distinctSkus(valid),
    sheetNames: sheets.map((s) => s.name),
  };
}

/**
 * The pack mode whose template a file's header row is, when it is not `mode`'s: a Loose Pack
 * upload whose header names a box count (the Case Pack template, or Uplaod_Bulk_Data.csv's), or a
 * Case Pack upload whose header names a quantity but neither boxes nor units in a box. Read as
 * `mode`, every row would fail (or, worse, units per box would pass as units). Undefined for a
 * file without a header row (read by position) or with `mode`'s columns.
 */
export function detectOtherModeTemplate(sheets: readonly ImportSheet[], mode: PackMode): PackMode | undefined {
  for (const sheet of sheets) {
    const headerIndex = sheet.rows.findIndex((row) => !isBlankRow(row));
    if (headerIndex === -1) continue;
    const { columns, firstDataRow } = locateColumns(sheet.rows, SHIP_COLUMNS, SHIP_POSITIONS[mode]);
    // No SKU header: the sheet is read by position, as pasted lines are.
    if (firstDataRow === headerIndex) continue;
    const hasBoxColumns = columns.boxCount !== undefined || columns.inABox !== undefined;
    if (mode === 'loose' && columns.boxCount !== undefined) return 'case';
    if (mode === 'case' && !hasBoxColumns && columns.quantity !== undefined) return 'loose';
    return undefined;
  }
  return undefined;
}

/** `parseShipSkuSheets` for a single table (one sheet, a CSV file, pasted text). */
export function parseShipSkuRows(
  rows: string[][],
  mode: PackMode,
  options: ParseShipSkuOptions = {},
): ParsedUpload<ShipSkuUploadRow> {
  return parseShipSkuSheets([{ name: '', rows }], mode, options);
}

/** Turns the SKUs found in the account's product list into the final result ('SKU not found on Amazon' for the rest). */
export function completeShipSkuUpload(
  parsed: ParsedUpload<ShipSkuUploadRow>,
  foundSkus: Iterable<string>,
): CompletedUpload<ShipSkuUploadRow> {
  return completeUpload(parsed, foundSkus, importMessages.skuNotFound);
}

function distinctSkus(rows: readonly { sku: string }[]): string[] {
  const seen = new Map<string, string>();
  for (const { sku } of rows) if (!seen.has(toSkuKey(sku))) seen.set(toSkuKey(sku), sku);
  return [...seen.values()];
}
