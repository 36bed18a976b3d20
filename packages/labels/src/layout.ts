/**
 * Pure layout: each label as drawing primitives in points, origin at the label's top-left corner,
 * y downwards. The PDF and ZPL renderers draw exactly these.
 */
import {
  CODE128_QUIET,
  DOT,
  code128,
  code128Module,
  pdf417,
  type Code128Symbol,
  type Pdf417Symbol,
} from './barcodes.js';
import { lineMetrics, runWidth, splitRuns, textWidth, type FontName } from './fonts.js';

export type ProductLabelFormat = '1.25x2.25' | '30up_letter';

export interface ProductLabel {
  fnsku: string;
  /** Full title; the layout cuts it to about 103 characters over two lines. */
  title: string;
  /** Display text, e.g. 'New'. */
  condition: string;
  /** ISO 'YYYY-MM-DD'; printed as 'EXP. MM/DD/YYYY'. */
  expiryDate?: string | null;
  /** How many labels of this item. */
  copies: number;
}

export interface BoxContentLabel {
  shipmentId: string;
  boxId: string;
  /** 1-based. */
  boxNumber: number;
  boxCount: number;
  items: { fnsku: string; quantity: number; expiryDate?: string | null }[];
}

export interface BoxContentOptions {
  /** Add Amazon's PDF417 2D box-content barcode (a second page per box). */
  twoD: boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A Code 128 barcode; the box includes its quiet zones. */
export interface Code128Primitive extends Box {
  kind: 'code128';
  data: string;
  /** Module (narrowest bar) width in points. */
  module: number;
  /** Left edge of the first bar (x + quiet zone). */
  barsX: number;
  /** Bars as [x, width] in points, absolute. */
  bars: [number, number][];
  symbol: Code128Symbol;
}

/** A PDF417 symbol; the box includes its quiet zones (2 modules each side). */
export interface Pdf417Primitive extends Box {
  kind: 'pdf417';
  data: string;
  module: number;
  /** Row height in points (3 modules). */
  rowHeight: number;
  /** Top-left corner of the symbol itself. */
  symbolX: number;
  symbolY: number;
  symbol: Pdf417Symbol;
}

export interface TextRunPrimitive {
  text: string;
  font: FontName;
  /** Left edge of the run. */
  x: number;
  width: number;
}

/** One line of text; the box is its line box (ascent to descent). */
export interface TextPrimitive extends Box {
  kind: 'text';
  text: string;
  size: number;
  /** Baseline y. */
  baseline: number;
  runs: TextRunPrimitive[];
  /** How the line sits in its block (for ZPL, whose printer fonts have other widths): left unless said. */
  align?: 'left' | 'center' | 'right';
  /** The block the line was placed in: [left, right]. */
  block?: [number, number];
}

export type Primitive = Code128Primitive | Pdf417Primitive | TextPrimitive;

export interface LabelLayout {
  width: number;
  height: number;
  items: Primitive[];
}

/** Thermal roll label: 2.25 x 1.25 in, one a page. */
export const THERMAL = { width: 162, height: 90 } as const;
/** Avery 5160 on US Letter: 3 x 10 labels of 2.625 x 1 in. */
export const AVERY_5160 = {
  pageWidth: 612,
  pageHeight: 792,
  columns: 3,
  rows: 10,
  labelWidth: 189,
  labelHeight: 72,
  top: 36,
  left: 13.5,
  columnPitch: 198,
  rowPitch: 72,
} as const;
export const BOX_LABEL = { width: 432, height: 288 } as const;

/** Title cut: at most this many characters (the spec's 'about 103'), an ellipsis replacing the rest. */
export const TITLE_MAX_CHARS = 103;
const ELLIPSIS = '…';

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY'. */
export function usDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`Expiry date must be YYYY-MM-DD, not ${JSON.stringify(iso)}`);
  return `${m[2]}/${m[3]}/${m[1]}`;
}

/** 'YYYY-MM-DD' -> 'YYMMDD'. */
export function yymmdd(iso: string): string {
  const m = /^\d{2}(\d{2})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`Expiry date must be YYYY-MM-DD, not ${JSON.stringify(iso)}`);
  return `${m[1]}${m[2]}${m[3]}`;
}

/** One line of text at (x, top), runs split by font. */
export function textLine(text: string, x: number, top: number, size: number): TextPrimitive {
  const parts = splitRuns(text);
  const { ascent, descent } = lineMetrics(parts.map((p) => p.font));
  const runs: TextRunPrimitive[] = [];
  let cx = x;
  for (const p of parts) {
    const width = runWidth(p.text, p.font) * size;
    runs.push({ text: p.text, font: p.font, x: cx, width });
    cx += width;
  }
  return {
    kind: 'text',
    text,
    size,
    x,
    y: top,
    width: cx - x,
    height: (ascent - descent) * size,
    baseline: top + ascent * size,
    runs,
  };
}

