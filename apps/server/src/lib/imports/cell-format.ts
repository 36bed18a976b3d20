/**
 * Turns an XLSX number cell into the text a person sees: dates as ISO dates, numbers without
 * binary float noise (0.1 + 0.2 is '0.3'), and the plain number formats that change what a
 * code looks like (zero padding '00000', decimals '0.00', thousands '#,##0', percent '0%').
 * Other formats (currency, fractions, scientific) show the number as Excel's General would.
 */

/** Excel's built-in number formats that matter here (ECMA-376 part 1, 18.8.30). */
const BUILT_IN_FORMATS: Record<number, string> = {
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  14: 'yyyy-mm-dd',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy h:mm',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
};
/** Built-in ids that East Asian locales use for dates (27-36, 50-58). */
const isBuiltInLocalDate = (id: number) => (id >= 27 && id <= 36) || (id >= 50 && id <= 58);

export type DateKind = 'date' | 'datetime' | 'time';

/** The format code of a style's number format id. */
export function getFormatCode(id: number, custom: ReadonlyMap<number, string>): string {
  return custom.get(id) ?? BUILT_IN_FORMATS[id] ?? (isBuiltInLocalDate(id) ? 'yyyy-mm-dd' : 'General');
}

/** Whether a format code shows a date or a time, and which. */
export function getDateKind(code: string): DateKind | undefined {
  const section = (code.split(';')[0] ?? '')
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '');
  if (/general/i.test(section)) return undefined;
  const hasDate = /[dy]/i.test(section);
  const hasTime = /[hs]/i.test(section);
  if (hasDate && hasTime) return 'datetime';
  if (hasTime) return 'time';
  if (hasDate || /m/i.test(section)) return 'date';
  return undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A serial day number as ISO text; undefined outside Excel's date range. */
export function formatSerialDate(serial: number, kind: DateKind, date1904: boolean): string | undefined {
  if (!(serial >= 0) || serial > 2_958_465) return undefined;
  let days = Math.floor(serial);
  let seconds = Math.round((serial - days) * 86_400);
  if (seconds === 86_400) {
    days++;
    seconds = 0;
  }
  // Excel's 1900 system counts a 29 February 1900 that never was (serial 60), so later serials count from 30 December 1899.
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : days < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const date = new Date(epoch + days * 86_400_000 + seconds * 1000);
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  if (kind === 'date') return day;
  if (kind === 'time') return time;
  return `${day}T${time}`;
}

/** A number as General shows it, without float noise: 15 significant digits, as Excel keeps. */
export function formatGeneralNumber(value: number): string {
  if (Number.isSafeInteger(value)) return String(value);
  return String(Number(value.toPrecision(15)));
}

const PLAIN_FORMAT = /^(#,##)?(0+)(?:\.(0+))?(%)?$/;

/** A number in its cell's format (see the module comment for which formats are honoured). */
export function formatNumber(value: number, code: string): string {
  const section = (code.split(';')[0] ?? '').replace(/\\|"/g, '').trim();
  const plain = PLAIN_FORMAT.exec(section);
  if (!plain) return formatGeneralNumber(value);
  const [, grouping, integerZeros, decimalZeros, percent] = plain;
  const scaled = percent ? value * 100 : value;
  const fixed = Math.abs(scaled).toFixed(decimalZeros?.length ?? 0);
  const [integerPart = '0', decimalPart] = fixed.split('.');
  let integer = integerPart.padStart(integerZeros!.length, '0');
  if (grouping) integer = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = scaled < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${integer}${decimalPart ? `.${decimalPart}` : ''}${percent ?? ''}`;
}

/** Formats a number cell's value as its style shows it. */
export type NumberFormatter = (value: number, date1904: boolean) => string;

/** Builds the formatter of one format code once, so a sheet's many cells skip the parsing. */
export function createNumberFormatter(code: string): NumberFormatter {
  const kind = getDateKind(code);
  if (kind) return (value, date1904) => formatSerialDate(value, kind, date1904) ?? formatGeneralNumber(value);
  if (/^general$/i.test(code.trim())) return formatGeneralNumber;
  return (value) => formatNumber(value, code);
}
