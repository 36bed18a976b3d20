import { StringDecoder } from 'node:string_decoder';
import { importFileMessages, type ImportSheet } from '@stowline/domain';
import { createNumberFormatter, formatGeneralNumber, getFormatCode, type NumberFormatter } from './cell-format.js';
import { ImportError, unreadable, type UploadLimits } from './import-error.js';
import { SharedStrings } from './shared-strings.js';
import { TableBuilder, type RowBudget } from './table-builder.js';
import { readAttribute, readAttributes, XmlScanner, type XmlHandler } from './xml.js';
import { ZipArchive } from './zip.js';

const MAX_SHEET_ROWS = 1_048_576;
const MAX_SHEET_COLUMNS = 16_384;

interface Workbook {
  sheets: { name: string; path: string }[];
  sharedStringsPath?: string;
  stylesPath?: string;
  date1904: boolean;
}

interface Styles {
  /** The number formatter of each cell style (cellXfs index). */
  formatters: NumberFormatter[];
}

/**
 * Reads every visible worksheet of an XLSX (or XLSM) as text rows. Cells show their cached
 * values: formulas are never evaluated, and text starting with '=' is just text. Hidden sheets
 * are skipped (a person does not see their rows), as are chart sheets. Every part is read as it
 * inflates (see `scanPart`): a read holds the rows it keeps, the shared strings and a window.
 */
export async function readXlsx(data: Buffer, limits: UploadLimits, budget: RowBudget): Promise<ImportSheet[]> {
  const zip = new ZipArchive(data, limits);
  const workbookPath = await findWorkbookPath(zip);
  if (!workbookPath) throw new ImportError('wrong-type', importFileMessages.wrongType);
  const workbook = await readWorkbook(zip, workbookPath);
  const styles = workbook.stylesPath ? await readStyles(zip, workbook.stylesPath) : { formatters: [] };
  const sharedStrings = workbook.sharedStringsPath
    ? await readSharedStrings(zip, workbook.sharedStringsPath)
    : new SharedStrings();
  const sheets: ImportSheet[] = [];
  for (const sheet of workbook.sheets) {
    const builder = new TableBuilder(limits, budget, workbook.sheets.length > 1 ? sheet.name : undefined);
    const reader = new WorksheetReader(builder, sharedStrings, styles, workbook.date1904);
    if (!(await scanPart(zip, sheet.path, reader))) throw unreadable();
    sheets.push({ name: sheet.name, rows: builder.finish() });
  }
  return sheets;
}

/**
 * Streams a part through the XML scanner as it inflates: UTF-8 decoded chunk by chunk (a
 * character split between chunks is joined), so a read holds a chunk of the part, never the
 * part. False when the package has no such part.
 */
