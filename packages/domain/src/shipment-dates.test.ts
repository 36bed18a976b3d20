import { describe, expect, it } from 'vitest';
import {
  dateRangeOfPreset,
  defaultShipmentDateRange,
  formatDayMonthYear,
  parseDayMonthYear,
} from './shipment-dates.js';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('the date range', () => {
  const now = new Date(2026, 2, 15, 13, 30);

  it.each([
    ['Today', day(2026, 3, 15), day(2026, 3, 15)],
    ['Yesterday', day(2026, 3, 14), day(2026, 3, 14)],
    ['Last 7 Days', day(2026, 3, 9), day(2026, 3, 15)],
    ['Last 30 Days', day(2026, 2, 14), day(2026, 3, 15)],
    ['This Month', day(2026, 3, 1), day(2026, 3, 15)],
    ['Last Month', day(2026, 2, 1), day(2026, 2, 28)],
  ] as const)('%s runs from %s to %s', (preset, start, end) => {
    expect(dateRangeOfPreset(preset, now)).toEqual({ start, end });
  });

  it('opens on the last 3 months and reads and writes DD-MM-YYYY', () => {
    expect(defaultShipmentDateRange(now)).toEqual({ start: day(2025, 12, 15), end: day(2026, 3, 15) });
    expect(formatDayMonthYear(day(2026, 3, 5))).toBe('05-03-2026');
    expect(parseDayMonthYear('05-03-2026')).toEqual(day(2026, 3, 5));
    expect(parseDayMonthYear('31-02-2026')).toBeNull();
    expect(parseDayMonthYear('2026-03-05')).toBeNull();
  });
});
