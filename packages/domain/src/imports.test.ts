import { describe, expect, it } from 'vitest';
import {
  completeFbaTypeUpload,
  completeShipSkuUpload,
  FBA_TYPE_SPELLINGS,
  getBulkDataTemplateCsv,
  getFbaTypeTemplateCsv,
  getSkuTemplateCsv,
  IMPORT_FILE_NAMES,
  IMPORT_LIMITS,
  importFileMessages,
  importMessages,
  parseFbaTypeRows,
  parseFbaTypeSheets,
  parsePositiveCount,
  parseShipSkuRows,
  parseShipSkuSheets,
  detectOtherModeTemplate,
  toFbaType,
  toUploadErrorRows,
} from './imports.js';

describe('upload messages', () => {
  it('quotes the spec exactly', () => {
    expect(importMessages).toMatchObject({
      skuAlreadyExists: 'SKU already exist in the shipment items.',
      skuNotFound: 'SKU not found on Amazon',
      boxCountInvalid: 'Box Count - Missing or invalid',
      quantityInvalid: 'Quantity - Missing or invalid',
      inABoxInvalid: 'In a Box - Missing or invalid',
      inABoxLimit: 'In a Box - Limit exceeded (Max : 150)',
      emptyFile: 'The uploaded file is empty. Please choose a valid file',
      fbaTypeInvalid: 'Provided FBA Type is empty or invalid',
      fbaSellerSkuNotFound: 'Provided Seller SKU is not found on Amazon',
      fbaSellerSkuMissing: 'Please provide a valid seller sku',
    });
    expect(importMessages.fbaEmptyFile).toContain('empty or invalid');
  });

  it('names the limits in the file messages', () => {
    expect(importFileMessages.tooLarge()).toBe('The file is larger than 10 MB');
    expect(importFileMessages.tooManyRows()).toBe('The file has more than 100,000 rows');
    expect(importFileMessages.tooManyColumns()).toBe('The file has more than 200 columns');
    expect(importFileMessages.cellTooLong(12, undefined)).toBe('A cell in row 12 has more than 10,000 characters');
    expect(importFileMessages.cellTooLong(3, 'Sheet2')).toBe(
      "A cell in row 3 of sheet 'Sheet2' has more than 10,000 characters",
    );
    expect(importFileMessages.tooLarge({ ...IMPORT_LIMITS, maxBytes: 512 * 1024 })).toBe(
      'The file is larger than 0.5 MB',
    );
    expect(importFileMessages.wrongType).toBe('Upload a .csv or .xlsx file');
  });

  it('spells the file names as the spec does', () => {
    expect(IMPORT_FILE_NAMES).toEqual({
      skuTemplate: 'sample_sku_template.csv',
      bulkDataTemplate: 'Uplaod_Bulk_Data.csv',
      uploadErrors: 'Uploaded_Error_List.csv',
      fbaTypeErrors: 'Fba_Types_Error_List.csv',
      fbaTypeTemplate: 'sample_fba_type_template.csv',
    });
  });
});

describe('templates', () => {
  it('gives the Update FBA Type template the columns its upload reads, with a row the upload accepts', () => {
    const rows = getFbaTypeTemplateCsv()
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual(['SellerSKU', 'FBA Type']);
    expect(parseFbaTypeRows(rows).valid).toEqual([{ row: 2, sku: 'EXAMPLE-SKU-1', fbaType: 'STANDARD' }]);
  });

  it('has the spec columns for each pack mode', () => {
    expect(getSkuTemplateCsv('loose').split('\r\n')[0]).toBe('SellerSKU, Quantity');
    expect(getSkuTemplateCsv('case').split('\r\n')[0]).toBe('SellerSKU, No. of Boxes, In a Box');
    expect(getBulkDataTemplateCsv('loose').split('\r\n')[0]).toBe('SellerSKU,Quantity');
    expect(getBulkDataTemplateCsv('case').split('\r\n')[0]).toBe('SellerSKU,No. of Boxes,Quantity');
  });

  it.each(['loose', 'case'] as const)('reads back its own %s template without errors', (mode) => {
    for (const csv of [getSkuTemplateCsv(mode), getBulkDataTemplateCsv(mode)]) {
      const rows = csv
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
      const parsed = parseShipSkuRows(rows, mode);
      expect(parsed.errors).toEqual([]);
      expect(parsed.valid).toHaveLength(1);
    }
  });
});

