import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  BOX_LABEL,
  THERMAL,
  boxContentLabelLayout,
  boxContentLabelsPdf,
  boxContentLabelsZpl,
  productLabelLayout,
  productLabelsPdf,
  productLabelsZpl,
  twoDBarcodePayload,
  twoDLabelLayout,
  type BoxContentLabel,
  type LabelLayout,
  type ProductLabel,
} from './index.js';

const has = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const tools = has('pdftoppm') && has('zbarimg');
if (!tools && !process.env.CI)
  console.warn('labels: pdftoppm or zbarimg missing; the rendered-page tests are skipped locally');
// In CI the tools are installed (.ci/run); a missing tool fails there rather than skipping.
const rendered = tools || process.env.CI ? it : it.skip;

const LONG_TITLE =
  'Stainless Steel Insulated Water Bottle with Straw Lid, 32 oz, Leak Proof, BPA Free, Keeps Drinks Cold 24h!'; // 106
const CHINESE_TITLE = '不锈钢保温水杯带吸管盖 32盎司 防漏 无双酚A 保冷24小时 户外运动水壶 大容量 便携';
const products: ProductLabel[] = [
  { fnsku: 'X001ABCDEF', title: LONG_TITLE.slice(0, 103), condition: 'New', expiryDate: '2027-01-31', copies: 2 },
  { fnsku: 'X00CHINESE', title: CHINESE_TITLE, condition: 'New', copies: 1 },
  { fnsku: 'B07XYZ1234', title: LONG_TITLE, condition: 'Collectible Very Good', copies: 1 },
];
const items20 = Array.from({ length: 20 }, (_, i) => ({
  fnsku: `X00${String(i).padStart(7, '0')}`,
  quantity: 10 + i,
  expiryDate: i % 2 ? '2027-06-30' : null,
}));
const boxes: BoxContentLabel[] = [
  { shipmentId: 'FBA15ABCDE12', boxId: 'FBA15ABCDE12U000001', boxNumber: 1, boxCount: 2, items: items20 },
  { shipmentId: 'FBA15ABCDE12', boxId: 'FBA15ABCDE12U000002', boxNumber: 2, boxCount: 2, items: items20.slice(0, 2) },
];

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks);
}

/** Pages of a PDF as 300 dpi PNG files. */
function render(pdf: Buffer, dpi = 300): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'labels-'));
  writeFileSync(path.join(dir, 'in.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', path.join(dir, 'in.pdf'), path.join(dir, 'p')]);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => path.join(dir, f));
}

function code128s(png: string): string[] {
  let out: string;
  try {
    out = execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', png], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
  } catch (e) {
    out = String((e as { stdout?: Buffer }).stdout ?? '');
  }
  return out.split('\n').filter(Boolean).sort();
}

function pdf417Text(png: string): string {
  const img = PNG.sync.read(readFileSync(png));
  const lum = new Uint8ClampedArray(img.width * img.height);
  for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4]!;
  const source = new RGBLuminanceSource(lum, img.width, img.height);
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]]]);
  return new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

/** No dark pixel in the outermost `band` pixels of the page. */
function edgeClear(png: string, band = 2): boolean {
  const img = PNG.sync.read(readFileSync(png));
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      if (x >= band && y >= band && x < img.width - band && y < img.height - band) continue;
      if (img.data[(y * img.width + x) * 4]! < 128) return false;
    }
  return true;
}

function checkGeometry(layout: LabelLayout) {
  for (const item of layout.items) {
    expect(item.x, `${item.kind} left`).toBeGreaterThanOrEqual(0);
    expect(item.y, `${item.kind} top`).toBeGreaterThanOrEqual(0);
    expect(item.x + item.width, `${item.kind} right`).toBeLessThanOrEqual(layout.width);
    expect(item.y + item.height, `${item.kind} bottom`).toBeLessThanOrEqual(layout.height);
  }
  for (let i = 0; i < layout.items.length; i++)
    for (let j = i + 1; j < layout.items.length; j++) {
      const a = layout.items[i]!;
      const b = layout.items[j]!;
      const apart =
        a.x + a.width <= b.x + 1e-6 ||
        b.x + b.width <= a.x + 1e-6 ||
        a.y + a.height <= b.y + 1e-6 ||
        b.y + b.height <= a.y + 1e-6;
      expect(
        apart,
        `${a.kind} ${'text' in a ? a.text : a.data} overlaps ${b.kind} ${'text' in b ? b.text : b.data}`,
      ).toBe(true);
    }
}

