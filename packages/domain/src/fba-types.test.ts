import { describe, expect, it } from 'vitest';
import {
  deriveFbaType,
  deriveHazmatType,
  describeFbaTypeSource,
  isSmallAndLightEligible,
  sizeTierToFbaType,
  type AmazonFbaFacts,
} from './fba-types.js';
import { FBA_TYPES } from './settings.js';

describe('sizeTierToFbaType', () => {
  it.each([
    // Amazon US since 2024, as the fees report writes them
    ['Small standard-size', 'STANDARD'],
    ['Large standard-size', 'STANDARD'],
    ['Large bulky', 'OVERSIZED'],
    ['Extra-large 0 to 50 lb', 'EXTRA LARGE'],
    ['Extra-large 50+ to 70 lb', 'EXTRA LARGE'],
    ['Extra-large 70+ to 150 lb', 'EXTRA LARGE'],
    ['Extra-large 150+ lb', 'EXTRA LARGE'],
    // earlier US tiers, still in older reports
    ['Small standard', 'STANDARD'],
    ['Large standard', 'STANDARD'],
    ['Small oversize', 'OVERSIZED'],
    ['Medium oversize', 'OVERSIZED'],
    ['Large oversize', 'OVERSIZED'],
    ['Special oversize', 'EXTRA LARGE'],
    ['Small and Light', 'SMALL AND LIGHT'],
    // other marketplaces' names, spacing and case
    ['Envelope', 'STANDARD'],
    ['Standard parcel', 'STANDARD'],
    ['  LARGE   STANDARD-SIZE ', 'STANDARD'],
    ['large_bulky', 'OVERSIZED'],
    // nothing to go on
    ['', null],
    [null, null],
    ['Unknown tier', null],
  ])('%j is %j', (tier, type) => {
    expect(sizeTierToFbaType(tier)).toBe(type);
  });
});

describe('deriveHazmatType', () => {
  it.each([
    [{ isHazmat: false, dangerousGoodsClass: '3', unNumber: 'UN1993' }, null],
    [{ isHazmat: true, unNumber: 'UN1950', dangerousGoodsClass: '2.1' }, 'HAZMAT AEROSOL'],
    [{ isHazmat: true, unNumber: '1950' }, 'HAZMAT AEROSOL'],
    [{ isHazmat: true, unNumber: 'UN2037' }, 'HAZMAT AEROSOL'],
    [{ isHazmat: true, dangerousGoodsClass: '2.2' }, 'HAZMAT AEROSOL'],
    [{ isHazmat: true, unNumber: 'UN1993', dangerousGoodsClass: '3' }, 'HAZMAT FLAMMABLE'],
    [{ isHazmat: true, dangerousGoodsClass: '4.1' }, 'HAZMAT FLAMMABLE'],
    [{ isHazmat: true, unNumber: 'UN1479', dangerousGoodsClass: '5.1' }, 'HAZMAT OXIDIZERS'],
    [{ isHazmat: true, dangerousGoodsClass: '5.2' }, 'HAZMAT OXIDIZERS'],
    [{ isHazmat: true, unNumber: 'UN3480', dangerousGoodsClass: '9' }, 'HAZMAT'],
    [{ isHazmat: true, dangerousGoodsClass: '8' }, 'HAZMAT'],
    [{ isHazmat: true }, 'HAZMAT'],
  ])('%j is %j', (facts, type) => {
    expect(deriveHazmatType(facts)).toBe(type);
  });
});