/** The largest size <= `size` (down to `min`) at which `text` fits `width`. */
function fitSize(text: string, width: number, size: number, min: number): number {
  const w = textWidth(text, size);
  if (w <= width) return size;
  return Math.max(min, Math.floor(((size * width) / w) * 4) / 4);
}

/** `text` cut (with an ellipsis) to fit `width`; `cut` says it was already cut and must end with one. */
function cutToWidth(text: string, width: number, size: number, cut = false): string {
  if (textWidth(text + (cut ? ELLIPSIS : ''), size) <= width) return text + (cut ? ELLIPSIS : '');
  const chars = [...text];
  while (chars.length && textWidth(chars.join('').trimEnd() + ELLIPSIS, size) > width) chars.pop();
  return chars.join('').trimEnd() + ELLIPSIS;
}

/**
 * The title cut to TITLE_MAX_CHARS and wrapped on at most two lines of `width` at `size`: breaks at the
 * last space that fits (anywhere in a run without spaces, as in Chinese); an ellipsis ends a cut title.
 */
export function titleLines(title: string, width: number, size: number): string[] {
  let chars = [...title.replace(/\s+/g, ' ').trim()];
  let cut = false;
  if (chars.length > TITLE_MAX_CHARS) {
    chars = chars.slice(0, TITLE_MAX_CHARS - 1);
    cut = true;
  }
  // First line: the longest prefix that fits, moved back to a space when one is in it.
  let end = 0;
  while (end < chars.length && textWidth(chars.slice(0, end + 1).join(''), size) <= width) end++;
  if (end === chars.length) return [chars.join('') + (cut ? ELLIPSIS : '')].filter(Boolean);
  const space = chars.lastIndexOf(' ', end);
  if (space > 0 && chars[end] !== ' ') end = space;
  const first = chars.slice(0, end).join('').trimEnd();
  const rest = chars.slice(end).join('').trim();
  const second = cutToWidth(rest, width, size, cut);
  return [first, second];
}

function code128At(data: string, x: number, y: number, barHeight: number, module: number): Code128Primitive {
  const symbol = code128(data);
  const quiet = CODE128_QUIET * module;
  const barsX = x + quiet;
  return {
    kind: 'code128',
    data,
    module,
    x,
    y,
    width: (symbol.modules + 2 * CODE128_QUIET) * module,
    height: barHeight,
    barsX,
    bars: symbol.bars.map(([s, w]) => [barsX + s * module, w * module]),
    symbol,
  };
}

interface ProductGeometry {
  width: number;
  height: number;
  margin: number;
  barHeight: number;
  maxModuleDots: number;
  lineSize: number;
  titleSize: number;
}
const PRODUCT_GEOMETRY: Record<'thermal' | 'sheet', ProductGeometry> = {
  thermal: { ...THERMAL, margin: 4, barHeight: 38, maxModuleDots: 2, lineSize: 8, titleSize: 7 },
  sheet: {
    width: AVERY_5160.labelWidth,
    height: AVERY_5160.labelHeight,
    margin: 3,
    barHeight: 26,
    maxModuleDots: 3,
    lineSize: 7,
    titleSize: 6.5,
  },
};

/** The FNSKU / condition / expiry line. */
export function productInfoLine(label: Pick<ProductLabel, 'fnsku' | 'condition' | 'expiryDate'>): string {
  const parts = [label.fnsku, label.condition];
  if (label.expiryDate) parts.push(`EXP. ${usDate(label.expiryDate)}`);
  return parts.filter(Boolean).join('  ');
}

/**
 * One product label: `layout` 'thermal' (162 x 90 pt) or 'sheet' (one 189 x 72 pt cell of the
 * 30-up sheet). Barcode centred at the top with its quiet zones, the info line centred under it, the
 * title (two lines at most) under that.
 */
export function productLabelLayout(
  label: Omit<ProductLabel, 'copies'>,
  layout: 'thermal' | 'sheet' = 'thermal',
): LabelLayout {
  const g = PRODUCT_GEOMETRY[layout];
  const inner = g.width - 2 * g.margin;
  const sym = code128(label.fnsku);
  const module = code128Module(sym, g.width - 2, g.maxModuleDots);
  const bw = (sym.modules + 2 * CODE128_QUIET) * module;
  const barcode = code128At(label.fnsku, (g.width - bw) / 2, g.margin, g.barHeight, module);
  const items: Primitive[] = [barcode];
  const info = productInfoLine(label);
  const infoSize = fitSize(info, inner, g.lineSize, 4);
  let top = barcode.y + barcode.height + 1.5;
  const infoLine = textLine(info, 0, top, infoSize);
  alignLine(infoLine, g.margin, g.width - g.margin, 'center');
  items.push(infoLine);
  top = infoLine.y + infoLine.height + 0.5;
  for (const line of titleLines(label.title, inner, g.titleSize)) {
    const t = textLine(line, 0, top, g.titleSize);
    alignLine(t, g.margin, g.width - g.margin, 'center');
    items.push(t);
    top = t.y + t.height;
  }
  return { width: g.width, height: g.height, items };
}

