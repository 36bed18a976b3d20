import { formatGeneralNumber } from './cell-format.js';
import { unreadable } from './import-error.js';
import { SharedStrings } from './shared-strings.js';
import { TableBuilder } from './table-builder.js';
import { readAttribute, readAttributes, type XmlHandler } from './xml.js';
import type { Styles } from './xlsx-package.js';

const MAX_SHEET_ROWS = 1_048_576;
const MAX_SHEET_COLUMNS = 16_384;

/** OOXML writes characters XML cannot hold as _xHHHH_ (a CR is _x000D_). */
export function decodeEscapes(text: string): string {
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
export class WorksheetReader implements XmlHandler {
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