async function scanPart(zip: ZipArchive, path: string, handler: XmlHandler): Promise<boolean> {
  const scanner = new XmlScanner(handler);
  // Parts are UTF-8 (a BOM may lead); UTF-16 parts are allowed by XML but no spreadsheet program writes them.
  const decoder = new StringDecoder('utf8');
  let atStart = true;
  const found = await zip.stream(path, (chunk) => {
    let text = decoder.write(chunk);
    if (atStart && text.length > 0) {
      atStart = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    scanner.write(text);
  });
  if (!found) return false;
  scanner.write(decoder.end());
  scanner.end();
  return true;
}

/** Resolves a relationship target against the folder of the part that names it. */
function resolveTarget(sourcePath: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = sourcePath.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

function relationshipsPathOf(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

async function readRelationships(zip: ZipArchive, partPath: string): Promise<Relationship[]> {
  const relationships: Relationship[] = [];
  await scanPart(zip, relationshipsPathOf(partPath), {
    wantsText: false,
    attributesOf: new Set(['Relationship']),
    open(name, source, start, end) {
      if (name !== 'Relationship') return;
      const a = readAttributes(source, start, end);
      if (a.Id && a.Target && a.TargetMode !== 'External') {
        relationships.push({ id: a.Id, type: a.Type ?? '', target: resolveTarget(partPath, a.Target) });
      }
    },
    close() {},
    text() {},
  });
  return relationships;
}

/** The workbook part named by the package's relationships (xl/workbook.xml in practice). */
async function findWorkbookPath(zip: ZipArchive): Promise<string | undefined> {
  const packageRels = await readRelationships(zip, '');
  const office = packageRels.find((r) => r.type.endsWith('/officeDocument'));
  if (office && zip.has(office.target) && /\.xml$/i.test(office.target)) return office.target;
  return zip.has('xl/workbook.xml') ? 'xl/workbook.xml' : undefined;
}

async function readWorkbook(zip: ZipArchive, path: string): Promise<Workbook> {
  const listed: { name: string; rid: string }[] = [];
  let date1904 = false;
  const found = await scanPart(zip, path, {
    wantsText: false,
    attributesOf: new Set(['workbookPr', 'sheet']),
    open(name, source, start, end) {
      if (name === 'workbookPr') {
        const value = readAttributes(source, start, end).date1904;
        date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet') {
        const a = readAttributes(source, start, end);
        const hidden = a.state === 'hidden' || a.state === 'veryHidden';
        if (!hidden && a.id) listed.push({ name: a.name ?? '', rid: a.id });
      }
    },
    close() {},
    text() {},
  });
  if (!found) throw unreadable();
  const rels = await readRelationships(zip, path);
  const byId = new Map(rels.map((r) => [r.id, r]));
  const sheets: Workbook['sheets'] = [];
  for (const { name, rid } of listed) {
    const rel = byId.get(rid);
    // Chart sheets and dialog sheets hold no cells.
    if (rel && rel.type.endsWith('/worksheet')) sheets.push({ name, path: rel.target });
  }
  return {
    sheets,
    date1904,
    sharedStringsPath: rels.find((r) => r.type.endsWith('/sharedStrings'))?.target,
    stylesPath: rels.find((r) => r.type.endsWith('/styles'))?.target,
  };
}

async function readStyles(zip: ZipArchive, path: string): Promise<Styles> {
  const custom = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellXfs = false;
  let inNumFmts = false;
  await scanPart(zip, path, {
    wantsText: false,
    attributesOf: new Set(['numFmt', 'xf']),
    open(name, source, start, end) {
      if (name === 'numFmts') {
        inNumFmts = true;
      } else if (name === 'numFmt' && inNumFmts) {
        // Only the workbook's formats: conditional formats (<dxfs>) may reuse an id for another code.
        const a = readAttributes(source, start, end);
        custom.set(Number(a.numFmtId), a.formatCode ?? 'General');
      } else if (name === 'cellXfs') {
        inCellXfs = true;
      } else if (name === 'xf' && inCellXfs) {
        formatIds.push(Number(readAttributes(source, start, end).numFmtId ?? 0));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
      else if (name === 'numFmts') inNumFmts = false;
    },
    text() {},
  });
  const byCode = new Map<string, NumberFormatter>();
  const formatters = formatIds.map((id) => {
    const code = getFormatCode(id, custom);
    if (!byCode.has(code)) byCode.set(code, createNumberFormatter(code));
    return byCode.get(code)!;
  });
  return { formatters };
}

async function readSharedStrings(zip: ZipArchive, path: string): Promise<SharedStrings> {
  const strings = new SharedStrings();
  let parts: string[] | undefined;
  let inText = false;
  let phoneticDepth = 0;
  await scanPart(zip, path, {
    get wantsText() {
      return inText;
    },
    attributesOf: new Set(),
    open(name) {
      if (name === 'si') parts = [];
      else if (name === 'rPh') phoneticDepth++;
      else if (name === 't' && parts && phoneticDepth === 0) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phoneticDepth--;
      else if (name === 'si' && parts) {
        strings.add(decodeEscapes(parts.join('')));
        parts = undefined;
      }
    },
    text(value) {
      parts?.push(value);
    },
  });
  return strings;
}

/** OOXML writes characters XML cannot hold as _xHHHH_ (a CR is _x000D_). */
function decodeEscapes(text: string): string {
  if (text.indexOf('_x') === -1) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** 'BC12' → 54 (0-based column); undefined when the reference has no valid column. */
function columnOf(reference: string): number | undefined {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const c = reference.charCodeAt(i) & ~32; // upper case
    if (c < 65 || c > 90) break;
    column = column * 26 + (c - 64);
    if (column > MAX_SHEET_COLUMNS) return undefined;
  }
  return i === 0 ? undefined : column - 1;
}

/**
 * Reads a worksheet's <sheetData> into the builder, row by row, as the part streams in. Tuned
 * for the worst a 100 MB sheet part can hold (millions of cells): no objects per cell, formats
 * compiled per style. A cell's attributes are read from the scanner's window when the cell
 * closes, so the window of its start tag is kept until then (one piece, never the part).
 */
class WorksheetReader implements XmlHandler {
  readonly attributesOf: ReadonlySet<string> = new Set(['c', 'row']);
  private rowIndex = -1;
  private nextRowIndex = 0;
  private cells: string[] | undefined;
  private nextColumn = 0;
  private column = 0;
  private cellSource = '';
  private cellStart = 0;
  private cellEnd = 0;
  private type: string | undefined;
  private style: string | undefined;
  private value: string | undefined;
  private inlineText: string | undefined;
  private capture: 'value' | 'inline' | undefined;
  private phoneticDepth = 0;
  private inSheetData = false;

  constructor(
    private readonly builder: TableBuilder,
    private readonly sharedStrings: SharedStrings,
    private readonly styles: Styles,
    private readonly date1904: boolean,
  ) {}

  get wantsText(): boolean {
    return this.capture !== undefined;
  }

  open(name: string, source: string, start: number, end: number): void {
    if (!this.inSheetData) {
      // Header and footer text, data validations and the like live outside <sheetData>.
      if (name === 'sheetData') this.inSheetData = true;
      return;
    }
    switch (name) {
      case 'c': {
        this.placeCell(source, start, end);
        this.value = undefined;
        this.inlineText = undefined;
        break;
      }
      case 'v':
        this.capture = 'value';
        this.value ??= '';
        break;
      case 'row': {
        const r = readAttribute(source, start, end, 'r');
        const index = r === undefined ? this.nextRowIndex : Number(r) - 1;
        if (!Number.isInteger(index) || index < 0 || index >= MAX_SHEET_ROWS) throw unreadable();
        this.rowIndex = index;
        this.cells = [];
        this.nextColumn = 0;
        break;
      }
      case 'is':
        this.inlineText = '';
        break;
      case 'rPh':
        this.phoneticDepth++;
        break;
      case 't':
        if (this.inlineText !== undefined && this.phoneticDepth === 0) this.capture = 'inline';
        break;
    }
  }

  close(name: string): void {
    if (!this.inSheetData) return;
    switch (name) {
      case 'sheetData':
        this.inSheetData = false;
        break;
      case 'v':
      case 't':
        this.capture = undefined;
        break;
      case 'c': {
        const cells = this.cells;
        if (!cells) throw unreadable();
        if (this.value === undefined && this.inlineText === undefined) break;
        this.readCellTypeAndStyle();
        const text = this.displayText();
        if (text === '') break;
        while (cells.length < this.column) cells.push('');
        cells[this.column] = text;
        break;
      }
      case 'row': {
        if (!this.cells) throw unreadable();
        this.builder.addRowAt(this.rowIndex, this.cells);
        this.nextRowIndex = this.rowIndex + 1;
        this.cells = undefined;
        break;
      }
      case 'rPh':
        this.phoneticDepth--;
        break;
    }
  }

  text(value: string): void {
    if (this.capture === 'value') this.value += value;
    else if (this.inlineText !== undefined) this.inlineText += value;
  }

  /**
   * Finds the cell's column from its reference (r, written first by every spreadsheet program,
   * so read without a general attribute pass) and keeps its attributes for when it has a value.
   */
  private placeCell(xml: string, start: number, end: number): void {
    this.cellSource = xml;
    this.cellStart = start;
    this.cellEnd = end;
    let reference: string | undefined;
    if (xml.startsWith(' r="', start)) {
      const close = xml.indexOf('"', start + 4);
      if (close === -1 || close >= end) throw unreadable();
      reference = xml.slice(start + 4, close);
    } else if (start < end) {
      reference = readAttribute(xml, start, end, 'r');
    }
    const column = reference === undefined ? this.nextColumn : columnOf(reference);
    if (column === undefined || column >= MAX_SHEET_COLUMNS) throw unreadable();
    this.column = column;
    this.nextColumn = column + 1;
  }

  /** Reads t (type) and s (style) of a cell that has a value. */
  private readCellTypeAndStyle(): void {
    const attributes = readAttributes(this.cellSource, this.cellStart, this.cellEnd);
    this.type = attributes.t;
    this.style = attributes.s;
  }

  /** The cached value as displayed; a formula's <f> is never read. */
  private displayText(): string {
    const raw = this.value ?? '';
    switch (this.type) {
      case undefined:
      case 'n': {
        if (raw === '') return '';
        const number = Number(raw);
        if (!Number.isFinite(number)) return raw;
        const formatter = this.style === undefined ? formatGeneralNumber : this.styles.formatters[Number(this.style)];
        return (formatter ?? formatGeneralNumber)(number, this.date1904);
      }
      case 's': {
        const text = /^\d+$/.test(raw) ? this.sharedStrings.get(Number(raw)) : undefined;
        if (text === undefined) throw unreadable();
        return text;
      }
      case 'inlineStr':
        return decodeEscapes(this.inlineText ?? raw);
      case 'str':
        return decodeEscapes(raw);
      case 'b':
        return raw === '' ? '' : raw === '1' || raw === 'true' ? 'TRUE' : 'FALSE';
      case 'e':
        return raw;
      case 'd':
        // ISO 8601 already; a midnight time says nothing a person typed.
        return raw.replace(/T00:00(:00(\.0+)?)?Z?$/, '');
      default:
        throw unreadable();
    }
  }
}
