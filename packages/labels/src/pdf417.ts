/**
 * A PDF417 encoder (ISO/IEC 15438) for the 2D box content payloads: text compaction (Amazon's
 * payload is capitals, digits, ',' and ':', two characters a codeword) with byte compaction for
 * anything else, Reed-Solomon error correction over GF(929), row indicators, and the codeword bar
 * patterns of the three clusters. bwip-js's PDF417 took 3 to 30 ms a symbol (its PostScript
 * emulation), which made a 2,000-box label set take seconds; this one takes microseconds.
 *
 * The bar patterns are not ours to invent: they are the standard's table, read from ZXing's
 * decoder tables (`SYMBOL_TABLE` holds every 17-module pattern, `CODEWORD_TABLE` its codeword),
 * and sorted into clusters 0, 3 and 6 by the standard's rule K = (b1 - b2 + b3 - b4 + 9) mod 9 over
 * the pattern's four bar widths.
 */
import zxingPdf417Common from '@zxing/library/cjs/core/pdf417/PDF417Common.js';

const MOD = 929;
const START = 0x1fea8; // 17 modules: 11111111010101000
const STOP = 0x3fa29; // 18 modules: 111111101000101001

interface Pdf417Tables {
  SYMBOL_TABLE: Int32Array;
  CODEWORD_TABLE: Int32Array;
}

/** PATTERNS[cluster / 3][codeword]: the 17-module pattern, first module the highest bit. */
const PATTERNS: Int32Array[] = (() => {
  const zxing = ((zxingPdf417Common as { default?: Pdf417Tables }).default ?? zxingPdf417Common) as Pdf417Tables;
  const clusters = [new Int32Array(MOD).fill(-1), new Int32Array(MOD).fill(-1), new Int32Array(MOD).fill(-1)];
  zxing.SYMBOL_TABLE.forEach((pattern, i) => {
    const bars: number[] = [];
    let run = 0;
    let dark = true;
    for (let bit = 16; bit >= 0; bit--) {
      const isDark = ((pattern >> bit) & 1) === 1;
      if (isDark === dark) run++;
      else {
        if (dark) bars.push(run);
        dark = isDark;
        run = 1;
      }
    }
    if (dark) bars.push(run);
    const k = (bars[0]! - bars[1]! + bars[2]! - bars[3]! + 9) % 9;
    clusters[k / 3]![(zxing.CODEWORD_TABLE[i]! - 1) % MOD] = pattern;
  });
  if (clusters.some((c) => c.includes(-1))) throw new Error('PDF417 pattern table is incomplete');
  return clusters;
})();

const generators = new Map<number, number[]>();

/** Coefficients c[0..k-1] of the monic generator (x - 3)(x - 3^2)...(x - 3^k) mod 929. */
function generator(k: number): number[] {
  let g = generators.get(k);
  if (g) return g;
  let poly = [1]; // poly[i]: coefficient of x^i
  let root = 1;
  for (let j = 1; j <= k; j++) {
    root = (root * 3) % MOD;
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let i = 0; i < poly.length; i++) {
      next[i + 1] = (next[i + 1]! + poly[i]!) % MOD;
      next[i] = (next[i]! + (MOD - root) * poly[i]!) % MOD;
    }
    poly = next;
  }
  g = poly.slice(0, k);
  generators.set(k, g);
  return g;
}

/** The k error-correction codewords of `data` (the remainder of data * x^k by the generator, negated). */
export function errorCorrection(data: readonly number[], k: number): number[] {
  const g = generator(k);
  const e = new Array<number>(k).fill(0);
  for (const d of data) {
    const t = (d + e[k - 1]!) % MOD;
    for (let j = k - 1; j > 0; j--) e[j] = (e[j - 1]! + MOD - ((t * g[j]!) % MOD)) % MOD;
    e[0] = (MOD - ((t * g[0]!) % MOD)) % MOD;
  }
  return e.map((v) => (v === 0 ? 0 : MOD - v)).reverse();
}

const ALPHA = 0;
const LOWER = 1;
const MIXED = 2;
const MIXED_CHARS = '0123456789&\r\t,:#-.$/+%*=^';
const PUNCT_CHARS = ';<>@[\\]_`~!\r\t,:\n-.$/"|*()?{}\'';

