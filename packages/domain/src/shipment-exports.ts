import { ITEM_ERROR_FILTERS, amazonBoxNumber, boxTotalWeight, itemErrorsOf, type WorkbenchItem } from './workbench.js';
import { toSafeCsv } from './imports.js';
import { hasWeight, toPounds } from './shipment-item-rules.js';

/**
 * The shipment's exports (spec document 2, sections 3 and 9; issue 15):
 *
 * - **Export Shipment** (items menu): `Shipment_{id}.csv`, one row per SKU with the spec's
 *   columns. Weights in ounces are divided by 16; Total weight (lb) is the item's weight times its
 *   units, 2 decimals; dates MM/DD/YYYY. 'Total Qty or Qty': the column reads 'Total Qty' on a
 *   case-packed shipment (cases x units per case) and 'Qty' otherwise. 'Boxes': the cases of a
 *   case-packed SKU, otherwise the boxes holding its units. 'SKU Note' stays empty: Stowline keeps
 *   no note per SKU yet. 'Error': the item error rules it breaks (section 8), by their filter names.
 * - **Export Boxes** (box menu; the spec leaves it disabled): the shipment's boxes, one row per
 *   box and SKU, tab-delimited (.tsv): the box id Amazon prints (`{shipment}U000001`), the SKU, its
 *   FNSKU, units (or cases on a case-packed shipment, as Seller Central's 'Case Quantity'), the
 *   expiration date, and the box's gross weight (lb, 2 decimals: the empty box plus its units) and
 *   dimensions (in). An empty box gets one row without a SKU, so every box's weight and size are in
 *   the file. It reads back in any spreadsheet and stays one line per box at 2,000 boxes. Export
 *   Boxes for Amazon is Seller Central's own grid (SKUs down, boxes across): pack-list-export.ts.
 */

export const shipmentExportFileName = (shipmentId: string) => `Shipment_${shipmentId}.csv`;
export const boxContentExportFileName = (shipmentId: string) => `Shipment_${shipmentId}_Box_Content.tsv`;

/** The spec's columns (section 3, 'Shipment export columns'); the quantity column per `areCasesRequired`. */
export function shipmentExportHeader(areCasesRequired: boolean): string[] {
  return [
    'Seller SKU',
    'Asin',
    'FNSKU',
    'Image URL',
    'Title',
    areCasesRequired ? 'Total Qty' : 'Qty',
    'Case Qty',
    'Boxes',
    'Total weight (lb)',
    'Expirable',
    'Exp. Date',
    'Prep',
    'SKU Note',
    'Error',
  ];
}

