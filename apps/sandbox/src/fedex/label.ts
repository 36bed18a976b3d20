// A FedEx shipping label as the Ship API returns it (packageDocuments[].encodedLabel): a PDF page
// of the label stock's size with the tracking number as a Code 128 barcode a scanner reads.
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/** Page size in points per label stock type (FedEx's stock names; 72 pt = 1 in). */
const STOCK_SIZES: Record<string, [number, number]> = {
  PAPER_4X6: [288, 432],
  STOCK_4X6: [288, 432],
  PAPER_4X675: [288, 486],
  PAPER_4X8: [288, 576],
  STOCK_4X8: [288, 576],
  PAPER_4X9: [288, 648],
  STOCK_4X9: [288, 648],
  PAPER_LETTER: [612, 792],
  PAPER_85X11_TOP_HALF_LABEL: [612, 792],
  PAPER_85X11_BOTTOM_HALF_LABEL: [612, 792],
};
export const LABEL_STOCK_TYPES = Object.keys(STOCK_SIZES);

export interface LabelFacts {
  trackingNumber: string;
  masterTrackingNumber: string;
  serviceType: string;
  sequence: number;
  count: number;
  weightLb: number;
  shipper: { name: string; lines: string[] };
  recipient: { name: string; lines: string[] };
  reference?: string;
  shipDate: string;
}

export async function renderLabel(stock: string, facts: LabelFacts): Promise<Buffer> {
  const [width, height] = STOCK_SIZES[stock] ?? STOCK_SIZES.PAPER_4X6!;
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: facts.trackingNumber,
    scale: 3,
    height: 18,
    includetext: false,
  });
  const doc = new PDFDocument({ size: [width, height], margin: 0, info: { Title: `FedEx ${facts.trackingNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const m = 14;
  const w = Math.min(width, 288) - 2 * m;
  doc.font('Helvetica').fontSize(7).text('ORIGIN', m, m);
  doc.fontSize(8).text([facts.shipper.name, ...facts.shipper.lines].join('\n'), m, m + 9, { width: w / 2 });
  doc.fontSize(7).text(`SHIP DATE: ${facts.shipDate}`, m + w / 2, m, { width: w / 2, align: 'right' });
  doc.text(`ACTWGT: ${facts.weightLb.toFixed(1)} LB`, m + w / 2, m + 9, { width: w / 2, align: 'right' });
  doc
    .moveTo(m, 80)
    .lineTo(m + w, 80)
    .stroke();
  doc.fontSize(7).text('TO', m, 86);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text([facts.recipient.name, ...facts.recipient.lines].join('\n'), m + 14, 86, {
      width: w - 14,
    });
  doc
    .moveTo(m, 160)
    .lineTo(m + w, 160)
    .stroke();
  doc.font('Helvetica-Bold').fontSize(22).text('FedEx', m, 168);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(facts.serviceType.replace(/_/g, ' '), m + 90, 176, { width: w - 90 });
  doc.fontSize(9).text(`TRK# ${facts.trackingNumber}`, m, 204);
  doc.text(`${facts.sequence} of ${facts.count}`, m, 204, { width: w, align: 'right' });
  if (facts.count > 1) doc.fontSize(7).text(`MPS MASTER ${facts.masterTrackingNumber}`, m, 216);
  doc.image(barcode, m, 232, { width: w, height: 96 });
  doc.fontSize(10).text(facts.trackingNumber, m, 334, { width: w, align: 'center' });
  if (facts.reference) doc.fontSize(8).text(`REF: ${facts.reference}`, m, 352, { width: w });
  doc.end();
  return done;
}