function shiftLine(t: TextPrimitive, dx: number) {
  t.x += dx;
  for (const r of t.runs) r.x += dx;
}

/** Places `t` centred or right-aligned in the block [left, right]. */
function alignLine(t: TextPrimitive, left: number, right: number, align: 'center' | 'right') {
  shiftLine(t, (align === 'center' ? left + (right - left - t.width) / 2 : right - t.width) - t.x);
  t.align = align;
  t.block = [left, right];
}

/** Where label `index` (0-based) of a 30-up sheet run goes: its page and its cell's top-left corner. */
export function sheetPosition(index: number): { page: number; x: number; y: number } {
  const perPage = AVERY_5160.columns * AVERY_5160.rows;
  const page = Math.floor(index / perPage);
  const i = index % perPage;
  const col = i % AVERY_5160.columns;
  const row = Math.floor(i / AVERY_5160.columns);
  return { page, x: AVERY_5160.left + col * AVERY_5160.columnPitch, y: AVERY_5160.top + row * AVERY_5160.rowPitch };
}

/** Amazon's 2D box-content payload. */
export function twoDBarcodePayload(label: BoxContentLabel): string {
  let s = `AMZN,PO:${label.shipmentId}`;
  for (const item of label.items) {
    s += `,FNSKU:${item.fnsku},QTY:${item.quantity}`;
    if (item.expiryDate) s += `,EXP:${yymmdd(item.expiryDate)}`;
  }
  return s;
}

/** Lines per column of the box content list; the second column keeps its last line for 'N more items' when cut. */
export const BOX_ITEMS_PER_COLUMN = 7;

function boxItemLine(item: BoxContentLabel['items'][number]): string {
  const parts = [item.fnsku, `Qty: ${item.quantity}`];
  if (item.expiryDate) parts.push(`EXP. ${usDate(item.expiryDate)}`);
  return parts.join('   ');
}

/** The box content label (432 x 288 pt). */
export function boxContentLabelLayout(label: BoxContentLabel): LabelLayout {
  const { width: W, height: H } = BOX_LABEL;
  const m = 14;
  const items: Primitive[] = [];
  const title = textLine('Box Contents', m, m, 18);
  items.push(title);
  const boxOf = textLine(`Box ${label.boxNumber} of ${label.boxCount}`, 0, m + 2, 14);
  alignLine(boxOf, W / 2, W - m, 'right');
  items.push(boxOf);
  const units = label.items.reduce((n, i) => n + i.quantity, 0);
  items.push(textLine(`Total units: ${units}`, m, title.y + title.height + 2, 11));

  const sym = code128(label.shipmentId);
  const module = code128Module(sym, 220, 2);
  const barcode = code128At(label.shipmentId, m - CODE128_QUIET * module + 2, 68, 44, module);
  // The quiet zone may reach into the margin, never off the label.
  if (barcode.x < 0) shiftBarcode(barcode, -barcode.x);
  items.push(barcode);
  items.push(textLine(`Shipment ID: ${label.shipmentId}`, barcode.barsX, barcode.y + barcode.height + 2, 9));

  const boxIdSize = fitSize(label.boxId, W - m - (barcode.x + barcode.width) - 8, 12, 6);
  const boxIdCaption = textLine('Box ID', 0, 72, 9);
  alignLine(boxIdCaption, barcode.x + barcode.width + 8, W - m, 'right');
  const boxId = textLine(label.boxId, 0, boxIdCaption.y + boxIdCaption.height + 1, boxIdSize);
  alignLine(boxId, barcode.x + barcode.width + 8, W - m, 'right');
  items.push(boxIdCaption, boxId);

  // Items: 7 lines a column; with more than 14 the second column shows 6 and 'N more items'.
  const gap = 12;
  const colWidth = (W - 2 * m - gap) / 2;
  const listTop = 138;
  const pitch = 19;
  const all = label.items;
  const shown = all.length <= 2 * BOX_ITEMS_PER_COLUMN ? all : all.slice(0, 2 * BOX_ITEMS_PER_COLUMN - 1);
  const lines = shown.map(boxItemLine);
  if (shown.length < all.length) lines.push(`${all.length - shown.length} more items`);
  const size = Math.min(...lines.map((l) => fitSize(l, colWidth, 10, 5)));
  lines.forEach((text, i) => {
    const col = Math.floor(i / BOX_ITEMS_PER_COLUMN);
    const row = i % BOX_ITEMS_PER_COLUMN;
    items.push(textLine(text, m + col * (colWidth + gap), listTop + row * pitch, size));
  });
  return { width: W, height: H, items };
}

