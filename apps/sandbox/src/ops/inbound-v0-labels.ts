import { createHmac } from 'node:crypto';
import bwipjs from 'bwip-js/node';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import type { SandboxContext } from '../context.js';
import { findFulfillmentCenter } from '../data/fulfillment-centers.js';
import type { Shipment } from '../data/generate.js';
import type { DemoSeller } from '../data/sellers.js';
import { sendErrors, sendNotFound } from '../errors.js';
import { checkEnum, InvalidInput, readInteger, readList, readString } from '../params.js';
import type { ShipmentRecord } from '../inbound/types.js';
import { registerSpApiRoute } from '../sp-api.js';
import { checkQuery, loadModel } from '../swagger.js';

const V0_MODEL = loadModel('fulfillmentInboundV0.json');

export const PAGE_TYPES = [
  'PackageLabel_Letter_2',
  'PackageLabel_Letter_4',
  'PackageLabel_Letter_6',
  'PackageLabel_Letter_6_CarrierLeft',
  'PackageLabel_A4_2',
  'PackageLabel_A4_4',
  'PackageLabel_Plain_Paper',
  'PackageLabel_Plain_Paper_CarrierBottom',
  'PackageLabel_Thermal',
  'PackageLabel_Thermal_Unified',
  'PackageLabel_Thermal_NonPCP',
  'PackageLabel_Thermal_No_Carrier_Rotation',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
const LABEL_TYPES = ['BARCODE_2D', 'UNIQUE', 'PALLET'] as const;
type LabelType = (typeof LABEL_TYPES)[number];

/** Amazon prints four identical labels per pallet (the model's NumberOfPallets says so). */
export const LABELS_PER_PALLET = 4;
/** Amazon's URLs live 15 seconds; the sandbox gives a minute so a slow test machine is not refused. */
const URL_TTL_MS = 60_000;
const MAX_PACKAGES = 999;
const MAX_PALLETS = 999;

/** What one label document shows: everything comes from the request, so the URL needs no stored state. */
interface LabelRequest {
  /** seller, shipment, label type, page type */
  s: string;
  sh: string;
  lt: LabelType;
  pt: PageType;
  /** box numbers (UNIQUE, BARCODE_2D) or pallet numbers (PALLET) to print, 1-based */
  n: number[];
  /** the total the labels count up to ('Box 2 of 5', 'PALLET 1 of 3') */
  of: number;
}

// ---- the page types ---------------------------------------------------------------------------

const LETTER = [612, 792] as const;
const A4 = [595.28, 841.89] as const;
const THERMAL = [288, 432] as const;
/** Page size and the grid of labels on it (columns x rows); each label is drawn 4x6 and scaled into its cell. */
const PAGE_LAYOUTS: Record<PageType, { size: readonly [number, number]; cols: number; rows: number }> = {
  PackageLabel_Letter_2: { size: LETTER, cols: 1, rows: 2 },
  PackageLabel_Letter_4: { size: LETTER, cols: 2, rows: 2 },
  PackageLabel_Letter_6: { size: LETTER, cols: 2, rows: 3 },
  PackageLabel_Letter_6_CarrierLeft: { size: LETTER, cols: 2, rows: 3 },
  PackageLabel_A4_2: { size: A4, cols: 1, rows: 2 },
  PackageLabel_A4_4: { size: A4, cols: 2, rows: 2 },
  PackageLabel_Plain_Paper: { size: LETTER, cols: 1, rows: 1 },
  PackageLabel_Plain_Paper_CarrierBottom: { size: LETTER, cols: 1, rows: 1 },
  PackageLabel_Thermal: { size: THERMAL, cols: 1, rows: 1 },
  PackageLabel_Thermal_Unified: { size: THERMAL, cols: 1, rows: 1 },
  PackageLabel_Thermal_NonPCP: { size: THERMAL, cols: 1, rows: 1 },
  PackageLabel_Thermal_No_Carrier_Rotation: { size: THERMAL, cols: 1, rows: 1 },
};

// ---- the document URL ---------------------------------------------------------------------------

function sign(context: SandboxContext, token: string, expires: number): string {
  return createHmac('sha256', context.secret).update(`labels\n${token}\n${expires}`).digest('base64url');
}

function downloadUrl(context: SandboxContext, label: LabelRequest): string {
  const token = Buffer.from(JSON.stringify(label)).toString('base64url');
  const expires = context.now() + URL_TTL_MS;
  return `${context.options.publicUrl}/_labels?document=${token}&expires=${expires}&signature=${sign(context, token, expires)}`;
}

function shipmentOf(context: SandboxContext, seller: DemoSeller, shipmentId: string): Shipment | undefined {
  return (
    context.dataOf(seller).shipmentsById.get(shipmentId) ??
    context.inbound.v0Shipments(seller.sellerId).find((s) => s.info.ShipmentId === shipmentId)
  );
}

/** The box number of an FBA box id of this shipment (FBA15ABCDE12U000003 is box 3), or undefined. */
function boxNumberOf(shipmentId: string, packageId: string): number | undefined {
  const match = /^(.+)U(\d{6})$/.exec(packageId);
  if (!match || match[1] !== shipmentId) return undefined;
  const n = Number(match[2]);
  return n >= 1 ? n : undefined;
}

export function fbaBoxId(shipmentId: string, number: number): string {
  return `${shipmentId}U${String(number).padStart(6, '0')}`;
}

/** A page of `all` by PageStartIndex (0-based) and PageSize, as Amazon pages labels. */
function pageOf(all: number[], start: number | undefined, size: number | undefined): number[] {
  if (start === undefined && size === undefined) return all;
  if (start === undefined || size === undefined)
    throw new InvalidInput('PageSize and PageStartIndex must be given together.');
  if (start >= all.length) throw new InvalidInput(`PageStartIndex ${start} is beyond the ${all.length} labels.`);
  return all.slice(start, start + size);
}

// ---- drawing ------------------------------------------------------------------------------------

type Address = { name?: string; lines: string[] };

function fromAddressOf(shipment: Shipment): Address {
  const a = shipment.info.ShipFromAddress;
  return {
    name: a.Name,
    lines: [
      a.AddressLine1,
      a.AddressLine2,
      `${a.City}, ${a.StateOrProvinceCode} ${a.PostalCode}`,
      a.CountryCode,
    ].filter((l): l is string => Boolean(l)),
  };
}

function toAddressOf(shipment: Shipment): Address {
  const fc = findFulfillmentCenter(shipment.info.DestinationFulfillmentCenterId);
  if (!fc) return { name: shipment.info.DestinationFulfillmentCenterId, lines: [] };
  const a = fc.address;
  return {
    name: `FBA: ${a.name}`,
    lines: [a.addressLine1, `${a.city}, ${a.stateOrProvinceCode} ${a.postalCode}`, a.countryCode],
  };
}

function code128Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 4, height: 18, includetext: false, paddingwidth: 10 });
}

