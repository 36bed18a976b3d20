import { SHIPMENT_LIST_DEFAULT_MONTHS } from './shipments.js';

/**
 * The shipment list's dates (spec document 2, section 2): DD-MM-YYYY on screen, ranges of local
 * days, the presets, and the instants a range covers for get-shipment-stats.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD-MM-YYYY' of a local day. */
export function formatDayMonthYear(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** A local day from 'DD-MM-YYYY', or null when it is no real day. */
export function parseDayMonthYear(text: string): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

export const DATE_RANGE_PRESETS = [
  'Today',
  'Yesterday',
  'Last 7 Days',
  'Last 30 Days',
  'This Month',
  'Last Month',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** A preset's first and last local days (both included), as of `now`. */
export function dateRangeOfPreset(preset: DateRangePreset, now: Date): { start: Date; end: Date } {
  const today = startOfDay(now);
  switch (preset) {
    case 'Today':
      return { start: today, end: today };
    case 'Yesterday':
      return { start: addDays(today, -1), end: addDays(today, -1) };
    case 'Last 7 Days':
      return { start: addDays(today, -6), end: today };
    case 'Last 30 Days':
      return { start: addDays(today, -29), end: today };
    case 'This Month':
      return { start: new Date(today.getFullYear(), today.getMonth(), 1), end: today };
    case 'Last Month':
      return {
        start: new Date(today.getFullYear(), today.getMonth() - 1, 1),
        end: new Date(today.getFullYear(), today.getMonth(), 0),
      };
  }
}

/** The list's opening range: the last 3 months up to today. */
export function defaultShipmentDateRange(now: Date): { start: Date; end: Date } {
  const today = startOfDay(now);
  return {
    start: new Date(today.getFullYear(), today.getMonth() - SHIPMENT_LIST_DEFAULT_MONTHS, today.getDate()),
    end: today,
  };
}

/** The instants a range of local days covers: from the first day's start to the last day's end. */
export function toDateRangeBody(range: { start: Date; end: Date }): { startDate: string; endDate: string } {
  const end = addDays(range.end, 1);
  return { startDate: range.start.toISOString(), endDate: new Date(end.getTime() - 1).toISOString() };
}
