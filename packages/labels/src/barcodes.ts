/**
 * Barcode symbols as geometry: Code 128 as bar runs in modules, PDF417 as a module matrix. Both come
 * from bwip-js's encoders (`raw`), and are cached by their data, so a label printed 50 times is
 * encoded once.
 */
import bwipjs from 'bwip-js/generic';

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
  let raw;
  try {
    [raw] = bwipjs.raw({ bcid: 'pdf417', text: data, eclevel: ecLevel, columns, rowmult: 1 } as Parameters<
      typeof bwipjs.raw
    >[0] &
      object) as {
      pixs: number[];
      pixx: number;
      pixy: number;
    }[];
  } catch (e) {
    if (String(e).includes('Capacity')) return null;
    throw e;
  }
  if (!raw) return null;
  return {
    data,
    columns,
    rows: raw.pixy,
    modules: raw.pixx,
    matrix: Uint8Array.from(raw.pixs),
    ecLevel,
  };
}