/** 'YYYY-MM-DD' (or an ISO date-time) as MM/DD/YYYY; '' when missing or unreadable. */
export function formatExportDate(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** A number with 2 decimals, as text ('12.50'). */
const twoDecimals = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

export type ShipmentExportItem = Pick<
  WorkbenchItem,
  | 'sellerSku'
  | 'asin'
  | 'fulfillmentNetworkSku'
  | 'imageUrl'
  | 'title'
  | 'quantityShipped'
  | 'quantityBoxed'
  | 'quantityInCase'
  | 'weight'
  | 'amzExpirable'
  | 'expDate'
  | 'prepDetailsList'
> & {
  /** Boxes holding units of this SKU. */
  boxCount: number;
};

const errorLabel = new Map<string, string>(ITEM_ERROR_FILTERS.map((f) => [f.value, f.label]));

/** Export Shipment's rows, header first, one per SKU in the order given. */
export function toShipmentExportRows(
  items: readonly ShipmentExportItem[],
  areCasesRequired: boolean,
): (string | number)[][] {
  const rows: (string | number)[][] = [shipmentExportHeader(areCasesRequired)];
  for (const item of items) {
    const total = hasWeight(item.weight) ? twoDecimals(toPounds(item.weight) * item.quantityShipped) : '';
    const cases = item.quantityInCase > 0 ? Math.floor(item.quantityShipped / item.quantityInCase) : 0;
    const prep = [...new Set(item.prepDetailsList.map((p) => p.prepInstruction).filter((p) => p && p !== 'NoPrep'))];
    rows.push([
      item.sellerSku,
      item.asin,
      item.fulfillmentNetworkSku,
      item.imageUrl,
      item.title,
      item.quantityShipped,
      areCasesRequired ? item.quantityInCase : '',
      areCasesRequired ? cases : item.boxCount,
      total,
      item.amzExpirable ? 'Yes' : 'No',
      formatExportDate(item.expDate),
      prep.length ? prep.join(', ') : 'No Prep',
      '',
      itemErrorsOf(item)
        .map((e) => errorLabel.get(e) ?? e)
        .join(', '),
    ]);
  }
  return rows;
}

export function toShipmentExportCsv(items: readonly ShipmentExportItem[], areCasesRequired: boolean): string {
  return toSafeCsv(toShipmentExportRows(items, areCasesRequired));
}

/** One box as the box-content export reads it. */
export interface BoxContentExportBox {
  number: number;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  weightUnit: 'pounds' | 'ounces' | null;
  items: {
    sellerSku: string;
    fnsku: string;
    quantity: number;
    quantityInCase: number;
    expDate: string | null;
    weight: { value: number | null; unit: 'pounds' | 'ounces' | null };
  }[];
}

export function boxContentExportHeader(areCasesRequired: boolean): string[] {
  return [
    'Shipment ID',
    'Box ID',
    'Box No.',
    'Merchant SKU',
    'FNSKU',
    areCasesRequired ? 'Case Quantity' : 'Unit Quantity',
    'Expiration Date (MM/DD/YYYY)',
    'Box weight (lb)',
    'Box width (in)',
    'Box length (in)',
    'Box height (in)',
  ];
}

const dimension = (value: number | null) => (value !== null && value > 0 ? String(value) : '');

/** Export Boxes for Amazon's rows, header first: one per box and SKU, boxes by number. */
export function toBoxContentRows(
  shipmentId: string,
  boxes: readonly BoxContentExportBox[],
  areCasesRequired: boolean,
): string[][] {
  const rows: string[][] = [boxContentExportHeader(areCasesRequired)];
  for (const box of [...boxes].sort((a, b) => a.number - b.number)) {
    const total = boxTotalWeight({ weight: box.weight, weightUnit: box.weightUnit }, box.items);
    const boxFacts = [
      total === null ? '' : twoDecimals(total),
      dimension(box.width),
      dimension(box.length),
      dimension(box.height),
    ];
    const head = [shipmentId, `${shipmentId}${amazonBoxNumber(box.number)}`, String(box.number)];
    if (!box.items.length) rows.push([...head, '', '', '0', '', ...boxFacts]);
    for (const item of box.items) {
      const quantity =
        areCasesRequired && item.quantityInCase > 0 ? item.quantity / item.quantityInCase : item.quantity;
      rows.push([...head, item.sellerSku, item.fnsku, String(quantity), formatExportDate(item.expDate), ...boxFacts]);
    }
  }
  return rows;
}

const TSV_INJECTION_START = /^[=+\-@]/;

/**
 * Tab-delimited text: a tab or line break inside a cell becomes a space (a TSV has no quoting),
 * and text a spreadsheet would run as a formula gets a leading single quote. CRLF line ends.
 */
export function toSafeTsv(rows: readonly (readonly string[])[]): string {
  const cell = (text: string) => {
    const flat = text.replace(/[\t\r\n]+/g, ' ');
    return TSV_INJECTION_START.test(flat) ? `'${flat}` : flat;
  };
  return `${rows.map((row) => row.map(cell).join('\t')).join('\r\n')}\r\n`;
}

export function toBoxContentTsv(
  shipmentId: string,
  boxes: readonly BoxContentExportBox[],
  areCasesRequired: boolean,
): string {
  return toSafeTsv(toBoxContentRows(shipmentId, boxes, areCasesRequired));
}
