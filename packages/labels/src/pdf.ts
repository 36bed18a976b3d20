/**
 * PDF renderer: draws the layout primitives with pdfkit as raw content-stream operators (bars and
 * PDF417 modules as filled rectangles, text as glyph runs of the embedded Noto fonts). A product label
 * is drawn once into a Form XObject and placed on every page (or sheet cell) that prints it. The
 * document is produced as the consumer reads it, so memory stays flat whatever the run's length.
 */
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { fontBuffer, type FontName } from './fonts.js';
import {
  AVERY_5160,
  BOX_LABEL,
  THERMAL,
  boxContentLabelLayout,
  productLabelLayout,
  sheetPosition,
  twoDLabelLayout,
  type BoxContentLabel,
  type BoxContentOptions,
  type LabelLayout,
  type ProductLabel,
  type ProductLabelFormat,
} from './layout.js';

/** The parts of pdfkit's embedded font we use (pdfkit does not type them). */
interface EmbeddedFont {
  id: string;
  ref(): unknown;
  encode(text: string): [string[], unknown[]];
}
interface PdfRef {
  end(chunk?: string | Uint8Array): void;
}
type Doc = PDFKit.PDFDocument & {
  _font: EmbeddedFont;
  _read: () => void;
  page: PDFKit.PDFPage & { xobjects: Record<string, PdfRef> };
  ref(data: object): PdfRef;
};

/** A number as PDF writes it: up to 3 decimals. */
function n(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/** pdfkit document with our two fonts, created on demand. */
class PdfCanvas {
  readonly doc: Doc;
  private fonts = new Map<FontName, EmbeddedFont>();

  constructor() {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      margin: 0,
      info: { Producer: 'Stowline', Creator: 'Stowline labels' },
    }) as unknown as Doc;
  }

  font(name: FontName): EmbeddedFont {
    let f = this.fonts.get(name);
    if (!f) {
      this.doc.registerFont(name, fontBuffer(name));
      this.doc.font(name);
      f = this.doc._font;
      this.fonts.set(name, f);
    }
    return f;
  }

  /**
   * Content-stream operators drawing `layout` with its top-left corner at the origin, in pdfkit's
   * page space (y downwards). Returns the fonts used, for the resources.
   */
  ops(layout: LabelLayout): { ops: string; fonts: EmbeddedFont[] } {
    let rects = '';
    let text = '';
    const used = new Set<EmbeddedFont>();
    for (const item of layout.items) {
      if (item.kind === 'code128') {
        const y = n(item.y);
        const h = n(item.height);
        for (const [x, w] of item.bars) rects += `${n(x)} ${y} ${n(w)} ${h} re\n`;
      } else if (item.kind === 'pdf417') {
        const { symbol, module, rowHeight } = item;
        const cols = symbol.modules;
        for (let r = 0; r < symbol.rows; r++) {
          const y = n(item.symbolY + r * rowHeight);
          const h = n(rowHeight);
          let c = 0;
          const row = r * cols;
          while (c < cols) {
            if (!symbol.matrix[row + c]) {
              c++;
              continue;
            }
            const start = c;
            while (c < cols && symbol.matrix[row + c]) c++;
            rects += `${n(item.symbolX + start * module)} ${y} ${n((c - start) * module)} ${h} re\n`;
          }
        }
      } else {
        for (const run of item.runs) {
          const f = this.font(run.font);
          used.add(f);
          const [glyphs] = f.encode(run.text);
          text += `BT /${f.id} ${n(item.size)} Tf 1 0 0 -1 ${n(run.x)} ${n(item.baseline)} Tm <${glyphs.join('')}> Tj ET\n`;
        }
      }
    }
    return { ops: `0 g\n${rects}${rects ? 'f\n' : ''}${text}`, fonts: [...used] };
  }

  /** `layout` as a Form XObject (drawn once, placed many times). */
  formXObject(layout: LabelLayout): PdfRef {
    const { ops, fonts } = this.ops(layout);
    const Font: Record<string, unknown> = {};
    for (const f of fonts) Font[f.id] = f.ref();
    const ref = this.doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, layout.width, layout.height],
      Resources: { Font },
    });
    ref.end(ops);
    return ref;
  }

  /** Draws `layout` straight onto the current page at (x, y). */
  draw(layout: LabelLayout, x = 0, y = 0) {
    const { ops, fonts } = this.ops(layout);
    const page = this.doc.page as unknown as { fonts: Record<string, unknown> };
    for (const f of fonts) page.fonts[f.id] = f.ref();
    this.doc.addContent(x || y ? `q 1 0 0 1 ${n(x)} ${n(y)} cm\n${ops}Q` : ops);
  }

  place(name: string, ref: PdfRef, x = 0, y = 0) {
    this.doc.page.xobjects[name] = ref;
    this.doc.addContent(x || y ? `q 1 0 0 1 ${n(x)} ${n(y)} cm /${name} Do Q` : `/${name} Do`);
  }
}

