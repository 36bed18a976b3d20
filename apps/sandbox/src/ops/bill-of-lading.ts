import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { sendErrors, sendNotFound } from '../errors.js';
import { InvalidInput } from '../params.js';
import { registerSpApiRoute } from '../sp-api.js';
import { signDocumentUrl } from './reports.js';

/** Amazon's bill of lading URL is valid for 15 seconds (the model says so). */
const BOL_URL_TTL_MS = 15_000;

/** A one-page PDF of text lines in Helvetica (a real PDF, no library needed for text). */
export function textPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '50 742 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Fulfillment Inbound v0 getBillOfLading: for a shipment whose Amazon-partnered LTL transport is
 * confirmed, a pre-signed URL (15 s) to a PDF bill of lading; otherwise 400 as Amazon answers.
 */
export function registerBillOfLadingRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/fba/inbound/v0/shipments/:shipmentId/billOfLading',
    operationId: 'getBillOfLading',
    handler: ({ request, reply, seller }) => {
      const { shipmentId } = request.params as { shipmentId: string };
      const shipment = context.inbound.shipmentByConfirmationId(seller.sellerId, shipmentId);
      if (!shipment) return sendNotFound(reply, `Shipment ${shipmentId} not found.`);
      const option = shipment.transportationOptions?.find(
        (o) => o.transportationOptionId === shipment.confirmedTransportationOptionId,
      );
      if (!option || option.shippingMode !== 'FREIGHT_LTL' || option.shippingSolution !== 'AMAZON_PARTNERED_CARRIER')
        throw new InvalidInput(
          `Shipment ${shipmentId} has no confirmed Amazon-partnered LTL transport: no bill of lading exists.`,
        );
      const expires = context.now() + BOL_URL_TTL_MS;
      const key = `bol:${shipmentId}`;
      const signature = signDocumentUrl(context, key, expires, 'pdf');
      return {
        payload: {
          DownloadURL: `${context.options.publicUrl}/_bol/${encodeURIComponent(shipmentId)}?expires=${expires}&signature=${signature}`,
        },
      };
    },
  });

  // The pre-signed URL: its signature and expiry are the access check.
  app.get('/_bol/:shipmentId', async (request, reply) => {
    const { shipmentId } = request.params as { shipmentId: string };
    const { expires, signature } = request.query as Record<string, string | undefined>;
    const expiresAt = Number(expires);
    if (!signature || signature !== signDocumentUrl(context, `bol:${shipmentId}`, expiresAt, 'pdf'))
      return sendErrors(reply, 403, { code: 'AccessDenied', message: 'Request signature does not match' });
    if (expiresAt <= context.now())
      return sendErrors(reply, 403, { code: 'AccessDenied', message: 'Request has expired' });
    const shipment = context.inbound.shipmentByConfirmationIdAnySeller(shipmentId);
    const option = shipment?.transportationOptions?.find(
      (o) => o.transportationOptionId === shipment.confirmedTransportationOptionId,
    );
    if (!shipment || !option)
      return sendErrors(reply, 404, { code: 'NoSuchKey', message: 'The specified key does not exist.' });
    const boxes = (shipment.packing ?? []).reduce((n, b) => n + b.quantity, 0);
    const weight = (shipment.packing ?? []).reduce(
      (n, b) => n + (b.weight.unit === 'KG' ? b.weight.value * 2.20462 : b.weight.value) * b.quantity,
      0,
    );
    const pdf = textPdf([
      'STRAIGHT BILL OF LADING - SHORT FORM',
      '',
      `Bill of lading number: ${shipmentId}-BOL`,
      `Amazon shipment: ${shipmentId}`,
      `Carrier: ${option.carrier.name} (${option.carrier.alphaCode})`,
      '',
      'Ship from:',
      `  ${shipment.source.name}`,
      `  ${shipment.source.addressLine1}`,
      `  ${shipment.source.city}, ${shipment.source.stateOrProvinceCode ?? ''} ${shipment.source.postalCode} ${shipment.source.countryCode}`,
      '',
      `Ship to: Amazon fulfillment center ${shipment.warehouseId}`,
      '',
      `Handling units (cartons): ${boxes}`,
      `Total weight: ${weight.toFixed(2)} lb`,
      `Freight charges: prepaid (Amazon Partnered Carrier)`,
      '',
      'Shipper signature: ____________________    Carrier signature: ____________________',
    ]);
    return reply.type('application/pdf').send(pdf);
  });
}
