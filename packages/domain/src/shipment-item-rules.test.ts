import { describe, expect, it } from 'vitest';
import {
  checkAddToExistingBox,
  checkBoxDimensions,
  checkBoxItemQuantity,
  checkCreateBoxes,
  checkExpiryDate,
  checkItemDelete,
  checkItemWeight,
  checkQuantityUpdate,
  findQuantityChangeRefusal,
  formatItemWeight,
  getAddUnitsMode,
  getConditionName,
  getQuantityChangeAllowance,
  getRemainingQuantity,
  hasItemError,
  isCalendarDate,
  isFullyBoxed,
  isItemExpirable,
  isNonNegativeNumberInput,
  isQuantityChangeOverAllowance,
  itemRuleMessages,
  matchesItemErrorFilter,
  roundWeight,
  toPounds,
  type ItemForRules,
} from './shipment-item-rules.js';
import { workbenchMessages } from './workbench.js';

const item = (overrides: Partial<ItemForRules> = {}): ItemForRules => ({
  quantityShipped: 10,
  quantityBoxed: 10,
  weight: { value: 1.5, unit: 'pounds' },
  amzExpirable: false,
  expDate: null,
  ...overrides,
});

describe('item rule messages', () => {
  it('quotes the spec exactly, its spelling kept', () => {
    expect(itemRuleMessages).toMatchObject({
      quantityChangeWarning: 'You can increase or decrease by 5% or 6 units only',
      incorrectQuantity: 'Incorrect Quantity!',
      selectBox: 'Please select box',
      enterValidQuantity: 'Please enter valid quantity',
      invalidQuantityEntered: 'Entered invalid quantity!',
      invalidBoxLengthOrQuantity: 'Invalid box length or quantity',
      quantityOverAvailable: 'Quantity for each box should less then available quantity',
      fullyBoxed: 'Item Units are fully Boxed',
      fieldEmpty: 'Field cannot be empty*',
      dateInPast: 'Date cannot be set in past*',
      weightInvalid: 'Field cannot be empty or invalid*',
      selectWeightUnit: 'Please select weight unit',
      boxFieldInvalid: 'Feild cannot be empty or invalid*',
      boxSelectWeightUnit: 'Please select weight unit*',
      cannotPerformAction: "Can't perform this action",
    });
  });
});

