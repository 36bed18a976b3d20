import { describe, expect, it } from 'vitest';
import {
  chooseDefaultOption,
  comparePlacementOptions,
  describePlacementComparison,
  sharePlacementFee,
  summarisePlacementFee,
  type OptionForChoice,
} from './placement-options.js';

const usd = (amount: number) => ({ amount, code: 'USD' });
const fee = (amount: number) => ({
  description: 'Placement fee',
  target: 'Placement Services',
  type: 'FEE',
  value: usd(amount),
});
const discount = (amount: number) => ({
  description: 'Discount',
  target: 'Placement Services',
  type: 'DISCOUNT',
  value: usd(amount),
});

describe('placement fees', () => {
  it('are the fees less the discounts, in total and per unit', () => {
    expect(summarisePlacementFee({ fees: [fee(60)], discounts: [discount(10)] }, 200)).toEqual({
      total: 50,
      perUnit: 0.25,
      discount: 10,
      currency: 'USD',
    });
  });

  it('are never below zero and cost nothing per unit without units', () => {
    expect(summarisePlacementFee({ fees: [fee(5)], discounts: [discount(9)] }, 0)).toMatchObject({
      total: 0,
      perUnit: 0,
    });
    expect(summarisePlacementFee({ fees: [], discounts: [] }, 10)).toEqual({
      total: 0,
      perUnit: 0,
      discount: 0,
      currency: 'USD',
    });
  });

  it('are shared among the shipments by units, adding up to the total to the cent', () => {
    const units = [1, 1, 1];
    const shares = units.map((_, i) => sharePlacementFee(10, units, i));
    expect(shares).toEqual([3.33, 3.33, 3.34]);
    expect(sharePlacementFee(0, units, 0)).toBe(0);
  });
});

describe('the placement option shown first', () => {
  const option = (id: string, totalFee: number, fcs: string[], extra: Partial<OptionForChoice> = {}) => ({
    placementOptionId: id,
    status: 'OFFERED',
    totalFee,
    shipmentIds: fcs.map((fc) => `sh-${id}-${fc}`),
    fulfillmentCenterIds: fcs,
    ...extra,
  });
  const options = [
    option('one', 60, ['PHX7'], { fbaTypesByFc: { PHX7: ['STANDARD'] } }),
    option('split', 20, ['PHX7', 'ONT8']),
    option('optimised', 0, ['ONT8', 'LGB8', 'SBD1'], { fbaTypesByFc: { LGB8: ['STANDARD'] } }),
    option('old', 0, ['TEB9'], { status: 'EXPIRED' }),
  ];
  const chosen = (list: OptionForChoice[], preferences?: Parameters<typeof chooseDefaultOption>[1]) =>
    chooseDefaultOption(list, preferences)?.placementOptionId;

  it('is Amazon’s no-fee option, as Send to Amazon preselects it', () => {
    expect(chosen(options)).toBe('optimised');
  });

  it('stays the no-fee option when a favourite FC is on a paid one', () => {
    expect(chosen(options, { favouriteFcByFbaType: { STANDARD: 'PHX7' } })).toBe('optimised');
  });

  it('goes to the FC the seller asked for, the cheapest of those', () => {
    expect(chosen(options, { selectedFcid: 'phx7' })).toBe('split');
  });

  it('falls back to the no-fee option when no option goes to the FC asked for, never an expired one', () => {
    expect(chosen(options, { selectedFcid: 'TEB9' })).toBe('optimised');
    expect(chosen([options[3]!])).toBeUndefined();
  });

  it('is the cheapest paid option when none is free', () => {
    expect(chosen(options.slice(0, 2))).toBe('split');
  });

  it.each([
    ['fewer shipments', [option('a', 0, ['X1A', 'X2A', 'X3A']), option('b', 0, ['X4A', 'X5A'])], 'b'],
    [
      'fewer shipments before fewer centres',
      [option('a', 0, ['X1A', 'X1A', 'X1A']), option('b', 0, ['X2A', 'X3A'])],
      'b',
    ],
    ['fewer centres at as many shipments', [option('a', 0, ['X1A', 'X2A']), option('b', 0, ['X3A', 'X3A'])], 'b'],
    ['Amazon’s order when all else is equal', [option('a', 0, ['X1A']), option('b', 0, ['X2A'])], 'a'],
  ])('of several free options, goes to %s', (_, list, expected) => {
    expect(chosen(list)).toBe(expected);
  });

  it('lets a favourite FC decide between free options of as many shipments', () => {
    const list = [
      option('a', 0, ['X1A', 'X2A']),
      option('b', 0, ['X3A', 'LGB8'], { fbaTypesByFc: { LGB8: ['STANDARD'] } }),
    ];
    expect(chosen(list, { favouriteFcByFbaType: { STANDARD: 'LGB8' } })).toBe('b');
    expect(chosen(list)).toBe('a');
  });
});