describe('layouts', () => {
  it('product labels: inside the label, nothing overlapping, quiet zones, title cut to two lines', () => {
    for (const format of ['thermal', 'sheet'] as const)
      for (const p of products) {
        const l = productLabelLayout(p, format);
        checkGeometry(l);
        const texts = l.items.filter((i) => i.kind === 'text');
        expect(texts.length).toBeLessThanOrEqual(3);
        const bc = l.items.find((i) => i.kind === 'code128')!;
        expect(bc.data).toBe(p.fnsku);
        expect(bc.barsX - bc.x).toBeGreaterThanOrEqual(10 * bc.module - 1e-9);
        expect(bc.module).toBeGreaterThanOrEqual((2 * 72) / 203 - 1e-9); // two 203 dpi dots at least
      }
    const long = productLabelLayout(products[2]!, 'thermal');
    const titles = long.items.filter((i) => i.kind === 'text').slice(1);
    expect(titles).toHaveLength(2);
    expect(titles[1]!.text.endsWith('…')).toBe(true);
    expect([...titles.map((t) => t.text).join(' ')].length).toBeLessThanOrEqual(104);
    const info = productLabelLayout(products[0]!).items[1];
    expect(info?.kind === 'text' && info.text).toBe('X001ABCDEF  New  EXP. 01/31/2027');
    const chinese = productLabelLayout(products[1]!).items.filter((i) => i.kind === 'text');
    expect(chinese.some((t) => t.runs.some((r) => r.font === 'cjk'))).toBe(true);
  });

  it('box content: 7 a column, then 6 and N more items; the 2D page fits at Amazon minimums', () => {
    const l = boxContentLabelLayout(boxes[0]!);
    checkGeometry(l);
    const texts = l.items.flatMap((i) => (i.kind === 'text' ? [i.text] : []));
    expect(texts).toContain('Box Contents');
    expect(texts).toContain('Box 1 of 2');
    expect(texts).toContain(`Total units: ${items20.reduce((n, i) => n + i.quantity, 0)}`);
    expect(texts).toContain('7 more items');
    expect(texts.filter((t) => /^X00\d{7} {3}Qty/.test(t))).toHaveLength(13);
    expect(texts).toContain('X000000001   Qty: 11   EXP. 06/30/2027');
    const two = twoDLabelLayout(boxes[0]!);
    checkGeometry(two);
    const sym = two.items.find((i) => i.kind === 'pdf417')!;
    expect(sym.module).toBeGreaterThanOrEqual(0.02 * 72 - 1e-9);
    expect(sym.symbol.ecLevel).toBeGreaterThanOrEqual(6);
    expect(sym.rowHeight).toBeCloseTo(3 * sym.module);
    checkGeometry(boxContentLabelLayout(boxes[1]!));
  });

  it('2D payload', () => {
    expect(twoDBarcodePayload(boxes[1]!)).toBe(
      'AMZN,PO:FBA15ABCDE12,FNSKU:X000000000,QTY:10,FNSKU:X000000001,QTY:11,EXP:270630',
    );
  });
});