describe('positive counts', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['+7', 7],
    ['1,200', 1200],
    ['12.0', 12],
    ['12.', 12],
    ['2147483647', 2147483647],
  ])('reads %j as %d', (text, value) => expect(parsePositiveCount(text)).toBe(value));

  it.each(['', '0', '-3', '1.5', 'abc', '12abc', '1,20', '1e3', '2147483648', '0x10'])('refuses %j', (text) =>
    expect(parsePositiveCount(text)).toBeUndefined(),
  );
});

describe('FBA type spellings', () => {
  it.each([
    ['standard', 'STANDARD'],
    ['STANDARD', 'STANDARD'],
    ['extralarge', 'EXTRA LARGE'],
    ['Extra Large', 'EXTRA LARGE'],
    ['extra_large', 'EXTRA LARGE'],
    ['oversized', 'OVERSIZED'],
    ['hazmat', 'HAZMAT'],
    ['hazmataerosol', 'HAZMAT AEROSOL'],
    ['hazmataerosols', 'HAZMAT AEROSOL'],
    ['HAZMAT AEROSOL', 'HAZMAT AEROSOL'],
    ['aerosol', 'HAZMAT AEROSOL'],
    ['Aerosols', 'HAZMAT AEROSOL'],
    ['hazmatoxidizers', 'HAZMAT OXIDIZERS'],
    ['oxidizer', 'HAZMAT OXIDIZERS'],
    ['oxidizers', 'HAZMAT OXIDIZERS'],
    ['hazmatflammable', 'HAZMAT FLAMMABLE'],
    ['hazmat-flammable', 'HAZMAT FLAMMABLE'],
    ['flammable', 'HAZMAT FLAMMABLE'],
  ])('reads %j as %s', (text, type) => expect(toFbaType(text)).toBe(type));

  it.each(['', 'small and light', 'not attached', 'errored', 'oversize', 'hazmatoxidizer', 'constructor', '__proto__'])(
    'refuses %j',
    (text) => expect(toFbaType(text)).toBeUndefined(),
  );

  it('maps every spelling to a type of the spec', () => {
    expect(new Set(Object.values(FBA_TYPE_SPELLINGS))).toEqual(
      new Set([
        'STANDARD',
        'EXTRA LARGE',
        'OVERSIZED',
        'HAZMAT',
        'HAZMAT AEROSOL',
        'HAZMAT OXIDIZERS',
        'HAZMAT FLAMMABLE',
      ]),
    );
  });
});