function shiftBarcode(b: Code128Primitive, dx: number) {
  b.x += dx;
  b.barsX += dx;
  b.bars = b.bars.map(([x, w]) => [x + dx, w]);
}

/** Amazon's minimum PDF417 error-correction level for 2D box-content barcodes. */
export const PDF417_EC_LEVEL = 6;
/** Amazon's minimum PDF417 module width: 0.020 in. */
export const PDF417_MIN_MODULE = 0.02 * 72;
/** Module widths tried in turn for the PDF (Amazon's minimum first; smaller only for boxes too large for it). */
export const PDF417_PDF_MODULES = [PDF417_MIN_MODULE, 1.3, 1.15, 1, 0.85, 0.7, 0.6, 0.5] as const;
/** The same for ZPL at 203 dpi: whole dots, 5 (0.0246 in) first, as 4 dots (0.0197 in) is under 0.020 in. */
export const PDF417_ZPL_MODULES = [5, 4, 3, 2].map((d) => d * DOT);
/** PDF417 quiet zone each side, in modules. */
const PDF417_QUIET = 2;

/**
 * The 2D box-content page (432 x 288 pt) of one box: 'Box N of M', the box id and shipment id, and the
 * PDF417 of the payload at `module` (Amazon's 0.020 in minimum; the ZPL renderer asks for whole dots),
 * error-correction level 6, rows 3 modules high. Columns are chosen for a symbol about twice as wide as
 * high; the module shrinks (never below 0.5 pt) only for a box too large for the page at `module`.
 */
export function twoDLabelLayout(label: BoxContentLabel, modules: readonly number[] = PDF417_PDF_MODULES): LabelLayout {
  const { width: W, height: H } = BOX_LABEL;
  const m = 14;
  const items: Primitive[] = [];
  const head = textLine(`Box ${label.boxNumber} of ${label.boxCount}  ·  2D box content`, m, m, 12);
  items.push(head);
  let ids = textLine(`${label.shipmentId}  ${label.boxId}`, 0, m, 12);
  alignLine(ids, head.x + head.width + 8, W - m, 'right');
  if (ids.x < head.x + head.width + 8) ids = textLine(ids.text, m, head.y + head.height, 12);
  items.push(ids);
  const areaTop = ids.y + ids.height + 6;
  const areaW = W - 2 * m;
  const areaH = H - m - areaTop;
  const data = twoDBarcodePayload(label);
  const placed = fitPdf417(data, areaW, areaH, modules);
  const x = m + (areaW - placed.width) / 2;
  const y = areaTop + (areaH - placed.height) / 2;
  items.push({
    ...placed,
    x,
    y,
    symbolX: x + PDF417_QUIET * placed.module,
    symbolY: y + PDF417_QUIET * placed.module,
  });
  return { width: W, height: H, items };
}

function fitPdf417(data: string, areaW: number, areaH: number, modules: readonly number[]): Pdf417Primitive {
  for (const mod of modules) {
    const maxCols = Math.min(30, Math.floor((areaW / mod - 2 * PDF417_QUIET - 69) / 17));
    // Estimated codewords: text compaction packs about 1.8 characters a codeword.
    const cw = Math.ceil(data.length / 1.8) + 2 ** (PDF417_EC_LEVEL + 1) + 2;
    let best = maxCols;
    let bestScore = Infinity;
    for (let c = 1; c <= maxCols; c++) {
      const rows = Math.max(3, Math.ceil(cw / c));
      if (rows > 90) continue;
      const w = (69 + 17 * c) * mod;
      const h = rows * 3 * mod;
      if (h + 2 * PDF417_QUIET * mod > areaH) continue;
      const score = Math.abs(Math.log(w / h / 2));
      if (score < bestScore) {
        bestScore = score;
        best = c;
      }
    }
    for (let c = best; c <= maxCols; c++) {
      const symbol = pdf417(data, c, PDF417_EC_LEVEL);
      if (!symbol) continue;
      const width = (symbol.modules + 2 * PDF417_QUIET) * mod;
      const height = (symbol.rows * 3 + 2 * PDF417_QUIET) * mod;
      if (width <= areaW && height <= areaH) {
        return {
          kind: 'pdf417',
          data,
          module: mod,
          rowHeight: 3 * mod,
          x: 0,
          y: 0,
          width,
          height,
          symbolX: 0,
          symbolY: 0,
          symbol,
        };
      }
    }
  }
  throw new Error('The box holds too many items for one 2D barcode');
}

export { DOT };