/** Text compaction (sub-modes Alpha, Lower, Mixed, and Punct by shift), or null for a character it lacks. */
function textCompaction(text: string): number[] | null {
  const values: number[] = [];
  let mode = ALPHA;
  for (const ch of text) {
    const upper = ch >= 'A' && ch <= 'Z';
    const lower = ch >= 'a' && ch <= 'z';
    const mixed = MIXED_CHARS.indexOf(ch);
    if (ch === ' ') values.push(26);
    else if (upper) {
      if (mode === LOWER)
        values.push(28, 28); // ml, al
      else if (mode === MIXED) values.push(28); // al
      mode = ALPHA;
      values.push(ch.charCodeAt(0) - 65);
    } else if (lower) {
      if (mode !== LOWER) values.push(27); // ll from Alpha or Mixed
      mode = LOWER;
      values.push(ch.charCodeAt(0) - 97);
    } else if (mixed >= 0 && (mode === MIXED || PUNCT_CHARS.indexOf(ch) < 0)) {
      if (mode !== MIXED) values.push(28); // ml from Alpha or Lower
      mode = MIXED;
      values.push(mixed);
    } else if (PUNCT_CHARS.includes(ch)) {
      values.push(29, PUNCT_CHARS.indexOf(ch)); // ps: one punctuation character
    } else return null;
  }
  if (values.length % 2) values.push(29);
  const codewords: number[] = [];
  for (let i = 0; i < values.length; i += 2) codewords.push(values[i]! * 30 + values[i + 1]!);
  return codewords;
}

/** Byte compaction of the text's UTF-8 bytes (ECI 26 first when not ASCII): six bytes to five base-900 codewords, the rest one each. */
function byteCompaction(text: string): number[] {
  const bytes = Buffer.from(text, 'utf8');
  // Readers take bytes as ISO-8859-1 unless told: ECI 26 says UTF-8.
  const eci = bytes.length === text.length ? [] : [927, 26];
  const codewords = [...eci, bytes.length % 6 === 0 ? 924 : 901];
  let i = 0;
  for (; i + 6 <= bytes.length; i += 6) {
    let n = 0n;
    for (let j = 0; j < 6; j++) n = n * 256n + BigInt(bytes[i + j]!);
    const group: number[] = [];
    for (let j = 0; j < 5; j++) {
      group.unshift(Number(n % 900n));
      n /= 900n;
    }
    codewords.push(...group);
  }
  for (; i < bytes.length; i++) codewords.push(bytes[i]!);
  return codewords;
}

export interface Pdf417Matrix {
  rows: number;
  /** Width in modules: start, left row indicator, data columns, right row indicator, stop. */
  modules: number;
  /** rows x modules, 1 = dark, row-major. */
  matrix: Uint8Array;
}

/**
 * The PDF417 symbol of `text` with `columns` data columns at error-correction level `ecLevel`
 * (2^(level+1) codewords), one matrix row per symbol row; null when it needs more than 90 rows
 * or 928 codewords.
 */
export function encodePdf417(text: string, columns: number, ecLevel: number): Pdf417Matrix | null {
  const data = textCompaction(text) ?? byteCompaction(text);
  const k = 2 ** (ecLevel + 1);
  const rows = Math.max(3, Math.ceil((data.length + 1 + k) / columns));
  if (rows > 90 || rows * columns > 928) return null;
  const padding = rows * columns - k - data.length - 1;
  const message = [data.length + 1 + padding, ...data, ...new Array<number>(padding).fill(900)];
  const codewords = [...message, ...errorCorrection(message, k)];

  const modules = 17 * columns + 69;
  const matrix = new Uint8Array(rows * modules);
  for (let y = 0; y < rows; y++) {
    let x = y * modules;
    const put = (pattern: number, width: number) => {
      for (let bit = width - 1; bit >= 0; bit--) matrix[x++] = (pattern >> bit) & 1;
    };
    const cluster = y % 3;
    const base = 30 * Math.floor(y / 3);
    const rowsPart = Math.floor((rows - 1) / 3);
    const levelPart = ecLevel * 3 + ((rows - 1) % 3);
    const [left, right] =
      cluster === 0
        ? [base + rowsPart, base + columns - 1]
        : cluster === 1
          ? [base + levelPart, base + rowsPart]
          : [base + columns - 1, base + levelPart];
    const patterns = PATTERNS[cluster]!;
    put(START, 17);
    put(patterns[left]!, 17);
    for (let c = 0; c < columns; c++) put(patterns[codewords[y * columns + c]!]!, 17);
    put(patterns[right]!, 17);
    put(STOP, 18);
  }
  return { rows, modules, matrix };
}