describe('FBA type upload rows', () => {
  it('takes the columns by header, in any order, and reports each bad row once', () => {
    const parsed = parseFbaTypeRows([
      ['FBA Type', 'Seller SKU'],
      ['standard', 'A-1'],
      ['', 'A-2'],
      ['hazmat', ''],
      ['huge', 'A-3'],
      [' Extra Large ', ' b-1 '],
      ['', ''],
      ['oversized', 'a-1'],
    ]);
    expect(parsed.valid).toEqual([
      { row: 2, sku: 'A-1', fbaType: 'STANDARD' },
      { row: 6, sku: 'b-1', fbaType: 'EXTRA LARGE' },
    ]);
    expect(parsed.errors).toEqual([
      { row: 3, sku: 'A-2', reason: 'Provided FBA Type is empty or invalid' },
      { row: 4, sku: '', reason: 'Please provide a valid seller sku' },
      { row: 5, sku: 'A-3', reason: 'Provided FBA Type is empty or invalid' },
      { row: 8, sku: 'a-1', reason: 'This seller SKU is already given on row 2' },
    ]);
    expect(parsed).toMatchObject({ total: 6, isEmpty: false, skusToLookUp: ['A-1', 'b-1'] });
  });

  it('reads a file without a header by position: SKU, then type', () => {
    const parsed = parseFbaTypeRows([['X-1', 'flammable']]);
    expect(parsed.valid).toEqual([{ row: 1, sku: 'X-1', fbaType: 'HAZMAT FLAMMABLE' }]);
  });

  it.each([[[]], [[['SellerSKU', 'FBA Type']]], [[['SellerSKU', 'FBA Type'], [], ['', ' ']]]])(
    'is empty with no data rows (%j)',
    (rows) => expect(parseFbaTypeRows(rows)).toMatchObject({ total: 0, isEmpty: true, valid: [], errors: [] }),
  );

  it('completes with the look-up: unknown SKUs fail, known ones take the account spelling, errors stay in row order', () => {
    const parsed = parseFbaTypeRows([
      ['sku', 'type'],
      ['a-1', 'standard'],
      ['GONE', 'hazmat'],
      ['B-2', 'nope'],
    ]);
    expect(parsed.skusToLookUp).toEqual(['a-1', 'GONE']);
    const done = completeFbaTypeUpload(parsed, ['A-1']);
    expect(done.valid).toEqual([{ row: 2, sku: 'A-1', fbaType: 'STANDARD' }]);
    expect(done.errors).toEqual([
      { row: 3, sku: 'GONE', reason: 'Provided Seller SKU is not found on Amazon' },
      { row: 4, sku: 'B-2', reason: 'Provided FBA Type is empty or invalid' },
    ]);
    expect(done.stats).toEqual({ total: 3, valid: 1, invalid: 2 });
  });

  it('names the sheet of each row when the workbook has several', () => {
    const parsed = parseFbaTypeSheets([
      {
        name: 'One',
        rows: [
          ['SellerSKU', 'FBA Type'],
          ['A', 'bad'],
        ],
      },
      {
        name: 'Two',
        rows: [
          ['SellerSKU', 'FBA Type'],
          ['a', 'standard'],
          ['C', 'standard'],
        ],
      },
    ]);
    const done = completeFbaTypeUpload(parsed, ['A']);
    expect(done.errors).toEqual([
      { sheet: 'One', row: 2, sku: 'A', reason: 'Provided FBA Type is empty or invalid' },
      { sheet: 'Two', row: 3, sku: 'C', reason: 'Provided Seller SKU is not found on Amazon' },
    ]);
    expect(done.valid).toEqual([{ sheet: 'Two', row: 2, sku: 'A', fbaType: 'STANDARD' }]);
  });
});

