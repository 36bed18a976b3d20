/**
 * Amazon's flat-file reports: tab-separated, one header row, no quoting. Returns one record
 * per data row keyed by header name; blank lines are skipped.
 */
export function parseTabSeparated(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '')
    .replace(/^\uFEFF/, '')
    .split('\t')
    .map((h) => h.trim());
  const records: Record<string, string>[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (!line.trim()) continue;
    const cells = line.split('\t');
    const record: Record<string, string> = {};
    for (let c = 0; c < header.length; c += 1) record[header[c]!] = (cells[c] ?? '').trim();
    records.push(record);
  }
  return records;
}

/** A decimal for a numeric column, or null when the cell is blank or not a number. */
export function toDecimal(text: string | undefined): string | null {
  if (!text) return null;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? String(value) : null;
}

const CONDITION_BY_TEXT: Record<string, number> = {
  'used like new': 1,
  'used - like new': 1,
  'used very good': 2,
  'used - very good': 2,
  'used good': 3,
  'used - good': 3,
  'used acceptable': 4,
  'used - acceptable': 4,
  'collectible like new': 5,
  'collectible - like new': 5,
  'collectible very good': 6,
  'collectible - very good': 6,
  'collectible good': 7,
  'collectible - good': 7,
  'collectible acceptable': 8,
  'collectible - acceptable': 8,
  unacceptable: 9,
  refurbished: 10,
  new: 11,
};

/** Amazon's numeric condition code (spec document 2: 1-11) from a code or its name; New when unknown. */
export function toConditionCode(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  const numeric = Number(trimmed);
  if (trimmed && Number.isInteger(numeric) && numeric >= 1 && numeric <= 11) return numeric;
  return CONDITION_BY_TEXT[trimmed.toLowerCase()] ?? 11;
}

/** The SKU list's statuses: Active, Inactive, Incomplete. */
export function toListingStatus(text: string | undefined): string {
  const value = (text ?? '').toLowerCase();
  if (value.startsWith('active')) return 'Active';
  if (value.startsWith('incomplete')) return 'Incomplete';
  return 'Inactive';
}

/** Weight units as the product stores them: 'pounds' or 'ounces'; kilograms and grams become pounds. */
export function toWeight(
  value: string | number | undefined | null,
  unit: string | undefined,
): { value: string; unit: 'pounds' | 'ounces' } | null {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === undefined || value === null || value === '' || !Number.isFinite(number) || number <= 0) return null;
  const u = (unit ?? '').toLowerCase();
  if (u.startsWith('ounce') || u === 'oz') return { value: String(number), unit: 'ounces' };
  if (u.startsWith('kilogram') || u === 'kg') return { value: (number * 2.2046226).toFixed(4), unit: 'pounds' };
  if (u.startsWith('gram') || u === 'g') return { value: (number / 453.59237).toFixed(4), unit: 'pounds' };
  return { value: String(number), unit: 'pounds' };
}

/** Inches from a length in inches or centimetres. */
export function toInches(value: string | number | undefined | null, unit: string | undefined): string | null {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === undefined || value === null || value === '' || !Number.isFinite(number) || number <= 0) return null;
  const u = (unit ?? '').toLowerCase();
  if (u.startsWith('centimet') || u === 'cm') return (number / 2.54).toFixed(2);
  if (u.startsWith('millimet') || u === 'mm') return (number / 25.4).toFixed(2);
  return number.toFixed(2);
}
