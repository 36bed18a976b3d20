import { describe, expect, it } from 'vitest';
import type { ShipToWarehouse } from '@stowline/domain';
import { getShipToFcOptions, pickDefaultShipToFc } from './ship-to-fc-options';

const fav = (destinationFulfillmentId: string, fbaType: ShipToWarehouse['fbaType'], selectedDefault = false) => ({
  _id: `${destinationFulfillmentId}-${fbaType}`,
  destinationFulfillmentId,
  fbaType,
  selectedDefault,
});

const favourites: ShipToWarehouse[] = [
  fav('PHX7', 'STANDARD'),
  fav('ONT8', 'STANDARD', true),
  fav('ONT8', 'OVERSIZED'),
  fav('LGB3', 'OVERSIZED', true),
  fav('TEB9', 'HAZMAT', true),
];

describe('getShipToFcOptions', () => {
  it("offers the favourites of the selection's FBA types, each FC once, defaults first", () => {
    expect(getShipToFcOptions(favourites, new Set(['STANDARD', 'OVERSIZED']))).toEqual([
      { fcId: 'LGB3', fbaTypes: ['OVERSIZED'], isDefault: true },
      { fcId: 'ONT8', fbaTypes: ['STANDARD', 'OVERSIZED'], isDefault: true },
      { fcId: 'PHX7', fbaTypes: ['STANDARD'], isDefault: false },
    ]);
  });

  it('offers nothing for types without favourites', () => {
    expect(getShipToFcOptions(favourites, new Set(['SMALL AND LIGHT']))).toEqual([]);
  });
});

describe('pickDefaultShipToFc', () => {
  it('preselects the default favourite of the FBA type most selected SKUs have', () => {
    expect(pickDefaultShipToFc(favourites, ['OVERSIZED', 'STANDARD', 'OVERSIZED'])).toBe('LGB3');
    expect(pickDefaultShipToFc(favourites, ['STANDARD'])).toBe('ONT8');
  });

  it('falls back to the next type with a default, and to none (Amazon chooses)', () => {
    expect(pickDefaultShipToFc(favourites, ['SMALL AND LIGHT', 'SMALL AND LIGHT', 'HAZMAT'])).toBe('TEB9');
    expect(pickDefaultShipToFc(favourites, ['SMALL AND LIGHT'])).toBeNull();
    expect(pickDefaultShipToFc([], ['STANDARD'])).toBeNull();
  });
});