/**
 * A Readable of the document that `step` writes: `step` is called while the consumer wants more
 * (pdfkit's buffer below its high-water mark) and returns false when it has written everything.
 */
function pullStream(canvas: PdfCanvas, step: () => boolean): Readable {
  const { doc } = canvas;
  let finished = false;
  doc._read = () => {
    if (finished) return;
    try {
      while (doc.readableLength < doc.readableHighWaterMark) {
        if (!step()) {
          finished = true;
          doc.end();
          return;
        }
      }
    } catch (e) {
      finished = true;
      doc.destroy(e as Error);
    }
  };
  return doc as unknown as Readable;
}

function labelKey(l: Omit<ProductLabel, 'copies'>): string {
  return `${l.fnsku}\u0000${l.title}\u0000${l.condition}\u0000${l.expiryDate ?? ''}`;
}

/** Product labels as a PDF: thermal pages (one label a page) or 30-up Letter sheets. */
export function productLabelsPdf(labels: Iterable<ProductLabel>, format: ProductLabelFormat): Readable {
  const canvas = new PdfCanvas();
  const it = labels[Symbol.iterator]();
  const sheet = format === '30up_letter';
  const forms = new Map<string, { name: string; ref: PdfRef }>();
  let formCount = 0;
  let current: { name: string; ref: PdfRef } | null = null;
  let left = 0;
  let index = 0;
  return pullStream(canvas, () => {
    while (left <= 0) {
      const next = it.next();
      if (next.done) return false;
      const label = next.value;
      left = Math.floor(label.copies);
      if (left <= 0) continue;
      const key = labelKey(label);
      current = forms.get(key) ?? null;
      if (!current) {
        // Drawn once; a run of many distinct labels keeps the last 1,000 in reach.
        if (forms.size >= 1000) forms.clear();
        current = {
          name: `L${++formCount}`,
          ref: canvas.formXObject(productLabelLayout(label, sheet ? 'sheet' : 'thermal')),
        };
        forms.set(key, current);
      }
    }
    const form = current!;
    if (sheet) {
      const pos = sheetPosition(index);
      if (index % (AVERY_5160.columns * AVERY_5160.rows) === 0) {
        canvas.doc.addPage({ size: [AVERY_5160.pageWidth, AVERY_5160.pageHeight], margin: 0 });
      }
      canvas.place(form.name, form.ref, pos.x, pos.y);
    } else {
      canvas.doc.addPage({ size: [THERMAL.width, THERMAL.height], margin: 0 });
      canvas.place(form.name, form.ref);
    }
    index++;
    left--;
    return true;
  });
}

/** Box content labels as a PDF: a 432 x 288 pt page a box, and with twoD its 2D barcode page after it. */
export function boxContentLabelsPdf(boxes: Iterable<BoxContentLabel>, options: BoxContentOptions): Readable {
  const canvas = new PdfCanvas();
  const it = boxes[Symbol.iterator]();
  return pullStream(canvas, () => {
    const next = it.next();
    if (next.done) return false;
    canvas.doc.addPage({ size: [BOX_LABEL.width, BOX_LABEL.height], margin: 0 });
    canvas.draw(boxContentLabelLayout(next.value));
    if (options.twoD) {
      canvas.doc.addPage({ size: [BOX_LABEL.width, BOX_LABEL.height], margin: 0 });
      canvas.draw(twoDLabelLayout(next.value));
    }
    return true;
  });
}
