import { describe, expect, it } from 'vitest';
import { toSafeCsv, toUploadErrorRows } from './imports.js';
import {
  checkTrackingIdCount,
  getBoxContentTemplateCsv,
  getDimensionTemplateCsv,
  getExpiryTemplateCsv,
  getTrackingIdTemplateCsv,
  judgeBoxContent,
  judgeDimensions,
  judgeExpiryDates,
  newBoxCountOf,
  parseImportDate,
  parsePastedTrackingIds,
  parsePositiveDecimal,
  readImportColumns,
  readTrackingIdSheets,
  SHIPMENT_IMPORT_FILE_NAMES,
  shipmentImportMessages as m,
  BOX_CONTENT_COLUMNS,
  DIMENSION_COLUMNS,
  EXPIRY_COLUMNS,
} from './shipment-imports.js';

const sheet = (rows: string[][], name = '') => [{ name, rows }];
const reasons = (errors: { row: number; reason: string }[]) => errors.map((e) => [e.row, e.reason]);

describe('shipment import names and messages', () => {
  it('quotes the spec', () => {
    expect(SHIPMENT_IMPORT_FILE_NAMES).toMatchObject({
      expiryTemplate: 'Bulk_Upload_Exp_Sample.csv',
      expiryErrors: 'Expiry_Date_Error_List.csv',
      boxContentTemplate: 'Bulk_Upload_Sample_File.csv',
      boxContentErrors: 'Box_Content_Error_List.csv',
      dimensionErrors: 'Dimension_Error_List.csv',
    });
    expect(m.boxNumberMissing(4)).toBe('Box Number 4 is missing');
    expect(m.boxNotInShipment(9)).toBe('Box No 9 in not exists in the Shipment');
    expect(m.boxDuplicated(2)).toBe('Box No 2 in duplicated');
    expect(m.lessTrackingIds(3)).toBe('Less Tracking Ids found, Must be equal to 3');
    expect(m.extraTrackingIds(3)).toBe('Extra Tracking Ids found, Must be equal to 3');
  });

  it('writes templates whose rows the imports read back', () => {
    const read = (csv: string) =>
      csv
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
    expect(readImportColumns(sheet(read(getBoxContentTemplateCsv())), BOX_CONTENT_COLUMNS).rows).toEqual([
      { row: 2, sku: 'EXAMPLE-SKU-1', boxNumber: '1', quantity: '10' },
    ]);
    expect(readImportColumns(sheet(read(getDimensionTemplateCsv())), DIMENSION_COLUMNS).rows).toEqual([
      { row: 2, boxNumber: '1', length: '18', width: '14', height: '12', weight: '8' },
    ]);
    expect(readImportColumns(sheet(read(getExpiryTemplateCsv())), EXPIRY_COLUMNS).rows).toEqual([
      { row: 2, sku: 'EXAMPLE-SKU-1', expDate: '12-31-2030' },
    ]);
    expect(readTrackingIdSheets(sheet(read(getTrackingIdTemplateCsv())), 1)).toEqual({
      trackingIds: ['1Z999AA10123456784'],
    });
  });
});

describe('reading columns', () => {
  it('finds columns by header in any order, else by position, skipping blank rows', () => {
    const byHeader = readImportColumns(
      sheet([['Quantity', 'seller sku', 'BOX NO.'], ['3', 'A', '1'], [], ['', '', '']]),
      BOX_CONTENT_COLUMNS,
    );
    expect(byHeader.rows).toEqual([{ row: 2, sku: 'A', boxNumber: '1', quantity: '3' }]);
    const byPosition = readImportColumns(sheet([['A', '1', '3']]), BOX_CONTENT_COLUMNS);
    expect(byPosition.rows).toEqual([{ row: 1, sku: 'A', boxNumber: '1', quantity: '3' }]);
    const sheets = readImportColumns(
      [
        {
          name: 'One',
          rows: [
            ['Seller SKU', 'Box No.', 'Quantity'],
            ['A', '1', '1'],
          ],
        },
        {
          name: 'Two',
          rows: [
            ['Seller SKU', 'Box No.', 'Quantity'],
            ['B', '2', '2'],
          ],
        },
      ],
      BOX_CONTENT_COLUMNS,
    );
    expect(sheets.rows.map((r) => [r.sheet, r.row, r.sku])).toEqual([
      ['One', 2, 'A'],
      ['Two', 2, 'B'],
    ]);
  });

  it('reads positive decimals within the dimension limit', () => {
    expect(parsePositiveDecimal('12.5')).toBe(12.5);
    expect(parsePositiveDecimal('.5')).toBe(0.5);
    expect(parsePositiveDecimal('0')).toBeUndefined();
    expect(parsePositiveDecimal('-1')).toBeUndefined();
    expect(parsePositiveDecimal('1e3')).toBeUndefined();
    expect(parsePositiveDecimal('10001')).toBeUndefined();
    expect(parsePositiveDecimal('')).toBeUndefined();
  });
});