describe('SKU upload for shipping, loose pack', () => {
  it.each([
    ['a valid row', ['S-1', '10'], { quantity: 10 }],
    ['a quantity with a thousands separator', ['S-1', '1,000'], { quantity: 1000 }],
    ['a quantity over 150 (no limit in loose pack)', ['S-1', '151'], { quantity: 151 }],
    ['no SKU', ['', '10'], importMessages.skuMissing],
    ['no quantity', ['S-1', ''], 'Quantity - Missing or invalid'],
    ['a zero quantity', ['S-1', '0'], 'Quantity - Missing or invalid'],
    ['a negative quantity', ['S-1', '-2'], 'Quantity - Missing or invalid'],
    ['a fractional quantity', ['S-1', '2.5'], 'Quantity - Missing or invalid'],
    ['a word for a quantity', ['S-1', 'ten'], 'Quantity - Missing or invalid'],
  ])('judges %s', (_, row, expected) => {
    const parsed = parseShipSkuRows([['SellerSKU', 'Quantity'], row], 'loose');
    if (typeof expected === 'string') {
      expect(parsed.errors).toEqual([{ row: 2, sku: row[0], reason: expected }]);
      expect(parsed.valid).toEqual([]);
    } else {
      expect(parsed.valid).toEqual([{ row: 2, sku: row[0], ...expected }]);
      expect(parsed.errors).toEqual([]);
    }
  });

  it('refuses a SKU already in the shipment items or on an earlier valid row, compared trimmed and case-insensitively', () => {
    const parsed = parseShipSkuRows(
      [
        ['SellerSKU', 'Quantity'],
        ['in-items', '3'],
        ['NEW', 'x'],
        [' new ', '4'],
        ['New', '5'],
      ],
      'loose',
      { existingSkus: ['IN-ITEMS'] },
    );
    expect(parsed.errors).toEqual([
      { row: 2, sku: 'in-items', reason: 'SKU already exist in the shipment items.' },
      { row: 3, sku: 'NEW', reason: 'Quantity - Missing or invalid' },
      { row: 5, sku: 'New', reason: 'SKU already exist in the shipment items.' },
    ]);
    expect(parsed.valid).toEqual([{ row: 4, sku: 'new', quantity: 4 }]);
  });

  it('reads the header whatever its spacing and case, ignoring other columns', () => {
    const parsed = parseShipSkuRows(
      [
        ['Title', ' quantity ', 'SELLER SKU'],
        ['Mug', '2', 'M-1'],
      ],
      'loose',
    );
    expect(parsed.valid).toEqual([{ row: 2, sku: 'M-1', quantity: 2 }]);
  });

  it('reads rows without a header as SKU, quantity (as pasted)', () => {
    const parsed = parseShipSkuRows(
      [
        ['M-1', '2'],
        ['M-2', '3'],
      ],
      'loose',
    );
    expect(parsed.valid.map((v) => v.sku)).toEqual(['M-1', 'M-2']);
  });

  it('keeps row numbers as the sheet shows them across blank rows', () => {
    const parsed = parseShipSkuRows([[], ['SellerSKU', 'Quantity'], [], ['M-1', '0']], 'loose');
    expect(parsed.errors).toEqual([{ row: 4, sku: 'M-1', reason: 'Quantity - Missing or invalid' }]);
    expect(parsed.total).toBe(1);
  });

  it('completes with the look-up and counts total, valid and invalid', () => {
    const parsed = parseShipSkuRows(
      [
        ['SellerSKU', 'Quantity'],
        ['m-1', '2'],
        ['ghost', '1'],
        ['', '1'],
      ],
      'loose',
    );
    expect(parsed.skusToLookUp).toEqual(['m-1', 'ghost']);
    const done = completeShipSkuUpload(parsed, ['M-1']);
    expect(done.valid).toEqual([{ row: 2, sku: 'M-1', quantity: 2 }]);
    expect(done.errors).toEqual([
      { row: 3, sku: 'ghost', reason: 'SKU not found on Amazon' },
      { row: 4, sku: '', reason: importMessages.skuMissing },
    ]);
    expect(done.stats).toEqual({ total: 3, valid: 1, invalid: 2 });
  });

  it('is empty with only a header', () => {
    expect(parseShipSkuRows([['SellerSKU', 'Quantity']], 'loose')).toMatchObject({ isEmpty: true, total: 0 });
  });
});

