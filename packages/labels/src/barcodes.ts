/**
 * Barcode symbols as geometry: Code 128 as bar runs in modules (bwip-js's encoder, `raw`), PDF417
 * as a module matrix (our encoder, pdf417.ts). Both are cached by their data, so a label printed 50
 * times is encoded once.
 */
import bwipjs from 'bwip-js/generic';
import { encodePdf417 } from './pdf417.js';

/** One thermal printer dot at 203 dpi, in points. */
export const DOT = 72 / 203;

export interface Code128Symbol {
  data: string;
  /** Bars as [start, width] in modules from the symbol's left edge (quiet zones excluded). */
  bars: [number, number][];
  /** Width of the symbol in modules, quiet zones excluded. */
  modules: number;
}

const code128Cache = new Map<string, Code128Symbol>();

export function code128(data: string): Code128Symbol {
  let sym = code128Cache.get(data);
  if (sym) return sym;
  const [raw] = bwipjs.raw({ bcid: 'code128', text: data }) as { sbs: number[] }[];
  if (!raw) throw new Error(`Code 128 could not encode ${JSON.stringify(data)}`);
  const bars: [number, number][] = [];
  let x = 0;
  raw.sbs.forEach((w, i) => {
    if (i % 2 === 0) bars.push([x, w]);
    x += w;
  });
  sym = { data, bars, modules: x };
  if (code128Cache.size > 5000) code128Cache.clear();
  code128Cache.set(data, sym);
  return sym;
}

/** The Code 128 quiet zone each side, in modules (ISO/IEC 15417 asks for 10). */
export const CODE128_QUIET = 10;

/**
 * The widest module (a whole number of 203 dpi dots, so a thermal printer draws every bar the same)
 * at which `sym` plus its quiet zones fits `width`, at most `maxDots` dots.
 */
export function code128Module(sym: Code128Symbol, width: number, maxDots: number): number {
  const dots = Math.min(maxDots, Math.floor(width / ((sym.modules + 2 * CODE128_QUIET) * DOT)));
  if (dots < 1) throw new Error(`Code 128 of ${JSON.stringify(sym.data)} does not fit ${width} pt`);
  return dots * DOT;
}

export interface Pdf417Symbol {
  data: string;
  columns: number;
  rows: number;
  /** Width in modules (start, row indicators, data columns, stop), quiet zones excluded. */
  modules: number;
  /** rows x modules, 1 = dark, row-major. */
  matrix: Uint8Array;
  /** Error-correction level. */
  ecLevel: number;
}

/**
 * PDF417 of `data` with `columns` data columns at error-correction level `ecLevel`, or null when the
 * data needs more than 90 rows at that width.
 */
export function pdf417(data: string, columns: number, ecLevel: number): Pdf417Symbol | null {
  // Case-packed shipments repeat a box's contents (and so its payload) many times: encode each once.
  const key = `${columns}\u0000${ecLevel}\u0000${data}`;
  const cached = pdf417Cache.get(key);
  if (cached !== undefined) return cached;
  const sym = encodeSymbol(data, columns, ecLevel);
  if (pdf417Cache.size > 2000) pdf417Cache.clear();
  pdf417Cache.set(key, sym);
  return sym;
}

const pdf417Cache = new Map<string, Pdf417Symbol | null>();

function encodeSymbol(data: string, columns: number, ecLevel: number): Pdf417Symbol | null {
  const encoded = encodePdf417(data, columns, ecLevel);
  return encoded && { data, columns, ecLevel, ...encoded };
}
