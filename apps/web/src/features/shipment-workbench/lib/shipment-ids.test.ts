import { describe, expect, it } from 'vitest';
import { parseStoredShipmentIds, resolveActiveShipmentId, resolveShipmentIds } from './shipment-ids';

describe('resolveShipmentIds', () => {
  it('takes the address’s shipmentIds over the stored ones', () => {
    expect(resolveShipmentIds(new URLSearchParams('shipmentIds=a,b'), '["c"]')).toEqual(['a', 'b']);
  });

  it('falls back to the created-shipment-ids key when the address names none', () => {
    expect(resolveShipmentIds(new URLSearchParams(''), '["c","d"]')).toEqual(['c', 'd']);
  });

  it('drops blanks and repeats from both', () => {
    expect(resolveShipmentIds(new URLSearchParams('shipmentIds=a,,a, b'), null)).toEqual(['a', 'b']);
    expect(parseStoredShipmentIds('["a","a","",3]')).toEqual(['a']);
  });

  it('reads anything stored that is not a list of ids as none', () => {
    expect(parseStoredShipmentIds('not json')).toEqual([]);
    expect(parseStoredShipmentIds('{"a":1}')).toEqual([]);
    expect(parseStoredShipmentIds(null)).toEqual([]);
  });
});

describe('resolveActiveShipmentId', () => {
  it('shows the shipment the address chooses when it is one of them, else the first', () => {
    expect(resolveActiveShipmentId(['a', 'b'], new URLSearchParams('shipment=b'))).toBe('b');
    expect(resolveActiveShipmentId(['a', 'b'], new URLSearchParams('shipment=z'))).toBe('a');
    expect(resolveActiveShipmentId([], new URLSearchParams(''))).toBeNull();
  });
});
