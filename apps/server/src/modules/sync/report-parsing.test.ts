import { describe, expect, it } from 'vitest';
import { parseTabSeparated, toConditionCode, toInches, toListingStatus, toWeight } from './report-parsing.js';

describe('flat-file reports', () => {
  it('reads rows by header, skipping blank lines and a byte-order mark', () => {
    const text = '\uFEFFseller-sku\titem-name\tprice\r\nSKU-1\tBlue Mug\t12.50\r\n\r\nSKU 2\tRed, big\t\n';
    expect(parseTabSeparated(text)).toEqual([
      { 'seller-sku': 'SKU-1', 'item-name': 'Blue Mug', price: '12.50' },
      { 'seller-sku': 'SKU 2', 'item-name': 'Red, big', price: '' },
    ]);
  });

  it.each([
    ['11', 11],
    ['1', 1],
    ['New', 11],
    ['Used - Very Good', 2],
    ['Collectible - Acceptable', 8],
    ['Refurbished', 10],
    ['', 11],
    ['42', 11],
  ])('condition %j is code %i', (text, code) => {
    expect(toConditionCode(text)).toBe(code);
  });

  it.each([
    ['Active', 'Active'],
    ['Inactive (Removed)', 'Inactive'],
    ['Incomplete', 'Incomplete'],
    ['', 'Inactive'],
  ])('listing status %j shows as %s', (text, status) => {
    expect(toListingStatus(text)).toBe(status);
  });

  it('keeps pounds and ounces, converts metric, and drops blanks', () => {
    expect(toWeight('1.25', 'pounds')).toEqual({ value: '1.25', unit: 'pounds' });
    expect(toWeight('12', 'ounces')).toEqual({ value: '12', unit: 'ounces' });
    expect(toWeight(1, 'kilograms')).toEqual({ value: '2.2046', unit: 'pounds' });
    expect(toWeight('', 'pounds')).toBeNull();
    expect(toWeight('0', 'pounds')).toBeNull();
    expect(toInches('25.4', 'centimeters')).toBe('10.00');
    expect(toInches('3.5', 'inches')).toBe('3.50');
    expect(toInches(undefined, 'inches')).toBeNull();
  });
});
