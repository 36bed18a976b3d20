/**
 * ZPL II renderer (203 dpi Zebra printers), drawing the same layouts as the PDF: points become dots
 * (x 203/72). Code 128 as ^BC (automatic subsets), PDF417 as ^B7, text as ^A0 in a ^FB block with the
 * layout's alignment (the printer's font has other widths than Noto Sans, so the block keeps a line in
 * its place). Copies of a product label are one format with ^PQ. UTF-8 (^CI28); field data escaped
 * with ^FH. Chinese titles need a printer with a CJK font loaded (see README).
 */
import { Readable } from 'node:stream';
import {
  BOX_LABEL,
  PDF417_ZPL_MODULES,
  THERMAL,
  boxContentLabelLayout,
  productLabelLayout,
  twoDLabelLayout,
  type BoxContentLabel,
  type BoxContentOptions,
  type LabelLayout,
  type ProductLabel,
  type ProductLabelFormat,
} from './layout.js';

export const ZPL_DPI = 203;
export const dots = (pt: number) => Math.round((pt * ZPL_DPI) / 72);

/** Field data with ^FH's escapes for the characters ZPL would read as commands. */
function fd(text: string): string {
  return `^FH_^FD${text.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`)}^FS`;
}

/** One label as a ^XA ... ^XZ format. */
export function layoutZpl(layout: LabelLayout, copies = 1): string {
  let z = `^XA^CI28^PW${dots(layout.width)}^LL${dots(layout.height)}^LH0,0\n`;
  for (const item of layout.items) {
    if (item.kind === 'code128') {
      z += `^FO${dots(item.barsX)},${dots(item.y)}^BY${dots(item.module)}^BCN,${dots(item.height)},N,N,N,A${fd(item.data)}\n`;
    } else if (item.kind === 'pdf417') {
      z += `^FO${dots(item.symbolX)},${dots(item.symbolY)}^BY${dots(item.module)}^B7N,${dots(item.rowHeight)},${item.symbol.ecLevel},${item.symbol.columns},${item.symbol.rows},N${fd(item.data)}\n`;
    } else {
      const h = dots(item.size);
      const [left, right] = item.block ?? [item.x, layout.width];
      const x = item.align && item.align !== 'left' ? left : item.x;
      const width = Math.max(1, dots(item.align && item.align !== 'left' ? right - left : layout.width - item.x));
      const align = item.align === 'center' ? 'C' : item.align === 'right' ? 'R' : 'L';
      z += `^FO${dots(x)},${dots(item.y)}^A0N,${h},${h}^FB${width},1,0,${align},0${fd(item.text)}\n`;
    }
  }
  if (copies > 1) z += `^PQ${copies}\n`;
  return `${z}^XZ\n`;
}

/** Product labels as ZPL; the 30-up sheet prints as the thermal layout (a sheet is not a Zebra medium). */
export function productLabelsZpl(labels: Iterable<ProductLabel>, _format: ProductLabelFormat): Readable {
  return Readable.from(
    (function* () {
      for (const label of labels) {
        const copies = Math.floor(label.copies);
        if (copies > 0) yield layoutZpl(productLabelLayout(label, 'thermal'), copies);
      }
    })(),
  );
}

/** Box content labels as ZPL: one format a box, and with twoD its 2D barcode label after it. */
export function boxContentLabelsZpl(boxes: Iterable<BoxContentLabel>, options: BoxContentOptions): Readable {
  return Readable.from(
    (function* () {
      for (const box of boxes) {
        yield layoutZpl(boxContentLabelLayout(box));
        if (options.twoD) yield layoutZpl(twoDLabelLayout(box, PDF417_ZPL_MODULES));
      }
    })(),
  );
}

export { BOX_LABEL, THERMAL };
