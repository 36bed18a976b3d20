/**
 * Labels (issue 16): 10,000 thermal FNSKU labels (200 distinct FNSKUs x 50 copies; target < 1 s) and
 * a 2,000-box box content set with 2D barcodes (target < 2 s), each streamed and consumed as a
 * download would be, with the peak RSS and heap growth while it runs; beside each, the naive loop of
 * the same libraries (pdfkit's drawing calls and bwip-js for every label, nothing reused).
 *
 * `BENCH_ONLY=labels npm run bench` runs it alone; `BENCH_LABELS=false` skips it.
 */
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import bwipjs from 'bwip-js/generic';
import PDFDocument from 'pdfkit';
import {
  boxContentLabelLayout,
  boxContentLabelsPdf,
  productLabelLayout,
  productLabelsPdf,
  twoDBarcodePayload,
  type BoxContentLabel,
  type ProductLabel,
} from '@stowline/labels';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const LATIN = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', {
  paths: [require.resolve('@stowline/labels')],
});

const products: ProductLabel[] = Array.from({ length: 200 }, (_, i) => ({
  fnsku: `X00${String(i).padStart(7, '0')}`,
  title: `Bench product ${i}: Stainless Steel Insulated Water Bottle with Straw Lid, 32 oz, Leak Proof, BPA Free`,
  condition: 'New',
  expiryDate: i % 4 === 0 ? '2027-06-30' : null,
  copies: 50,
}));
const boxes: BoxContentLabel[] = Array.from({ length: 2000 }, (_, b) => ({
  shipmentId: 'FBA15ABCDE12',
  boxId: `FBA15ABCDE12U${String(b + 1).padStart(6, '0')}`,
  boxNumber: b + 1,
  boxCount: 2000,
  items: Array.from({ length: 1 + (b % 3) }, (_, k) => ({
    fnsku: `X00${String((b * 3 + k) % 200).padStart(7, '0')}`,
    // Every box's payload distinct (no box repeats another's contents), the harder case.
    quantity: 6 + k + b,
    expiryDate: k === 1 ? '2027-06-30' : null,
  })),
}));

/** Consumes the stream; returns seconds, bytes and peak RSS / heap growth in MB. */
async function consume(make: () => Readable) {
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const heap0 = process.memoryUsage().heapUsed;
  let peakRss = rss0;
  let peakHeap = heap0;
  let bytes = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  // Sampled between chunks, and on a timer for the naive loops, which write the whole file before the first read.
  const timer = setInterval(sample, 5);
  const t = performance.now();
  let n = 0;
  for await (const chunk of make()) {
    bytes += (chunk as Buffer).length;
    if (++n % 64 === 0) sample();
  }
  clearInterval(timer);
  sample();
  const seconds = (performance.now() - t) / 1000;
  const mb = (v: number) => (v / 1024 / 1024).toFixed(1);
  return {
    seconds,
    text: `${seconds.toFixed(2)} s, ${mb(bytes)} MB PDF, peak RSS +${mb(peakRss - rss0)} MB, heap +${mb(peakHeap - heap0)} MB`,
  };
}

/** The naive loop: every label drawn from scratch with pdfkit's API, barcodes encoded by bwip-js each time. */
function naiveProducts(): Readable {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
  doc.registerFont('latin', LATIN);
  setTimeout(() => {
    for (const p of products)
      for (let c = 0; c < p.copies; c++) {
        doc.addPage({ size: [162, 90], margin: 0 });
        const [raw] = bwipjs.raw({ bcid: 'code128', text: p.fnsku }) as { sbs: number[] }[];
        let x = 13;
        raw!.sbs.forEach((w, i) => {
          if (i % 2 === 0) doc.rect(x, 4, w * 0.709, 38).fill('black');
          x += w * 0.709;
        });
        doc.font('latin').fontSize(8).text(`${p.fnsku}  ${p.condition}`, 4, 44, { width: 154, align: 'center' });
        doc.fontSize(7).text(p.title.slice(0, 103), 4, 56, { width: 154, height: 20, align: 'center', ellipsis: true });
      }
    doc.end();
  }, 10);
  return doc as unknown as Readable;
}

function naiveBoxes(): Readable {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
  doc.registerFont('latin', LATIN);
  setImmediate(() => {
    for (const b of boxes) {
      doc.addPage({ size: [432, 288], margin: 0 });
      doc.font('latin').fontSize(18).text('Box Contents', 14, 14);
      doc.fontSize(14).text(`Box ${b.boxNumber} of ${b.boxCount}`, 300, 16, { width: 118, align: 'right' });
      const [raw] = bwipjs.raw({ bcid: 'code128', text: b.shipmentId }) as { sbs: number[] }[];
      let x = 14;
      raw!.sbs.forEach((w, i) => {
        if (i % 2 === 0) doc.rect(x, 68, w * 0.709, 44).fill('black');
        x += w * 0.709;
      });
      b.items.forEach((it, i) => doc.fontSize(10).text(`${it.fnsku}   Qty: ${it.quantity}`, 14, 138 + i * 19));
      doc.addPage({ size: [432, 288], margin: 0 });
      const opts = { bcid: 'pdf417', text: twoDBarcodePayload(b), eclevel: 6, columns: 8, rowmult: 1 };
      const [p] = bwipjs.raw(opts as Parameters<typeof bwipjs.raw>[0] & object) as {
        pixs: number[];
        pixx: number;
        pixy: number;
      }[];
      for (let r = 0; r < p!.pixy; r++)
        for (let c = 0; c < p!.pixx; c++)
          if (p!.pixs[r * p!.pixx + c]) doc.rect(20 + c * 1.44, 40 + r * 4.32, 1.44, 4.32);
      doc.fill('black');
    }
    doc.end();
  });
  return doc as unknown as Readable;
}

export async function benchLabels(): Promise<void> {
  // Warm the fonts and encoders once, as a running server has.
  productLabelLayout(products[0]!);
  boxContentLabelLayout(boxes[0]!);
  console.log('\nLabels (streamed and consumed; memory while streaming):');
  const fast = await consume(() => productLabelsPdf(products, '1.25x2.25'));
  console.log(`  10,000 thermal FNSKU labels (200 distinct x 50): ${fast.text} (target < 1 s)`);
  const naive = await consume(naiveProducts);
  console.log(`    naive loop, same libraries: ${naive.text}`);
  const two = await consume(() => boxContentLabelsPdf(boxes, { twoD: true }));
  console.log(`  2,000-box box content labels with 2D barcodes: ${two.text} (target < 2 s)`);
  const naiveTwo = await consume(naiveBoxes);
  console.log(`    naive loop, same libraries: ${naiveTwo.text}`);
}
