import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import { getHarness } from './harness.js';

/** A call answered with a file (a PDF, ZPL) or, when refused, JSON `{ message }`. */
export async function fetchFile(method: 'GET' | 'POST', route: string, token: string, body?: unknown) {
  const { baseUrl } = await getHarness();
  const res = await fetch(`${baseUrl}/api/v1${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    type,
    bytes,
    disposition: res.headers.get('content-disposition') ?? '',
    message: type.includes('json')
      ? (JSON.parse(bytes.toString('utf8') || '{}') as { message?: string }).message
      : undefined,
  };
}

/** The PDF's pages rendered with pdftoppm (gray PNG at `dpi`), each handed to `read`, in page order. */
function pages<T>(pdf: Buffer, dpi: number, read: (png: string) => T): T[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'label-pages-'));
  try {
    writeFileSync(path.join(dir, 'file.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', path.join(dir, 'file.pdf'), path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => read(path.join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's Code 128 values, sorted, as zbarimg reads them (a scanner would). */
export function code128PerPage(pdf: Buffer, dpi = 200): string[][] {
  return pages(pdf, dpi, (png) => {
    try {
      const out = execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', png], { encoding: 'utf8' });
      return out.split('\n').filter(Boolean).sort();
    } catch {
      return []; // zbarimg exits 4 on a page without barcodes
    }
  });
}

/** Each page's PDF417 text as ZXing decodes it (300 dpi), or null where none decodes. */
export function pdf417PerPage(pdf: Buffer): (string | null)[] {
  return pages(pdf, 300, (png) => {
    const img = PNG.sync.read(readFileSync(png));
    const lum = new Uint8ClampedArray(img.width * img.height);
    for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4]!;
    const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]]]);
    try {
      const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, img.width, img.height)));
      return new PDF417Reader().decode(bitmap, hints).getText();
    } catch {
      return null;
    }
  });
}
