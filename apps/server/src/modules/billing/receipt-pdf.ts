import PDFDocument from 'pdfkit';
import { COUNTRIES, PLAN_NAME, type BillingAddress } from '@stowline/domain';

/** What a receipt prints: one paid invoice, the seller and the card that paid it. */
export interface ReceiptData {
  number: string;
  paidAt: Date;
  sellerName: string;
  sellerEmail: string;
  address: BillingAddress | null;
  amountCents: number;
  currency: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'Nov 24, 2026', in UTC like every date billing shows. */
function formatDay(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function formatReceiptAmount(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amountCents / 100);
}

function addressLines(address: BillingAddress | null): string[] {
  if (!address) return ['No billing address on file'];
  const country = COUNTRIES.find((c) => c.code === address.country)?.name ?? address.country;
  return [
    address.addressLine1,
    ...(address.addressLine2 ? [address.addressLine2] : []),
    `${address.city}, ${address.state} ${address.postalCode}`,
    country,
  ];
}

export function describeCard(brand: string | null, last4: string | null): string {
  if (!last4) return 'Card on file';
  const name = brand ? (BRAND_NAMES[brand.toLowerCase()] ?? brand) : 'Card';
  return `${name} ending in ${last4}`;
}

/**
 * The receipt of one paid invoice as a one-page US Letter PDF (pdfkit's built-in Helvetica,
 * so no font files ship with it). Resolves with the whole file.
 */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Stowline receipt ${data.number}`, Author: 'Stowline', Subject: PLAN_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amount = formatReceiptAmount(data.amountCents, data.currency);
  const grey = '#5f6368';

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#1a237e').text('Stowline', left, 56);
  doc.font('Helvetica').fontSize(10).fillColor(grey).text('Inbound shipments for Amazon FBA sellers');
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000').text('Receipt', left, 56, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(grey).text(`Invoice number ${data.number}`, { width, align: 'right' });
  doc.text(`Date paid ${formatDay(data.paidAt)}`, { width, align: 'right' });

  let y = 150;
  const column = width / 2;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(grey).text('BILLED TO', left, y);
  doc.text('PAID WITH', left + column, y);
  y += 16;
  doc.font('Helvetica').fontSize(11).fillColor('#000');
  doc.text([data.sellerName, data.sellerEmail, ...addressLines(data.address)].join('\n'), left, y, {
    width: column - 16,
  });
  const billedBottom = doc.y;
  doc.text(describeCard(data.cardBrand, data.cardLast4), left + column, y, { width: column });
  doc.text(`Amount paid ${amount}`, left + column, doc.y + 4, { width: column });

  y = Math.max(billedBottom, doc.y) + 36;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .strokeColor('#c5cae9')
    .stroke();
  y += 10;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(grey);
  doc.text('DESCRIPTION', left, y);
  doc.text('PERIOD', left + width * 0.45, y);
  doc.text('AMOUNT', left, y, { width, align: 'right' });
  y += 20;
  const period =
    data.periodStart && data.periodEnd ? `${formatDay(data.periodStart)} – ${formatDay(data.periodEnd)}` : '—';
  doc.font('Helvetica').fontSize(11).fillColor('#000');
  doc.text(PLAN_NAME, left, y, { width: width * 0.42 });
  doc.text(period, left + width * 0.45, y, { width: width * 0.35 });
  doc.text(amount, left, y, { width, align: 'right' });
  y += 30;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .strokeColor('#c5cae9')
    .stroke();
  y += 12;
  doc.font('Helvetica-Bold').fontSize(12);
  doc.text(`Total paid (${data.currency.toUpperCase()})`, left + width * 0.45, y);
  doc.text(amount, left, y, { width, align: 'right' });

  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(grey)
    .text(
      'Thank you for your business. This receipt confirms a payment already made; nothing more is owed for this period.',
      left,
      doc.page.height - doc.page.margins.bottom - 30,
      { width, align: 'center' },
    );
  doc.end();
  return done;
}
