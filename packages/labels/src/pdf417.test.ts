import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { encodePdf417, errorCorrection, type Pdf417Matrix } from './pdf417.js';

/** The symbol drawn 2 px a module, 6 px a row, with a 4-module quiet zone, decoded by ZXing. */
function decode(symbol: Pdf417Matrix): string {
  const [mw, rh, quiet] = [2, 6, 4];
  const width = (symbol.modules + 2 * quiet) * mw;
  const height = symbol.rows * rh + 2 * quiet * mw;
  const lum = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < symbol.rows * rh; y++)
    for (let x = 0; x < symbol.modules * mw; x++)
      if (symbol.matrix[Math.floor(y / rh) * symbol.modules + Math.floor(x / mw)])
        lum[(y + quiet * mw) * width + x + quiet * mw] = 0;
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]]]);
  const source = new RGBLuminanceSource(lum, width, height);
  return new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

describe('PDF417 encoder', () => {
  it("encodes Amazon's 2D box content payloads so a reader decodes them exactly", () => {
    const payloads = [
      'AMZN,PO:FBA15ABCDE12,FNSKU:X00ABCDEFG,QTY:10,EXP:270301',
      `AMZN,PO:FBA15ABCDE12${Array.from({ length: 20 }, (_, i) => `,FNSKU:X00000${String(i).padStart(4, '0')},QTY:${i + 1}`).join('')}`,
      'A',
    ];
    for (const text of payloads)
      for (const columns of [8, 12, 16]) expect(decode(encodePdf417(text, columns, 6)!)).toBe(text);
  });

  it('encodes any text: lower case, punctuation, and non-ASCII through byte compaction', () => {
    for (const text of ['Mixed case; punctuation: @home! (x=1) "q"', 'abc DEF 123 ~_|', '123456'])
      expect(decode(encodePdf417(text, 6, 3)!)).toBe(text);
    // UTF-8 bytes under ECI 26, which the reader honours: the text comes back as it went in.
    const utf8 = 'Größe 50 ml — 中文';
    expect(decode(encodePdf417(utf8, 6, 3)!)).toBe(utf8);
  });

  it('computes the standard error correction (level 0 of the data 1, 2, 3)', () => {
    // The generator of level 0 is (x - 3)(x - 9) = x^2 + 917x + 27 (mod 929).
    const e = errorCorrection([1, 2, 3], 2);
    const value = (x: number) => [1, 2, 3, ...e].reduce((acc, c) => (acc * x + c) % 929, 0);
    expect([value(3), value(9)]).toEqual([0, 0]);
  });

  it('refuses what does not fit 90 rows', () => {
    expect(encodePdf417('A'.repeat(1500), 3, 6)).toBeNull();
  });
});