describe('condition codes', () => {
  it.each([
    [1, 'Used Like New'],
    [2, 'Used Very Good'],
    [3, 'Used Good'],
    [4, 'Used Acceptable'],
    [5, 'Collectible Like New'],
    [6, 'Collectible Very Good'],
    [7, 'Collectible Good'],
    [8, 'Collectible Acceptable'],
    [9, 'Unacceptable'],
    [10, 'Refurbished'],
    [11, 'New'],
    [0, 'Unknown'],
    [12, 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
  ])('code %s reads %s', (code, name) => {
    expect(getConditionName(code)).toBe(name);
  });
});

describe('weights', () => {
  it.each([
    [{ value: 2, unit: 'pounds' as const }, 2],
    [{ value: 8, unit: 'ounces' as const }, 0.5],
    [{ value: null, unit: 'pounds' as const }, 0],
    [{ value: 3, unit: null }, 0],
    [null, 0],
  ])('%j is %s lb', (weight, pounds) => {
    expect(toPounds(weight)).toBe(pounds);
  });

  it.each([
    [{ value: 1.5, unit: 'pounds' as const }, '1.5 lb'],
    [{ value: 12, unit: 'ounces' as const }, '12 oz'],
    [{ value: 1.23456, unit: 'pounds' as const }, '1.23 lb'],
    [{ value: 0, unit: 'pounds' as const }, 'N/A'],
    [{ value: null, unit: null }, 'N/A'],
  ])('the card shows %j as %s', (weight, text) => {
    expect(formatItemWeight(weight)).toBe(text);
  });

  it('rounds totals to 2 decimals', () => {
    expect(roundWeight(1 / 3)).toBe(0.33);
    expect(roundWeight(toPounds({ value: 1, unit: 'ounces' }))).toBe(0.06);
  });
});

describe('item errors and filters', () => {
  it.each<[string, Partial<ItemForRules>, boolean]>([
    ['a weighed, fully boxed, not expirable item', {}, false],
    ['no weight', { weight: { value: null, unit: null } }, true],
    ['weight 0', { weight: { value: 0, unit: 'pounds' } }, true],
    ['negative weight', { weight: { value: -1, unit: 'ounces' } }, true],
    ['a weight without a unit', { weight: { value: 2, unit: null } }, true],
    ['units left to box', { quantityBoxed: 4 }, true],
    ['more boxed than shipped', { quantityBoxed: 12 }, true],
    ['expirable without a date', { amzExpirable: true }, true],
    ['expirable with a date', { amzExpirable: true, expDate: '2030-01-01' }, false],
  ])('%s: in error %s', (_name, overrides, inError) => {
    expect(hasItemError(item(overrides))).toBe(inError);
  });

  const items = {
    clean: item(),
    noWeight: item({ weight: { value: null, unit: null } }),
    noExpiry: item({ amzExpirable: true }),
    toBox: item({ quantityBoxed: 3 }),
  };
  it.each([
    ['ALL_ERRORS', ['noWeight', 'noExpiry', 'toBox']],
    ['MISSING_WEIGHT', ['noWeight']],
    ['MISSING_EXPIRY', ['noExpiry']],
    ['QUANTITY_TO_BOX', ['toBox']],
  ] as const)('%s keeps %j', (filter, kept) => {
    const shown = Object.entries(items)
      .filter(([, i]) => matchesItemErrorFilter(i, filter))
      .map(([name]) => name);
    expect(shown).toEqual(kept);
  });

  it('counts remaining units and fully boxed items', () => {
    expect(getRemainingQuantity(item({ quantityBoxed: 4 }))).toBe(6);
    expect(getRemainingQuantity(item({ quantityBoxed: 12 }))).toBe(0);
    expect(isFullyBoxed(item())).toBe(true);
    expect(isFullyBoxed(item({ quantityBoxed: 9 }))).toBe(false);
  });

  it.each([
    [{ amzExpirable: false, expirable: null }, false],
    [{ amzExpirable: true, expirable: null }, true],
    [{ amzExpirable: true, expirable: false }, false],
    [{ amzExpirable: false, expirable: true }, true],
    [{ amzExpirable: true }, true],
  ])('%j needs an expiry date: %s', (product, expirable) => {
    expect(isItemExpirable(product)).toBe(expirable);
  });
});

describe('update quantity', () => {
  it.each([
    [10, 6],
    [100, 6],
    [120, 6],
    [139, 6],
    [140, 7],
    [1000, 50],
  ])('a SKU of %i units may change by %i units', (quantity, allowance) => {
    expect(getQuantityChangeAllowance(quantity)).toBe(allowance);
  });

  it.each([
    [100, 106, false],
    [100, 94, false],
    [100, 107, true],
    [100, 93, true],
    [1000, 1050, false],
    [1000, 1051, true],
  ])('from %i to %i is over the allowance: %s', (current, next, over) => {
    expect(isQuantityChangeOverAllowance(current, next)).toBe(over);
  });

  const loose = { areCasesRequired: false, quantityShipped: 100 };
  const cased = { areCasesRequired: true, quantityShipped: 120 };
  it.each([
    ['a small increase', { ...loose, quantity: 104 }, { total: 104 }],
    [
      'a large increase warns',
      { ...loose, quantity: 150 },
      { total: 150, warning: itemRuleMessages.quantityChangeWarning },
    ],
    // The units come out of the boxes (after the transport is confirmed every unit is boxed).
    [
      'a large decrease warns',
      { ...loose, quantity: 20 },
      { total: 20, warning: itemRuleMessages.quantityChangeWarning },
    ],
    ['unchanged', { ...loose, quantity: 100 }, { total: 100, message: itemRuleMessages.quantityUnchanged }],
    [
      'zero',
      { ...loose, quantity: 0 },
      { total: 0, invalid: { quantity: true, boxes: false }, message: itemRuleMessages.quantityInvalid },
    ],
    [
      'empty',
      { ...loose, quantity: null },
      { total: 0, invalid: { quantity: true, boxes: false }, message: itemRuleMessages.quantityInvalid },
    ],
    [
      'a fraction',
      { ...loose, quantity: 2.5 },
      { total: 0, invalid: { quantity: true, boxes: false }, message: itemRuleMessages.quantityInvalid },
    ],
    [
      'cases: case quantity times boxes',
      { ...cased, quantity: 12, boxes: 11 },
      { total: 132, warning: itemRuleMessages.quantityChangeWarning },
    ],
    [
      'cases: one box fewer',
      { ...cased, quantity: 12, boxes: 9 },
      { total: 108, warning: itemRuleMessages.quantityChangeWarning },
    ],
    ['cases: within 6 units', { ...cased, quantity: 21, boxes: 6 }, { total: 126 }],
    [
      'cases: no boxes',
      { ...cased, quantity: 12, boxes: 0 },
      { total: 0, invalid: { quantity: false, boxes: true }, message: itemRuleMessages.boxesInvalid },
    ],
    [
      'cases: boxes empty',
      { ...cased, quantity: 12, boxes: null },
      { total: 0, invalid: { quantity: false, boxes: true }, message: itemRuleMessages.boxesInvalid },
    ],
    [
      'cases: over 150 in a case',
      { ...cased, quantity: 151, boxes: 1 },
      { total: 0, invalid: { quantity: true, boxes: false }, message: itemRuleMessages.caseQuantityOverLimit },
    ],
    [
      'cases: both empty',
      { ...cased, quantity: null, boxes: null },
      { total: 0, invalid: { quantity: true, boxes: true }, message: itemRuleMessages.quantityInvalid },
    ],
    [
      'cases: down to one case',
      { ...cased, quantity: 12, boxes: 1 },
      { total: 12, warning: itemRuleMessages.quantityChangeWarning },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkQuantityUpdate(input)).toEqual({ invalid: { quantity: false, boxes: false }, ...expected });
  });

  it.each([
    ['WORKING before the transport is confirmed', 'WORKING', null, itemRuleMessages.transportNotConfirmed],
    ['WORKING with an estimate only', 'WORKING', 'ESTIMATED', itemRuleMessages.transportNotConfirmed],
    ['WORKING with the transport confirmed', 'WORKING', 'CONFIRMED', null],
    ['waiting to be marked shipped, transport confirmed', 'PENDING_TO_MARK_SHIP', 'CONFIRMED', null],
    [
      'waiting to be marked shipped, transport not confirmed',
      'PENDING_TO_MARK_SHIP',
      null,
      itemRuleMessages.transportNotConfirmed,
    ],
    ['shipped', 'SHIPPED', 'CONFIRMED', workbenchMessages.notWorking],
    ['cancelled', 'CANCELLED', null, workbenchMessages.notWorking],
  ])('changes units through Amazon: %s', (_name, shipmentStatus, transportStatus, refusal) => {
    expect(findQuantityChangeRefusal({ shipmentStatus, transportStatus })).toBe(refusal);
  });

  it('refuses to delete a SKU with units in boxes', () => {
    expect(checkItemDelete({ quantityBoxed: 0 })).toBeUndefined();
    expect(checkItemDelete({ quantityBoxed: 3 })).toBe(
      '3 units of this SKU are in boxes: remove them from the boxes before deleting the SKU',
    );
  });
});

describe('add units to an existing box', () => {
  it.each([
    ['a box and a quantity within the remaining units', { boxId: 'b1', quantity: 5, remaining: 5 }, { fields: {} }],
    [
      'no box',
      { boxId: null, quantity: 5, remaining: 5 },
      { fields: { box: 'Please select box' }, message: 'Please select box' },
    ],
    [
      'more than remaining',
      { boxId: 'b1', quantity: 6, remaining: 5 },
      { fields: { quantity: 'Please enter valid quantity' }, message: 'Entered invalid quantity!' },
    ],
    [
      'zero',
      { boxId: 'b1', quantity: 0, remaining: 5 },
      { fields: { quantity: 'Please enter valid quantity' }, message: 'Entered invalid quantity!' },
    ],
    [
      'empty',
      { boxId: 'b1', quantity: null, remaining: 5 },
      { fields: { quantity: 'Please enter valid quantity' }, message: 'Entered invalid quantity!' },
    ],
    [
      'no box and no quantity',
      { boxId: '', quantity: null, remaining: 5 },
      {
        fields: { box: 'Please select box', quantity: 'Please enter valid quantity' },
        message: 'Entered invalid quantity!',
      },
    ],
    [
      'past 150 units in the box',
      { boxId: 'b1', quantity: 10, remaining: 50, unitsInBox: 145 },
      { fields: { quantity: itemRuleMessages.boxUnitsOverLimit }, message: itemRuleMessages.boxUnitsOverLimit },
    ],
    ['up to 150 units in the box', { boxId: 'b1', quantity: 5, remaining: 50, unitsInBox: 145 }, { fields: {} }],
  ])('%s', (_name, input, expected) => {
    expect(checkAddToExistingBox(input)).toEqual(expected);
  });

  it('opens in add mode when boxes exist, else in create mode', () => {
    expect(getAddUnitsMode(2)).toBe('add');
    expect(getAddUnitsMode(0)).toBe('create');
  });
});

describe('create new boxes', () => {
  const invalid = 'Invalid box length or quantity';
  const over = 'Quantity for each box should less then available quantity';
  it.each([
    ['3 boxes of 4 from 12', { quantityPerBox: 4, boxCount: 3, remaining: 12 }, { fields: {} }],
    ['1 box of all', { quantityPerBox: 12, boxCount: 1, remaining: 12 }, { fields: {} }],
    [
      'more than remaining',
      { quantityPerBox: 5, boxCount: 3, remaining: 12 },
      { fields: { quantityPerBox: over }, message: over },
    ],
    [
      'no units per box',
      { quantityPerBox: 0, boxCount: 3, remaining: 12 },
      { fields: { quantityPerBox: invalid }, message: invalid },
    ],
    [
      'no boxes',
      { quantityPerBox: 4, boxCount: 0, remaining: 12 },
      { fields: { boxCount: invalid }, message: invalid },
    ],
    [
      'neither',
      { quantityPerBox: null, boxCount: null, remaining: 12 },
      { fields: { quantityPerBox: invalid, boxCount: invalid }, message: invalid },
    ],
    [
      'over 150 a box',
      { quantityPerBox: 151, boxCount: 1, remaining: 500 },
      { fields: { quantityPerBox: itemRuleMessages.boxUnitsOverLimit }, message: itemRuleMessages.boxUnitsOverLimit },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkCreateBoxes(input)).toEqual(expected);
  });
});

describe('expiry date', () => {
  const now = new Date('2026-11-24T05:00:00Z');
  it.each([
    ['empty', '', 'Field cannot be empty*'],
    ['missing', null, 'Field cannot be empty*'],
    ['not a date', '2026-02-30', 'Field cannot be empty*'],
    ['another format', '11-24-2026', 'Field cannot be empty*'],
    ['today (UTC)', '2026-11-24', undefined],
    ['tomorrow', '2026-11-25', undefined],
    ['yesterday in UTC, still today in California', '2026-11-23', undefined],
    ['two days ago', '2026-11-22', 'Date cannot be set in past*'],
    ['last year', '2025-11-24', 'Date cannot be set in past*'],
  ])('%s', (_name, value, message) => {
    expect(checkExpiryDate(value, now)).toBe(message);
  });

  it('yesterday is past once it has ended everywhere', () => {
    expect(checkExpiryDate('2026-11-23', new Date('2026-11-24T12:00:00Z'))).toBe('Date cannot be set in past*');
    expect(checkExpiryDate('2026-11-23', new Date('2026-11-24T11:59:59Z'))).toBeUndefined();
  });

  it('knows calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });
});

describe('item weight', () => {
  it.each([
    ['a weight in pounds', 1.5, 'pounds', {}],
    ['a weight in ounces', 12, 'ounces', {}],
    ['zero', 0, 'pounds', { value: 'Field cannot be empty or invalid*' }],
    ['negative', -2, 'pounds', { value: 'Field cannot be empty or invalid*' }],
    ['empty', null, 'pounds', { value: 'Field cannot be empty or invalid*' }],
    ['not a number', Number.NaN, 'ounces', { value: 'Field cannot be empty or invalid*' }],
    ['no unit', 2, 'none', { unit: 'Please select weight unit' }],
    ['neither', undefined, null, { value: 'Field cannot be empty or invalid*', unit: 'Please select weight unit' }],
  ] as const)('%s', (_name, value, unit, errors) => {
    expect(checkItemWeight(value, unit)).toEqual(errors);
  });

  it.each([
    ['12', true],
    ['1.5', true],
    ['', true],
    ['.5', true],
    ['-1', false],
    ['1e5', false],
    ['1.2.3', false],
  ])('typing %j is accepted: %s', (text, ok) => {
    expect(isNonNegativeNumberInput(text)).toBe(ok);
  });
});

describe('box dimensions', () => {
  const bad = 'Feild cannot be empty or invalid*';
  it.each([
    ['all set', { length: 10, width: 8, height: 6, weight: 2, weightUnit: 'pounds' as const }, {}],
    ['weight in ounces', { length: 10, width: 8, height: 6, weight: 20, weightUnit: 'ounces' as const }, {}],
    ['no length', { length: null, width: 8, height: 6, weight: 2, weightUnit: 'pounds' as const }, { length: bad }],
    ['zero height', { length: 10, width: 8, height: 0, weight: 2, weightUnit: 'pounds' as const }, { height: bad }],
    ['negative width', { length: 10, width: -8, height: 6, weight: 2, weightUnit: 'pounds' as const }, { width: bad }],
    ['no weight', { length: 10, width: 8, height: 6, weight: null, weightUnit: 'pounds' as const }, { weight: bad }],
    [
      'no unit',
      { length: 10, width: 8, height: 6, weight: 2, weightUnit: 'none' as const },
      { weightUnit: 'Please select weight unit*' },
    ],
  ])('%s', (_name, input, errors) => {
    expect(checkBoxDimensions(input)).toEqual(errors);
  });
});

describe('box item quantity', () => {
  it.each([
    [1, undefined],
    [150, undefined],
    [0, 'Incorrect Quantity!'],
    [-1, 'Incorrect Quantity!'],
    [1.5, 'Incorrect Quantity!'],
    [null, 'Incorrect Quantity!'],
    [151, itemRuleMessages.boxUnitsOverLimit],
  ])('%s units: %s', (quantity, message) => {
    expect(checkBoxItemQuantity(quantity)).toBe(message);
  });
});
