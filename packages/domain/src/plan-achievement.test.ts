import { describe, expect, it } from 'vitest';
import { formatAchievedPercentage, getAchievedPercentage } from './plan-achievement.js';

const plan = (...items: [string, number][]) => ({
  Items: items.map(([SellerSKU, Quantity]) => ({ SellerSKU, Quantity })),
});
const asked = (...items: [string, number][]) => items.map(([SellerSKU, Quantity]) => ({ SellerSKU, Quantity }));

describe('the Achieved percentage of a plan request', () => {
  it.each([
    ['every unit of every SKU planned', asked(['A', 10], ['B', 5]), [plan(['A', 10]), plan(['B', 5])], 100],
    ['one SKU refused of two', asked(['A', 10], ['B', 5]), [plan(['A', 10])], 50],
    [
      'a SKU split over two shipments counts once',
      asked(['A', 10], ['B', 4]),
      [plan(['A', 6], ['B', 1]), plan(['A', 4])],
      62.5,
    ],
    ['the mean of per-SKU rates, not of units', asked(['A', 90], ['B', 10]), [plan(['A', 90])], 50],
    ['more units planned than asked count as all', asked(['A', 10]), [plan(['A', 12])], 100],
    ['rounded to 2 decimals', asked(['A', 3], ['B', 3], ['C', 3]), [plan(['A', 3], ['B', 1])], 44.44],
    ['nothing planned', asked(['A', 3]), [], 0],
    ['nothing asked for', [], [plan(['A', 3])], 0],
  ])('%s', (_case, requested, plans, expected) => {
    expect(getAchievedPercentage(requested, plans)).toBe(expected);
  });

  it('counts a refused SKU that was never asked of Amazon (not in the catalogue) as one planned not at all', () => {
    expect(getAchievedPercentage(asked(['A', 4]), [plan(['A', 4])], [{ SellerSKU: 'NO-SUCH' }])).toBe(50);
    expect(getAchievedPercentage(asked(['A', 4], ['B', 2]), [plan(['A', 4])], [{ SellerSKU: 'B' }])).toBe(50);
  });

  it('reads with 2 decimals and a percent sign', () => {
    expect(formatAchievedPercentage(62.5)).toBe('62.50%');
    expect(formatAchievedPercentage(100)).toBe('100.00%');
  });
});