describe('rendered PDFs', () => {
  rendered('thermal product labels: one 162 x 90 pt page a copy, barcodes decode, no ink on the edges', async () => {
    const pdf = await bytes(productLabelsPdf(products, '1.25x2.25'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = render(pdf);
    expect(pages).toHaveLength(4);
    const img = PNG.sync.read(readFileSync(pages[0]!));
    expect([img.width, img.height]).toEqual([
      Math.round((THERMAL.width / 72) * 300),
      Math.round((THERMAL.height / 72) * 300),
    ]);
    expect(pages.map((p) => code128s(p))).toEqual([['X001ABCDEF'], ['X001ABCDEF'], ['X00CHINESE'], ['B07XYZ1234']]);
    for (const p of pages) expect(edgeClear(p)).toBe(true);
  });

  rendered('30-up sheet: 30 labels a Letter page, all decode', async () => {
    const many = Array.from({ length: 31 }, (_, i) => ({
      ...products[i % 3]!,
      fnsku: `X00SHEET${String(i).padStart(2, '0')}`,
      copies: 1,
    }));
    const pages = render(await bytes(productLabelsPdf(many, '30up_letter')), 200);
    expect(pages).toHaveLength(2);
    expect(code128s(pages[0]!)).toEqual(
      many
        .slice(0, 30)
        .map((m) => m.fnsku)
        .sort(),
    );
    expect(code128s(pages[1]!)).toEqual([many[30]!.fnsku]);
    for (const p of pages) expect(edgeClear(p)).toBe(true);
  });

  rendered('box content labels with 2D: shipment barcode and PDF417 decode', async () => {
    const pages = render(await bytes(boxContentLabelsPdf(boxes, { twoD: true })));
    expect(pages).toHaveLength(4);
    const img = PNG.sync.read(readFileSync(pages[0]!));
    expect([img.width, img.height]).toEqual([(BOX_LABEL.width / 72) * 300, (BOX_LABEL.height / 72) * 300]);
    expect(code128s(pages[0]!)).toEqual(['FBA15ABCDE12']);
    expect(pdf417Text(pages[1]!)).toBe(twoDBarcodePayload(boxes[0]!));
    expect(pdf417Text(pages[3]!)).toBe(twoDBarcodePayload(boxes[1]!));
    for (const p of pages) expect(edgeClear(p)).toBe(true);
    const plain = render(await bytes(boxContentLabelsPdf(boxes, { twoD: false })), 100);
    expect(plain).toHaveLength(2);
  });
});

/** A small ZPL reader: the fields of each ^XA...^XZ format. */
function readZpl(zpl: string) {
  return [...zpl.matchAll(/\^XA([\s\S]*?)\^XZ/g)].map(([, body]) => {
    const width = Number(/\^PW(\d+)/.exec(body!)![1]);
    const height = Number(/\^LL(\d+)/.exec(body!)![1]);
    const copies = Number(/\^PQ(\d+)/.exec(body!)?.[1] ?? 1);
    const fields = [...body!.matchAll(/\^FO(\d+),(\d+)(.*?)\^FD(.*?)\^FS/g)].map(([, x, y, cmd, data]) => ({
      x: Number(x),
      y: Number(y),
      type: /\^BC/.test(cmd!) ? 'code128' : /\^B7/.test(cmd!) ? 'pdf417' : 'text',
      cmd: cmd!,
      data: data!.replace(/_([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    }));
    return { width, height, copies, fields };
  });
}

describe('streaming', () => {
  it('feeds a slow reader to the end (each read waits while the reader is behind)', async () => {
    const labels = Array.from({ length: 20 }, (_, i) => ({
      fnsku: `X00SLOW${String(i).padStart(3, '0')}`,
      title: `Slow reader label ${i}`,
      condition: 'New',
      copies: 30,
    }));
    let bytes = 0;
    await pipeline(
      productLabelsPdf(labels, '1.25x2.25'),
      new Writable({
        highWaterMark: 1024,
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          setTimeout(done, 1);
        },
      }),
    );
    expect(bytes).toBeGreaterThan(64 * 1024);
    // Hundreds of writes a millisecond apart at least: on a busy machine each timer fires later.
  }, 30_000);
});

describe('ZPL', () => {
  it('product labels: barcode and text fields inside the 2.25 x 1.25 in label, copies as ^PQ', async () => {
    const labels = readZpl((await bytes(productLabelsZpl(products, '30up_letter'))).toString());
    expect(labels).toHaveLength(3);
    expect(labels.map((l) => l.copies)).toEqual([2, 1, 1]);
    for (const [i, l] of labels.entries()) {
      expect([l.width, l.height]).toEqual([457, 254]);
      const bc = l.fields.filter((f) => f.type === 'code128');
      expect(bc.map((f) => f.data)).toEqual([products[i]!.fnsku]);
      expect(bc[0]!.cmd).toMatch(/\^BY2\^BCN,\d+/);
      for (const f of l.fields) {
        expect(f.x).toBeGreaterThanOrEqual(0);
        expect(f.x).toBeLessThan(l.width);
        expect(f.y).toBeGreaterThanOrEqual(0);
        expect(f.y).toBeLessThan(l.height);
      }
      const texts = l.fields.filter((f) => f.type === 'text');
      expect(texts[0]!.y).toBeGreaterThan(bc[0]!.y);
    }
    expect(labels[0]!.fields.map((f) => f.data)).toContain('X001ABCDEF  New  EXP. 01/31/2027');
    expect(labels[1]!.fields.some((f) => f.data.startsWith('不锈钢'))).toBe(true);
  });

  it('box content labels: shipment barcode, 2D PDF417 with the payload, level 6', async () => {
    const labels = readZpl((await bytes(boxContentLabelsZpl(boxes, { twoD: true }))).toString());
    expect(labels).toHaveLength(4);
    expect(labels[0]!.fields.filter((f) => f.type === 'code128').map((f) => f.data)).toEqual(['FBA15ABCDE12']);
    const two = labels[1]!.fields.filter((f) => f.type === 'pdf417');
    expect(two.map((f) => f.data)).toEqual([twoDBarcodePayload(boxes[0]!)]);
    expect(two[0]!.cmd).toMatch(/\^BY[2-5]\^B7N,\d+,6,/);
    for (const l of labels) {
      expect([l.width, l.height]).toEqual([1218, 812]);
      for (const f of l.fields) {
        expect(f.x).toBeLessThan(l.width);
        expect(f.y).toBeLessThan(l.height);
      }
    }
  });
});