describe('deriveFbaType', () => {
  const cases: [string, AmazonFbaFacts, string | null][] = [
    ['a standard-size item', { sizeTier: 'Large standard-size', isHazmat: false }, 'STANDARD'],
    [
      'a Small and Light item',
      { sizeTier: 'Small standard-size', isHazmat: false, isSmallAndLight: true },
      'SMALL AND LIGHT',
    ],
    [
      'a bulky item that is not Small and Light',
      { sizeTier: 'Large bulky', isHazmat: false, isSmallAndLight: true },
      'OVERSIZED',
    ],
    ['an extra-large item', { sizeTier: 'Extra-large 0 to 50 lb', isHazmat: false }, 'EXTRA LARGE'],
    [
      'hazmat wins over the size tier',
      { sizeTier: 'Large bulky', isHazmat: true, dangerousGoodsClass: '3' },
      'HAZMAT FLAMMABLE',
    ],
    [
      'hazmat wins over Small and Light',
      { sizeTier: 'Small standard-size', isHazmat: true, isSmallAndLight: true, unNumber: 'UN1950' },
      'HAZMAT AEROSOL',
    ],
    ['hazmat without a fees row', { sizeTier: null, isHazmat: true, dangerousGoodsClass: '5.1' }, 'HAZMAT OXIDIZERS'],
    ['no fees row and not hazmat', { sizeTier: null, isHazmat: false }, null],
    ['an unknown tier', { sizeTier: 'Something new', isHazmat: false }, null],
  ];
  it.each(cases)('%s', (_name, facts, type) => {
    expect(deriveFbaType(facts)).toBe(type);
  });

  it('only ever gives a type the seller could pick, never NOT ATTACHED or ERRORED', () => {
    const tiers = ['Small standard-size', 'Large bulky', 'Extra-large 150+ lb', 'Special oversize', null];
    for (const sizeTier of tiers)
      for (const isHazmat of [true, false])
        for (const dangerousGoodsClass of ['2.1', '3', '5.1', '9', null]) {
          const type = deriveFbaType({ sizeTier, isHazmat, dangerousGoodsClass, isSmallAndLight: true });
          if (type === null) continue;
          expect(FBA_TYPES).toContain(type);
          expect(['NOT ATTACHED', 'ERRORED']).not.toContain(type);
        }
  });
});

describe('isSmallAndLightEligible', () => {
  const item = {
    sizeTier: 'Small standard-size',
    weightLb: 0.8,
    sidesIn: [9, 6, 2],
    price: 9.99,
    currency: 'USD',
  };
  it.each([
    ['a light, small, cheap item', item, true],
    ['at the limits', { ...item, weightLb: 3, sidesIn: [8, 18, 14], price: 12 }, true],
    ['over $12', { ...item, price: 12.01 }, false],
    ['no price', { ...item, price: null }, false],
    ['over 3 lb', { ...item, weightLb: 3.2 }, false],
    ['too long', { ...item, sidesIn: [18.5, 6, 2] }, false],
    ['too thick', { ...item, sidesIn: [10, 9, 8.5] }, false],
    ['a bulky tier', { ...item, sizeTier: 'Large bulky' }, false],
    ['priced in another currency', { ...item, currency: 'CAD' }, false],
    ['missing a side', { ...item, sidesIn: [9, null, 2] }, false],
    ['Amazon says Small and Light', { ...item, sizeTier: 'Small and Light', price: 30 }, true],
  ])('%s: %j', (_name, facts, eligible) => {
    expect(isSmallAndLightEligible(facts)).toBe(eligible);
  });
});

describe('describeFbaTypeSource', () => {
  it.each([
    [{ fbaType: 'STANDARD', fbaTypeSource: 'amazon' }, "From Amazon's size tier"],
    [{ fbaType: 'HAZMAT AEROSOL', fbaTypeSource: 'amazon' }, "From Amazon's dangerous goods data"],
    [{ fbaType: 'STANDARD', fbaTypeSource: 'seller' }, 'Set by you'],
    [{ fbaType: 'ERRORED', fbaTypeSource: 'seller' }, 'Set by you'],
    [{ fbaType: null, fbaTypeSource: null }, null],
    [{ fbaType: 'NOT ATTACHED', fbaTypeSource: 'seller' }, 'Set by you'],
    [{ fbaType: 'NOT ATTACHED', fbaTypeSource: null }, null],
  ])('%j: %j', (product, caption) => {
    expect(describeFbaTypeSource(product)).toBe(caption);
  });
});