describe('SKU upload for shipping, case pack', () => {
  const header = ['SellerSKU', ' No. of Boxes', ' In a Box'];
  it.each([
    ['a valid row', ['C-1', '3', '12'], { quantity: 12, boxCount: 3 }],
    ['150 in a box', ['C-1', '1', '150'], { quantity: 150, boxCount: 1 }],
    ['no box count', ['C-1', '', '12'], 'Box Count - Missing or invalid'],
    ['a zero box count', ['C-1', '0', '12'], 'Box Count - Missing or invalid'],
    ['a fractional box count', ['C-1', '1.5', '12'], 'Box Count - Missing or invalid'],
    ['nothing in a box', ['C-1', '2', ''], 'In a Box - Missing or invalid'],
    ['zero in a box', ['C-1', '2', '0'], 'In a Box - Missing or invalid'],
    ['151 in a box', ['C-1', '2', '151'], 'In a Box - Limit exceeded (Max : 150)'],
    ['both counts bad: the box count first', ['C-1', 'x', 'y'], 'Box Count - Missing or invalid'],
  ])('judges %s', (_, row, expected) => {
    const parsed = parseShipSkuRows([header, row], 'case');
    if (typeof expected === 'string') expect(parsed.errors).toEqual([{ row: 2, sku: row[0], reason: expected }]);
    else expect(parsed.valid).toEqual([{ row: 2, sku: row[0], ...expected }]);
  });

  it("takes 'Quantity' as 'In a Box' when there is no In a Box column (Uplaod_Bulk_Data.csv)", () => {
    const parsed = parseShipSkuRows(
      [
        ['SellerSKU', 'No. of Boxes', 'Quantity'],
        ['C-1', '2', '200'],
      ],
      'case',
    );
    expect(parsed.errors).toEqual([{ row: 2, sku: 'C-1', reason: 'In a Box - Limit exceeded (Max : 150)' }]);
  });

  it('reads rows without a header as SKU, number of boxes, in a box (as pasted)', () => {
    expect(parseShipSkuRows([['C-1', '4', '6']], 'case').valid).toEqual([
      { row: 1, sku: 'C-1', quantity: 6, boxCount: 4 },
    ]);
  });

  it('finds duplicates across the sheets of a workbook', () => {
    const parsed = parseShipSkuSheets(
      [
        { name: 'A', rows: [header, ['C-1', '1', '1']] },
        { name: 'B', rows: [header, ['c-1', '1', '1']] },
      ],
      'case',
    );
    expect(parsed.errors).toEqual([
      { sheet: 'B', row: 2, sku: 'c-1', reason: 'SKU already exist in the shipment items.' },
    ]);
  });
});

describe('the other pack mode’s template', () => {
  const sheet = (...rows: string[][]) => [{ name: '', rows }];
  it.each([
    ['the Case Pack template read as Loose Pack', ['SellerSKU', ' No. of Boxes', ' In a Box'], 'loose', 'case'],
    [
      'Uplaod_Bulk_Data.csv of case pack read as Loose Pack',
      ['SellerSKU', 'No. of Boxes', 'Quantity'],
      'loose',
      'case',
    ],
    ['the Loose Pack template read as Case Pack', ['SellerSKU', 'Quantity'], 'case', 'loose'],
    ['the Loose Pack template read as Loose Pack', ['SellerSKU', 'Quantity'], 'loose', undefined],
    ['the Case Pack template read as Case Pack', ['SellerSKU', 'No. of Boxes', 'In a Box'], 'case', undefined],
    ['a case file with In a Box only', ['SKU', 'In a Box'], 'case', undefined],
    ['rows without a header (read by position)', ['C-1', '2', '12'], 'loose', undefined],
    ['a header without counts', ['SellerSKU'], 'case', undefined],
  ] as const)('%s', (_name, header, mode, expected) => {
    expect(detectOtherModeTemplate(sheet([], [...header], ['C-1', '2', '12']), mode)).toBe(expected);
  });

  it('names both modes and their columns', () => {
    expect(importMessages.otherModeTemplate('loose', 'case')).toBe(
      'This file has the Loose Pack columns (SellerSKU, Quantity), but the upload reads Case Pack (SellerSKU, No. of Boxes, In a Box). Switch to Loose Pack, or upload a Case Pack file.',
    );
  });
});

describe('error export rows', () => {
  it('lists row, SKU and reason under a header', () => {
    expect(toUploadErrorRows([{ row: 3, sku: 'A', reason: 'SKU not found on Amazon' }])).toEqual([
      ['Row', 'SKU', 'Reason'],
      ['3', 'A', 'SKU not found on Amazon'],
    ]);
  });

  it('adds the sheet when the rows came from several sheets', () => {
    expect(toUploadErrorRows([{ sheet: 'Two', row: 3, sku: 'A', reason: 'r' }])).toEqual([
      ['Sheet', 'Row', 'SKU', 'Reason'],
      ['Two', '3', 'A', 'r'],
    ]);
  });
});