interface OneLabel {
  barcode: string;
  caption: string;
  png: Buffer;
}

/** One 4x6 label (288 x 432 units) at the current origin. */
function drawLabel(doc: PDFKit.PDFDocument, shipment: Shipment, label: OneLabel, kind: LabelType): void {
  const from = fromAddressOf(shipment);
  const to = toAddressOf(shipment);
  doc.lineWidth(1.5).rect(6, 6, 276, 420).stroke();
  const block = (title: string, address: Address, x: number) => {
    doc.font('Helvetica-Bold').fontSize(7).text(title, x, 14, { width: 128 });
    doc.font('Helvetica').fontSize(8);
    if (address.name) doc.text(address.name, x, 24, { width: 128, lineBreak: false, ellipsis: true });
    address.lines.forEach((line, i) =>
      doc.text(line, x, 34 + i * 10, { width: 128, lineBreak: false, ellipsis: true }),
    );
  };
  block('SHIP FROM:', from, 14);
  block('SHIP TO:', to, 150);
  doc.moveTo(6, 82).lineTo(282, 82).stroke();
  doc.font('Helvetica-Bold').fontSize(26).text(shipment.info.DestinationFulfillmentCenterId, 6, 92, {
    width: 276,
    align: 'center',
  });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(kind === 'PALLET' ? 'PALLET LABEL' : 'FBA BOX LABEL', 6, 124, {
      width: 276,
      align: 'center',
    });
  doc.moveTo(6, 140).lineTo(282, 140).stroke();
  // The scannable id: Code 128, its quiet zone drawn in the image's white padding.
  doc.image(label.png, 24, 156, { width: 240, height: 90 });
  doc.font('Helvetica-Bold').fontSize(12).text(label.barcode, 6, 252, { width: 276, align: 'center' });
  doc.moveTo(6, 272).lineTo(282, 272).stroke();
  doc.font('Helvetica-Bold').fontSize(22).text(label.caption, 6, 286, { width: 276, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(shipment.info.ShipmentName, 14, 330, { width: 260, lineBreak: false, ellipsis: true });
  doc.text(`Shipment ${shipment.info.ShipmentId}`, 14, 344, { width: 260 });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('PLEASE LEAVE THIS LABEL UNCOVERED', 6, 396, { width: 276, align: 'center' });
}

/** The labels' PDF: one label per box or four per pallet, laid out on the page type's grid. */
export async function labelsPdf(shipment: Shipment, request: LabelRequest): Promise<Buffer> {
  const shipmentId = shipment.info.ShipmentId;
  const labels: OneLabel[] = [];
  for (const n of request.n) {
    if (request.lt === 'PALLET') {
      const png = await code128Png(shipmentId);
      for (let copy = 0; copy < LABELS_PER_PALLET; copy += 1)
        labels.push({ barcode: shipmentId, caption: `PALLET ${n} of ${request.of}`, png });
    } else {
      const id = fbaBoxId(shipmentId, n);
      labels.push({ barcode: id, caption: `Box ${n} of ${request.of}`, png: await code128Png(id) });
    }
  }
  const layout = PAGE_LAYOUTS[request.pt];
  const [pageWidth, pageHeight] = layout.size;
  const cellWidth = pageWidth / layout.cols;
  const cellHeight = pageHeight / layout.rows;
  const scale = Math.min(cellWidth / THERMAL[0], cellHeight / THERMAL[1]);
  const perPage = layout.cols * layout.rows;
  const doc = new PDFDocument({ size: [pageWidth, pageHeight], margin: 0, autoFirstPage: false });
  doc.info.Title = `${shipmentId} ${request.lt === 'PALLET' ? 'pallet' : 'package'} labels`;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  labels.forEach((label, i) => {
    const slot = i % perPage;
    if (slot === 0) doc.addPage();
    const col = slot % layout.cols;
    const row = Math.floor(slot / layout.cols);
    const x = col * cellWidth + (cellWidth - THERMAL[0] * scale) / 2;
    const y = row * cellHeight + (cellHeight - THERMAL[1] * scale) / 2;
    doc.save().translate(x, y).scale(scale);
    drawLabel(doc, shipment, label, request.lt);
    doc.restore();
  });
  doc.end();
  return done;
}

// ---- Amazon's rules for a v2024-03-20 shipment -----------------------------------------------------

/** Page types the v0 model reserves for Amazon-partnered UPS shipments ("the only valid value for Amazon-partnered shipments in the US that use UPS", "Supports Amazon-partnered shipments with UPS") and for partnered DHL. */
const PARTNERED_ONLY: readonly PageType[] = [
  'PackageLabel_Letter_2',
  'PackageLabel_Thermal',
  'PackageLabel_Thermal_No_Carrier_Rotation',
];
/** Page types the v0 model reserves for non-partnered shipments ("the only valid value for non-Amazon-partnered shipments in the US", "Only for non-Amazon-partnered shipments", "Supports non-Amazon-partnered shipments"). */
const NON_PARTNERED_ONLY: readonly PageType[] = [
  'PackageLabel_Letter_4',
  'PackageLabel_Letter_6',
  'PackageLabel_Plain_Paper',
  'PackageLabel_Thermal_NonPCP',
];

/**
 * getLabels on a shipment created through v2024-03-20: package labels name Amazon's box ids (the
 * boxId listShipmentBoxes gives), in Amazon's words otherwise: 'Provided SellerCartonIds are not
 * valid: [[FBA…U000001]] for Shipment: [FBA…]' (selling-partner-api-models #371, #4084); the page
 * type fits the shipment's carrier as the v0 model's PageType table says; PageSize is required for
 * non-partnered LTL pallet labels (the model's PageSize: "a required parameter for Non-Partnered
 * LTL Shipments").
 */
function checkOwnShipmentLabels(
  shipment: ShipmentRecord,
  query: { pageType: PageType; labelType: LabelType; packageIds: string[] | undefined; pageSize: number | undefined },
): void {
  const option = shipment.transportationOptions?.find(
    (o) => o.transportationOptionId === shipment.confirmedTransportationOptionId,
  );
  const partnered = option?.shippingSolution === 'AMAZON_PARTNERED_CARRIER';
  const fbaId = shipment.shipmentConfirmationId!;
  if (query.labelType !== 'PALLET') {
    if (partnered && NON_PARTNERED_ONLY.includes(query.pageType))
      throw new InvalidInput(`PageType ${query.pageType} is only for non-Amazon-partnered shipments.`);
    if (!partnered && PARTNERED_ONLY.includes(query.pageType))
      throw new InvalidInput(`PageType ${query.pageType} is only for Amazon-partnered shipments.`);
  }
  if (query.packageIds) {
    const known = new Set((shipment.amazonBoxes ?? []).map((b) => b.boxId));
    const invalid = query.packageIds.filter((id) => !known.has(id));
    if (invalid.length > 0)
      throw new InvalidInput(
        `Provided SellerCartonIds are not valid: [[${invalid.join(', ')}]] for Shipment: [${fbaId}]`,
      );
  }
  if (
    query.labelType === 'PALLET' &&
    option?.shippingMode === 'FREIGHT_LTL' &&
    !partnered &&
    query.pageSize === undefined
  )
    throw new InvalidInput('PageSize is required for non-partnered LTL shipments.');
}

// ---- the operation ------------------------------------------------------------------------------

/** Statuses whose labels Amazon no longer gives. */
const NO_LABELS = new Set(['CANCELLED', 'DELETED', 'CLOSED', 'ERROR']);

/**
 * Fulfillment Inbound v0 getLabels: box (UNIQUE, BARCODE_2D) and pallet (PALLET) labels of a
 * shipment the sandbox knows, as `{ payload: { DownloadURL } }`. The URL carries what to draw
 * (signed with the sandbox's saved secret), so it holds no state and survives a restart; the PDF
 * is drawn when it is fetched. See README.md ("Labels").
 */
export function registerInboundV0LabelRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/fba/inbound/v0/shipments/:shipmentId/labels',
    operationId: 'getLabels',
    handler: ({ request, reply, seller }) => {
      const { shipmentId } = request.params as { shipmentId: string };
      // The query first against the v0 model's getLabels parameters (types, enums, required).
      const problems = checkQuery(V0_MODEL, 'getLabels', request.query as Record<string, string | string[]>);
      if (problems.length > 0) throw new InvalidInput(problems.join(' '));
      const pageType = checkEnum('PageType', readString(request, 'PageType', true), PAGE_TYPES);
      const labelType = checkEnum('LabelType', readString(request, 'LabelType', true), LABEL_TYPES);
      const numberOfPackages = readInteger(request, 'NumberOfPackages', 1, MAX_PACKAGES);
      const packageIds = readList(request, 'PackageLabelsToPrint', { max: MAX_PACKAGES });
      const numberOfPallets = readInteger(request, 'NumberOfPallets', 1, MAX_PALLETS);
      const pageSize = readInteger(request, 'PageSize', 1, 1000);
      const pageStartIndex = readInteger(request, 'PageStartIndex', 0, 100_000);
      const shipment = shipmentOf(context, seller, shipmentId);
      if (!shipment) return sendNotFound(reply, `Shipment ${shipmentId} not found.`);
      // The sandbox's own v2024-03-20 shipments follow Amazon's rules for what they are.
      const own = context.inbound.shipmentByConfirmationId(seller.sellerId, shipmentId);
      if (own) checkOwnShipmentLabels(own, { pageType, labelType, packageIds, pageSize });
      if (NO_LABELS.has(shipment.info.ShipmentStatus))
        throw new InvalidInput(`Labels cannot be printed for a shipment in status ${shipment.info.ShipmentStatus}.`);
      let numbers: number[];
      let of: number;
      if (labelType === 'PALLET') {
        if (numberOfPallets === undefined) throw new InvalidInput('NumberOfPallets is required for PALLET labels.');
        if (packageIds || numberOfPackages !== undefined)
          throw new InvalidInput('PALLET labels take NumberOfPallets, not packages.');
        of = numberOfPallets;
        numbers = pageOf(
          Array.from({ length: of }, (_, i) => i + 1),
          pageStartIndex,
          pageSize,
        );
      } else if (packageIds) {
        numbers = packageIds.map((id) => {
          const n = boxNumberOf(shipmentId, id);
          if (n === undefined) throw new InvalidInput(`Package ${id} is not a package of shipment ${shipmentId}.`);
          if (numberOfPackages !== undefined && n > numberOfPackages)
            throw new InvalidInput(`Package ${id} is beyond NumberOfPackages ${numberOfPackages}.`);
          return n;
        });
        if (new Set(numbers).size !== numbers.length)
          throw new InvalidInput('PackageLabelsToPrint lists a package twice.');
        of = numberOfPackages ?? Math.max(...numbers);
        numbers = pageOf(numbers, pageStartIndex, pageSize);
      } else {
        if (numberOfPackages === undefined)
          throw new InvalidInput('NumberOfPackages or PackageLabelsToPrint is required for package labels.');
        of = numberOfPackages;
        numbers = pageOf(
          Array.from({ length: of }, (_, i) => i + 1),
          pageStartIndex,
          pageSize,
        );
      }
      const label: LabelRequest = { s: seller.sellerId, sh: shipmentId, lt: labelType, pt: pageType, n: numbers, of };
      return { payload: { DownloadURL: downloadUrl(context, label) } };
    },
  });

  // The pre-signed URL: no SP-API auth, like S3; its signature and expiry are the access check.
  app.get('/_labels', async (request, reply) => {
    const { document: token, expires, signature } = request.query as Record<string, string | undefined>;
    const denied = (message: string) =>
      reply
        .code(403)
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`,
        );
    const expiresAt = Number(expires);
    if (!token || !expires || !signature || signature !== sign(context, token, expiresAt))
      return denied('Request signature does not match');
    if (expiresAt <= context.now()) return denied('Request has expired');
    const label = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as LabelRequest;
    const seller = context.findSeller(label.s);
    const shipment = seller && shipmentOf(context, seller, label.sh);
    if (!shipment) return sendErrors(reply, 404, { code: 'NoSuchKey', message: 'The specified key does not exist.' });
    const pdf = await labelsPdf(shipment, label);
    return reply.type('application/pdf').send(pdf);
  });
}
