import { describe, expect, it } from 'vitest';
import { packListBoxColumns, packListFileName, toPackListRows, type PackListItem } from './pack-list-export.js';
import type { BoxContentExportBox } from './shipment-exports.js';

const shipment = { shipmentId: 'FBA15ABCDE', name: 'Mugs', shipTo: 'ABE8', areCasesRequired: false };
const item = (sellerSku: string, quantityShipped: number, extra: Partial<PackListItem> = {}): PackListItem => ({
  sellerSku,
  title: `Title ${sellerSku}`,
  asin: `B0${sellerSku}`,
  fulfillmentNetworkSku: `X0${sellerSku}`,
  condition: 11,
  quantityShipped,
  prepDetailsList: [],
  ...extra,
});
const box = (
  number: number,
  contents: [string, number, string | null][],
  facts: Partial<BoxContentExportBox> = {},
) => ({
  number,
  length: null,
  width: null,
  height: null,
  weight: null,
  weightUnit: null,
  items: contents.map(([sellerSku, quantity, expDate]) => ({
    sellerSku,
    fnsku: `X0${sellerSku}`,
    quantity,
    quantityInCase: 0,
    expDate,
    weight: { value: 0.5, unit: 'pounds' as const },
  })),
  ...facts,
});

describe('the pack list for Seller Central (Export Boxes for Amazon)', () => {
  it('is a grid: the head, the SKUs down, two columns a box across, and the box weight and size rows', () => {
    const rows = toPackListRows(
      shipment,
      [item('RED', 8), item('BLUE', 20, { prepDetailsList: [{ prepInstruction: 'Labeling', prepOwner: 'SELLER' }] })],
      [
        box(2, [], { length: 10, width: 8, height: 6, weight: 8, weightUnit: 'ounces' }),
        box(
          1,
          [
            ['BLUE', 12, '2027-03-31'],
            ['RED', 3, null],
          ],
          { length: 12, width: 10, height: 8, weight: 1, weightUnit: 'pounds' },
        ),
      ],
    );
    expect(rows.slice(0, 8)).toEqual([
      ['Shipment ID', 'FBA15ABCDE'],
      ['Name', 'Mugs'],
      ['Plan ID', ''],
      ['Ship To', 'ABE8'],
      ['Total SKUs', '2'],
      ['Total Units', '28'],
      ['Pack list', '1 of 1'],
      [],
    ]);
    expect(rows[8]).toEqual([
      'Merchant SKU',
      'Title',
      'ASIN',
      'FNSKU',
      'external-id',
      'Condition',
      'Who will prep?',
      'Prep Type',
      'Who will label?',
      'Shipped',
      'FBA15ABCDEU000001 - Unit Quantity',
      'FBA15ABCDEU000001 Expiration Date (mm/dd/yy)',
      'FBA15ABCDEU000002 - Unit Quantity',
      'FBA15ABCDEU000002 Expiration Date (mm/dd/yy)',
    ]);
    // SKUs by seller SKU; a SKU not in a box leaves its cells empty.
    expect(rows.slice(9, 11)).toEqual([
      ['BLUE', 'Title BLUE', 'B0BLUE', 'X0BLUE', '', 'New', '--', '--', 'Merchant', '20', '12', '03/31/27', '', ''],
      ['RED', 'Title RED', 'B0RED', 'X0RED', '', 'New', '--', '--', '--', '8', '3', '', '', ''],
    ]);
    const blanks = Array<string>(9).fill('');
    // Box 1: 1 lb + 15 x 0.5 lb = 8.50 lb; box 2 (empty): its 8 oz.
    expect(rows.slice(11)).toEqual([
      [],
      ['Box weight (lb)', ...blanks, '8.50', '', '0.50', ''],
      ['Box width (inch)', ...blanks, '10', '', '8', ''],
      ['Box length (inch)', ...blanks, '12', '', '10', ''],
      ['Box height (inch)', ...blanks, '8', '', '6', ''],
    ]);
  });

  it('counts cases under Case Quantity on a case-packed shipment', () => {
    const cased = box(1, [['CASE', 12, null]]);
    cased.items[0]!.quantityInCase = 6;
    const rows = toPackListRows({ ...shipment, areCasesRequired: true }, [item('CASE', 24)], [cased]);
    expect(rows[8]!.slice(10)).toEqual([
      'FBA15ABCDEU000001 - Case Quantity',
      'FBA15ABCDEU000001 Expiration Date (mm/dd/yy)',
    ]);
    expect(rows[9]!.slice(9)).toEqual(['24', '2', '']);
  });

  it('names the prep and who does it, and the file after the shipment', () => {
    const rows = toPackListRows(
      shipment,
      [
        item('POLY', 4, {
          prepDetailsList: [
            { prepInstruction: 'Polybagging', prepOwner: 'SELLER' },
            { prepInstruction: 'Labeling', prepOwner: 'AMAZON' },
          ],
        }),
      ],
      [],
    );
    expect(rows[9]!.slice(6, 9)).toEqual(['Merchant', 'Polybagging', 'Amazon']);
    expect(packListBoxColumns('FBA1', 12, false)[0]).toBe('FBA1U000012 - Unit Quantity');
    expect(packListFileName('FBA15ABCDE')).toBe('Shipment_FBA15ABCDE_Pack_List.tsv');
  });
});
