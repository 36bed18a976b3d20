import { describe, expect, it } from 'vitest';
import {
  boxContentExportFileName,
  formatExportDate,
  shipmentExportFileName,
  toBoxContentRows,
  toBoxContentTsv,
  toShipmentExportCsv,
  toShipmentExportRows,
  toSafeTsv,
  type BoxContentExportBox,
  type ShipmentExportItem,
} from './shipment-exports.js';

const item = (changes: Partial<ShipmentExportItem> = {}): ShipmentExportItem => ({
  sellerSku: 'MUG-01',
  asin: 'B000MUG001',
  fulfillmentNetworkSku: 'X00MUG0001',
  imageUrl: 'https://images.example/mug.jpg',
  title: 'Stoneware mug',
  quantityShipped: 12,
  quantityBoxed: 12,
  quantityInCase: 0,
  weight: { value: 10, unit: 'ounces' },
  amzExpirable: false,
  expDate: null,
  prepDetailsList: [],
  boxCount: 2,
  ...changes,
});

describe('Export Shipment', () => {
  it('is named Shipment_{id} and has the spec’s columns, Qty on a loose-pack shipment', () => {
    expect(shipmentExportFileName('FBA15ABC')).toBe('Shipment_FBA15ABC.csv');
    const [header, row] = toShipmentExportRows([item()], false);
    expect(header).toEqual([
      'Seller SKU',
      'Asin',
      'FNSKU',
      'Image URL',
      'Title',
      'Qty',
      'Case Qty',
      'Boxes',
      'Total weight (lb)',
      'Expirable',
      'Exp. Date',
      'Prep',
      'SKU Note',
      'Error',
    ]);
    // 10 oz x 12 units = 120 oz = 7.5 lb, 2 decimals.
    expect(row).toEqual([
      'MUG-01',
      'B000MUG001',
      'X00MUG0001',
      'https://images.example/mug.jpg',
      'Stoneware mug',
      12,
      '',
      2,
      '7.50',
      'No',
      '',
      'No Prep',
      '',
      '',
    ]);
  });

  it('rounds totals to 2 decimals, dates MM/DD/YYYY, cases on a case-packed shipment, and names the errors', () => {
    const [header, cased, missing] = toShipmentExportRows(
      [
        item({
          quantityShipped: 24,
          quantityBoxed: 12,
          quantityInCase: 6,
          weight: { value: 1.333, unit: 'pounds' },
          amzExpirable: true,
          expDate: '2027-03-09',
          prepDetailsList: [
            { prepInstruction: 'Polybagging', prepOwner: 'SELLER' },
            { prepInstruction: 'Labeling', prepOwner: 'SELLER' },
          ],
        }),
        item({ sellerSku: 'NO-WEIGHT', weight: { value: null, unit: null }, amzExpirable: true }),
      ],
      true,
    );
    expect(header![5]).toBe('Total Qty');
    // 1.333 lb x 24 = 31.992 → 31.99; 24 units in cases of 6 = 4 boxes.
    expect(cased!.slice(5, 12)).toEqual([24, 6, 4, '31.99', 'Yes', '03/09/2027', 'Polybagging, Labeling']);
    expect(cased![13]).toBe('Quantity To Box');
    expect(missing![8]).toBe('');
    expect(missing![13]).toBe('Missing Weight, Missing Expiry');
  });

  it('writes a CSV a spreadsheet cannot run as formulas', () => {
    const csv = toShipmentExportCsv([item({ title: '=HYPERLINK("x")' })], false);
    expect(csv.startsWith('\uFEFF"Seller SKU"')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('formats only readable dates', () => {
    expect(formatExportDate('2026-12-31')).toBe('12/31/2026');
    expect(formatExportDate('2026-01-05T10:00:00.000Z')).toBe('01/05/2026');
    expect(formatExportDate(null)).toBe('');
    expect(formatExportDate('soon')).toBe('');
  });
});

const box = (number: number, changes: Partial<BoxContentExportBox> = {}): BoxContentExportBox => ({
  number,
  length: 18,
  width: 14,
  height: 12,
  weight: 16,
  weightUnit: 'ounces',
  items: [],
  ...changes,
});
const boxItem = (sellerSku: string, quantity: number, changes: Partial<BoxContentExportBox['items'][number]> = {}) => ({
  sellerSku,
  fnsku: `X00${sellerSku}`,
  quantity,
  quantityInCase: 0,
  expDate: null,
  weight: { value: 0.5, unit: 'pounds' as const },
  ...changes,
});

describe('Export Boxes for Amazon', () => {
  it('has one row per box and SKU with the box id Amazon prints, its gross weight and dimensions', () => {
    expect(boxContentExportFileName('FBA15ABC')).toBe('Shipment_FBA15ABC_Box_Content.tsv');
    const rows = toBoxContentRows(
      'FBA15ABC',
      [
        box(2, { items: [boxItem('B', 4, { expDate: '2027-01-02' })] }),
        box(1, { items: [boxItem('A', 10), boxItem('B', 2)] }),
        box(3, { length: null, weight: null, weightUnit: null }),
      ],
      false,
    );
    expect(rows[0]).toEqual([
      'Shipment ID',
      'Box ID',
      'Box No.',
      'Merchant SKU',
      'FNSKU',
      'Unit Quantity',
      'Expiration Date (MM/DD/YYYY)',
      'Box weight (lb)',
      'Box width (in)',
      'Box length (in)',
      'Box height (in)',
    ]);
    // Box 1: 1 lb empty + 12 units x 0.5 lb = 7 lb; box 2: 1 + 2 = 3 lb; box 3 empty, no weight or length.
    expect(rows.slice(1)).toEqual([
      ['FBA15ABC', 'FBA15ABCU000001', '1', 'A', 'X00A', '10', '', '7.00', '14', '18', '12'],
      ['FBA15ABC', 'FBA15ABCU000001', '1', 'B', 'X00B', '2', '', '7.00', '14', '18', '12'],
      ['FBA15ABC', 'FBA15ABCU000002', '2', 'B', 'X00B', '4', '01/02/2027', '3.00', '14', '18', '12'],
      ['FBA15ABC', 'FBA15ABCU000003', '3', '', '', '0', '', '', '14', '', '12'],
    ]);
  });

  it('counts cases on a case-packed shipment, as Seller Central’s Case Quantity', () => {
    const rows = toBoxContentRows('FBA1', [box(1, { items: [boxItem('A', 12, { quantityInCase: 6 })] })], true);
    expect(rows[0]![5]).toBe('Case Quantity');
    expect(rows[1]![5]).toBe('2');
  });

  it('writes tab-delimited text with no tab, line break or formula from a cell', () => {
    expect(
      toSafeTsv([
        ['a\tb', 'c\r\nd', '=SUM(A1)', '-5'],
        ['x', '', '@me', 'y'],
      ]),
    ).toBe("a b\tc d\t'=SUM(A1)\t'-5\r\nx\t\t'@me\ty\r\n");
    const tsv = toBoxContentTsv('FBA1', [box(1, { items: [boxItem('A', 1)] })], false);
    expect(tsv.split('\r\n')).toHaveLength(3);
    expect(tsv.split('\r\n')[1]!.split('\t')).toHaveLength(11);
  });
});
