import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import zxing from '@zxing/library';
import pngjs from 'pngjs';

// Both are CommonJS: the journeys' ESM loader takes their default export.
const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, PDF417Reader, RGBLuminanceSource } = zxing;
const { PNG } = pngjs;

/**
 * A label set through the workbench's label preview (label-preview-dialog.tsx): `open` opens it,
 * the dialog titled `title` shows the PDF in its iframe, and its Download PDF button gives the
 * file, its name and bytes (the file the browser holds, not fetched again). The dialog stays open.
 */
export async function previewLabels(
  page: Page,
  open: () => Promise<void>,
  title: string,
): Promise<{ dialog: Locator; name: string; bytes: Buffer }> {
  await open();
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await expect(dialog.locator('iframe')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  return { dialog, name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/**
 * The barcodes of a PDF's pages, rendered at 300 dpi: Code 128 texts (zbarimg) and PDF417 texts
 * (@zxing/library), in page order, and the page count.
 */
export function pdfBarcodes(pdf: Buffer): { pages: number; code128: string[]; pdf417: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'journey-labels-'));
  try {
    writeFileSync(path.join(dir, 'l.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', path.join(dir, 'l.pdf'), path.join(dir, 'p')]);
    const pages = readdirSync(dir)
      .filter((f) => f.startsWith('p'))
      .sort();
    const code128: string[] = [];
    const pdf417: string[] = [];
    for (const file of pages) {
      const png = path.join(dir, file);
      try {
        code128.push(
          ...execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', png])
            .toString()
            .split('\n')
            .filter(Boolean),
        );
      } catch {
        // no Code 128 on this page
      }
      const img = PNG.sync.read(readFileSync(png));
      const lum = new Uint8ClampedArray(img.width * img.height);
      for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4]!;
      try {
        const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, img.width, img.height)));
        const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]]]);
        pdf417.push(new PDF417Reader().decode(bitmap, hints).getText());
      } catch {
        // no PDF417 on this page
      }
    }
    return { pages: pages.length, code128, pdf417 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