describe('box content import', () => {
  const items = [
    { id: 'i-a', sellerSku: 'MUG-A', quantityShipped: 20, quantityBoxed: 5 },
    { id: 'i-b', sellerSku: 'MUG-B', quantityShipped: 10, quantityBoxed: 0 },
  ];
  const boxes = [
    { id: 'b-1', number: 1, units: 5 },
    { id: 'b-2', number: 2, units: 0 },
  ];
  const judge = (rows: string[][]) =>
    judgeBoxContent(
      readImportColumns(sheet([['Seller SKU', 'Box No.', 'Quantity'], ...rows]), BOX_CONTENT_COLUMNS).rows,
      {
        items,
        boxes,
      },
    );

  it('takes rows into existing and the next new boxes', () => {
    const result = judge([
      ['mug-a', '1', '5'],
      ['MUG-B', '3', '4'],
      ['MUG-B', '4', '6'],
    ]);
    expect(result.errors).toEqual([]);
    expect(result.stats).toEqual({ total: 3, valid: 3, invalid: 0 });
    expect(result.valid).toEqual([
      { row: 2, sellerSku: 'MUG-A', boxNumber: 1, boxId: 'b-1', itemId: 'i-a', itemQuantity: 5 },
      { row: 3, sellerSku: 'MUG-B', boxNumber: 3, boxId: null, itemId: 'i-b', itemQuantity: 4 },
      { row: 4, sellerSku: 'MUG-B', boxNumber: 4, boxId: null, itemId: 'i-b', itemQuantity: 6 },
    ]);
    expect(newBoxCountOf(result.valid, 2)).toBe(2);
  });

  it('refuses each row with the spec reason', () => {
    const result = judge([
      ['MUG-A', '1', '0'],
      ['MUG-A', '1', 'x'],
      ['MUG-A', '0', '1'],
      ['MUG-A', '-2', '1'],
      ['NOPE', '1', '1'],
      ['', '1', '1'],
      ['MUG-A', '1', '16'],
      ['MUG-B', '5', '1'],
      ['MUG-B', '2', '10'],
      ['MUG-B', '2', '1'],
    ]);
    expect(reasons(result.errors)).toEqual([
      [2, m.quantityInvalid],
      [3, m.quantityInvalid],
      [4, m.boxNumberInvalid],
      [5, m.boxNumberInvalid],
      [6, m.boxContentSkuNotFound],
      [7, m.boxContentSkuNotFound],
      [8, m.quantityOverLimit],
      [9, 'Box Number 3 is missing'],
      [11, m.quantityOverLimit],
    ]);
    expect(result.stats).toEqual({ total: 10, valid: 1, invalid: 9 });
  });

  it('counts a SKU over all its rows and a box over its units', () => {
    const over = judge([
      ['MUG-A', '1', '10'],
      ['MUG-A', '2', '6'],
    ]);
    expect(reasons(over.errors)).toEqual([[3, m.quantityOverLimit]]);
    const full = judgeBoxContent([{ row: 1, sku: 'MUG-A', boxNumber: '1', quantity: '10' }], {
      items: [{ id: 'i', sellerSku: 'MUG-A', quantityShipped: 500, quantityBoxed: 0 }],
      boxes: [{ id: 'b', number: 1, units: 145 }],
    });
    expect(reasons(full.errors)).toEqual([[1, m.boxFull]]);
  });

  it('keeps new box numbers without gaps, whatever the row order', () => {
    const result = judge([
      ['MUG-B', '4', '1'],
      ['MUG-B', '3', '1'],
      ['MUG-B', '6', '1'],
    ]);
    expect(reasons(result.errors)).toEqual([[4, 'Box Number 5 is missing']]);
    expect(result.valid.map((l) => l.boxNumber)).toEqual([4, 3]);
    // A new box whose only row is refused leaves later new boxes waiting for it.
    const gap = judge([
      ['MUG-B', '3', '11'],
      ['MUG-B', '4', '1'],
    ]);
    expect(reasons(gap.errors)).toEqual([
      [2, m.quantityOverLimit],
      [3, 'Box Number 3 is missing'],
    ]);
    expect(gap.valid).toEqual([]);
  });

  it('writes a CSV-injection safe error list', () => {
    const result = judge([['=HYPERLINK("x")', '1', '1']]);
    const csv = toSafeCsv(toUploadErrorRows(result.errors));
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('dimension import', () => {
  const boxes = [
    { id: 'b-1', number: 1 },
    { id: 'b-2', number: 2 },
    { id: 'b-3', number: 3 },
  ];
  const judge = (rows: string[][]) =>
    judgeDimensions(
      readImportColumns(
        sheet([['Box No.', 'Length (IN)', 'Width (IN)', 'Height (IN)', 'Empty Box Weight (OZ)'], ...rows]),
        DIMENSION_COLUMNS,
      ).rows,
      boxes,
    );

  it('takes valid rows with the box id and ounces', () => {
    const result = judge([['1', '18', '14', '12.5', '8']]);
    expect(result.valid).toEqual([
      { row: 2, boxNumber: 1, boxId: 'b-1', length: 18, width: 14, height: 12.5, weight: 8 },
    ]);
    expect(result.stats).toEqual({ total: 1, valid: 1, invalid: 0 });
  });

  it('refuses each row with the spec reason', () => {
    const result = judge([
      ['', '1', '1', '1', '1'],
      ['abc', '1', '1', '1', '1'],
      ['0', '1', '1', '1', '1'],
      ['9', '1', '1', '1', '1'],
      ['2', '1', '1', '1', '1'],
      ['2', '1', '1', '1', '1'],
      ['3', '1', '0', '1', '1'],
      ['1', '1', '1', '1', ''],
    ]);
    expect(reasons(result.errors)).toEqual([
      [2, m.boxNumberRequired],
      [3, m.boxNumberNotValid],
      [4, m.boxNumberNotValid],
      [5, 'Box No 9 in not exists in the Shipment'],
      [6, 'Box No 2 in duplicated'],
      [7, 'Box No 2 in duplicated'],
      [8, m.dimensionInvalid],
      [9, m.dimensionInvalid],
    ]);
    expect(result.errors[0]).toMatchObject({ sku: '' });
    expect(toUploadErrorRows(result.errors, 'Box No.')[0]).toEqual(['Row', 'Box No.', 'Reason']);
  });

  it('names every reason of a row: a duplicated or unknown box with a zero length says both', () => {
    const result = judge([
      ['2', '0', '1', '1', '1'],
      ['2', '1', '1', '1', '1'],
      ['9', '1', '1', '', '1'],
    ]);
    expect(reasons(result.errors)).toEqual([
      [2, `Box No 2 in duplicated; ${m.dimensionInvalid}`],
      [3, 'Box No 2 in duplicated'],
      [4, `Box No 9 in not exists in the Shipment; ${m.dimensionInvalid}`],
    ]);
    expect(result.stats).toEqual({ total: 3, valid: 0, invalid: 3 });
  });
});

describe('expiry import', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const items = [
    { id: 'i-a', sellerSku: 'MILK', expirable: true },
    { id: 'i-b', sellerSku: 'MUG', expirable: false },
  ];
  const judge = (rows: string[][]) =>
    judgeExpiryDates(
      readImportColumns(sheet([['Seller SKU', 'Exp. Date [MM-DD-YYYY]'], ...rows]), EXPIRY_COLUMNS).rows,
      items,
      now,
    );

  it('reads MM-DD-YYYY and workbook dates', () => {
    expect(parseImportDate('12-31-2027')).toBe('2027-12-31');
    expect(parseImportDate('1/2/2027')).toBe('2027-01-02');
    expect(parseImportDate('2027-01-02')).toBe('2027-01-02');
    expect(parseImportDate('02-30-2027')).toBeUndefined();
    expect(parseImportDate('31-12-2027')).toBeUndefined();
    expect(parseImportDate('soon')).toBeUndefined();
  });

  it('takes valid rows and refuses with the four spec reasons', () => {
    const result = judge([
      ['milk', '12-31-2027'],
      ['MILK', '13-01-2027'],
      ['MILK', '06-01-2026'],
      ['NOPE', '12-31-2027'],
      ['MUG', '12-31-2027'],
      ['MILK', '11-30-2027'],
    ]);
    expect(result.valid).toEqual([{ row: 2, sellerSku: 'MILK', _id: 'i-a', expDate: '2027-12-31' }]);
    expect(reasons(result.errors)).toEqual([
      [3, m.expiryIncorrect],
      [4, m.expiryInPast],
      [5, m.expirySkuNotFound],
      [6, m.expiryNotExpirable],
      [7, m.skuRepeated(2)],
    ]);
    expect(m.expiryNotExpirable).toBe('Expiry date is provided for non expiray product');
  });
});

describe('tracking id import', () => {
  it('reads the Tracking_Id column and checks the count', () => {
    expect(
      readTrackingIdSheets(
        sheet([
          ['Box', 'Tracking_Id'],
          ['1', 'T1'],
          ['2', ''],
          ['3', 'T2'],
        ]),
        2,
      ),
    ).toEqual({
      trackingIds: ['T1', 'T2'],
    });
    expect(readTrackingIdSheets(sheet([['Tracking'], ['T1']]), 1)).toEqual({ trackingIds: ['T1'] });
    expect(readTrackingIdSheets(sheet([['Id'], ['T1']]), 1)).toEqual({ error: m.noTrackingIdColumn });
    expect(readTrackingIdSheets(sheet([['Tracking_Id']]), 1)).toEqual({ error: m.noData });
    expect(readTrackingIdSheets(sheet([['Tracking_Id'], ['T1']]), 2)).toEqual({ error: m.lessTrackingIds(2) });
    expect(readTrackingIdSheets(sheet([['Tracking_Id'], ['T1'], ['T2']]), 1)).toEqual({ error: m.extraTrackingIds(1) });
    expect(readTrackingIdSheets(sheet([['Tracking_Id'], ['x'.repeat(101)]]), 1)).toEqual({
      error: m.trackingIdTooLong,
    });
  });

  it('reads pasted ids separated by commas or by whitespace and tabs', () => {
    expect(parsePastedTrackingIds('T1,T2, T3', 3)).toEqual({ trackingIds: ['T1', 'T2', 'T3'] });
    expect(parsePastedTrackingIds('T1 T2\tT3', 3)).toEqual({ trackingIds: ['T1', 'T2', 'T3'] });
    expect(parsePastedTrackingIds('  T1  ', 1)).toEqual({ trackingIds: ['T1'] });
    expect(parsePastedTrackingIds('T1\nT2', 2)).toEqual({ error: m.pasteNotInForm });
    expect(parsePastedTrackingIds('T1,T2 T3', 3)).toEqual({ error: m.pasteMixedSeparators });
    expect(parsePastedTrackingIds('T1,,T3', 3)).toEqual({ error: m.pasteNotInForm });
    expect(parsePastedTrackingIds('   ', 1)).toEqual({ error: m.trackingIdRequired });
    expect(parsePastedTrackingIds('T1 T2', 3)).toEqual({ error: 'Less Tracking Ids found, Must be equal to 3' });
    expect(parsePastedTrackingIds('T1,T2,T3,T4', 3)).toEqual({ error: 'Extra Tracking Ids found, Must be equal to 3' });
    expect(checkTrackingIdCount(1, 0)).toBe(m.noBoxes);
  });
});