describe('the no-fee option against the cheapest paid one', () => {
  const view = (id: string, totalFee: number, fcs: string[], status = 'OFFERED') => ({
    placementOptionId: id,
    status,
    totalFee,
    currency: 'USD',
    shipmentIds: fcs.map((fc, i) => `sh-${id}-${i}`),
    fulfillmentCenterIds: [...new Set(fcs)],
  });
  const usd = (amount: number, currency: string) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

  it('counts the shipments and centres of each, and the paid one’s fee', () => {
    const comparison = comparePlacementOptions([
      view('one', 42.3, ['IND9']),
      view('split', 25.92, ['SMF3', 'MCO1']),
      view('optimised', 0, ['ABE2', 'TPA1', 'RDU1']),
    ]);
    expect(comparison).toEqual({
      noFee: { placementOptionId: 'optimised', shipments: 3, centres: 3, totalFee: 0, currency: 'USD' },
      cheapestPaid: { placementOptionId: 'split', shipments: 2, centres: 2, totalFee: 25.92, currency: 'USD' },
    });
    expect(describePlacementComparison(comparison, usd)).toBe(
      'No placement fee: 3 shipments to 3 centres. Cheapest paid option: 2 shipments to 2 centres for $25.92.',
    );
  });

  it('takes the free option with the fewest shipments, and the cheapest paid one with the fewest on a tie', () => {
    const { noFee, cheapestPaid } = comparePlacementOptions([
      view('four', 0, ['A1A', 'B1B', 'C1C', 'D1D']),
      view('two', 0, ['A1A', 'B1B']),
      view('paid-two', 30, ['A1A', 'B1B']),
      view('paid-one', 30, ['C1C']),
    ]);
    expect(noFee?.placementOptionId).toBe('two');
    expect(cheapestPaid?.placementOptionId).toBe('paid-one');
  });

  it('counts shipments and centres apart when two shipments go to one centre', () => {
    const comparison = comparePlacementOptions([view('one', 42.3, ['IND9']), view('free', 0, ['ABE2', 'ABE2'])]);
    expect(describePlacementComparison(comparison, usd)).toBe(
      'No placement fee: 2 shipments to 1 centre. Cheapest paid option: 1 shipment to 1 centre for $42.30.',
    );
  });

  it('writes the fee in Amazon’s currency', () => {
    const comparison = comparePlacementOptions([{ ...view('one', 12.5, ['YYZ4']), currency: 'CAD' }]);
    expect(describePlacementComparison(comparison, usd)).toBe(
      'Every option has a placement fee. Cheapest: 1 shipment to 1 centre for CA$12.50.',
    );
  });

  it('says only the no-fee option when nothing is paid, and nothing without options', () => {
    expect(describePlacementComparison(comparePlacementOptions([view('free', 0, ['ABE2'])]), usd)).toBe(
      'No placement fee: 1 shipment to 1 centre.',
    );
    expect(describePlacementComparison(comparePlacementOptions([]), usd)).toBeNull();
  });

  it('leaves expired options out', () => {
    const comparison = comparePlacementOptions([view('free', 0, ['ABE2'], 'EXPIRED'), view('one', 9, ['IND9'])]);
    expect(comparison.noFee).toBeNull();
    expect(comparison.cheapestPaid?.placementOptionId).toBe('one');
  });
});
