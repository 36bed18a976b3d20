import { importFileMessages } from '@stowline/domain';
import { unreadable } from './import-error.js';

const QUOTE = 34;
const CR = 13;
const LF = 10;

/**
 * Yields the rows of delimited text as RFC 4180 reads them: quoted fields may hold the
 * delimiter, doubled quotes and line breaks; lines end in CRLF, LF or a lone CR (Excel for Mac).
 * Lenient where Excel is: a quote inside an unquoted field is text, and text after a closing
 * quote joins the field. A quote that is never closed is an error, not the rest of the file.
 */
export function* iterateDelimitedRows(text: string, delimiter: string): Generator<string[]> {
  const sep = delimiter.charCodeAt(0);
  const n = text.length;
  let i = 0;
  let row: string[] = [];
  let rowNumber = 1;
  let rowHasQuotes = false;
  if (n === 0) return;
  for (;;) {
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      rowHasQuotes = true;
      const parts: string[] = [];
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q === -1) throw unreadable(importFileMessages.unclosedQuote(rowNumber));
        parts.push(text.slice(from, q));
        if (text.charCodeAt(q + 1) === QUOTE) {
          parts.push('"');
          from = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      const end = findFieldEnd(text, i, sep);
      if (end > i) parts.push(text.slice(i, end));
      value = parts.join('');
      i = end;
    } else {
      const end = findFieldEnd(text, i, sep);
      value = text.slice(i, end);
      i = end;
    }
    row.push(value);
    if (i >= n) {
      yield row;
      return;
    }
    const c = text.charCodeAt(i);
    if (c === sep) {
      i++;
      continue;
    }
    // A line break ends the row.
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    const quotedLines = rowHasQuotes ? countLineBreaks(row) : 0;
    yield row;
    rowNumber += 1 + quotedLines;
    row = [];
    rowHasQuotes = false;
    if (i >= n) return;
  }
}

function findFieldEnd(text: string, from: number, sep: number): number {
  const n = text.length;
  let i = from;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === sep || c === LF || c === CR) return i;
    i++;
  }
  return n;
}

/** Line breaks inside a row's quoted fields, so an unclosed quote is reported on the line a person sees. */
function countLineBreaks(row: string[]): number {
  let count = 0;
  for (const cell of row) {
    if (cell.length < 1 || (cell.indexOf('\n') === -1 && cell.indexOf('\r') === -1)) continue;
    count += cell.split(/\r\n|\r|\n/).length - 1;
  }
  return count;
}

/**
 * Picks the delimiter of a text file from its first line: comma, tab (Excel's 'Unicode Text')
 * or semicolon (European Excel).
 */
export function detectDelimiter(text: string): ',' | '\t' | ';' {
  const firstLine = text.slice(0, 65_536).split(/\r\n|\r|\n/, 1)[0] ?? '';
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const candidates = [',', '\t', ';'] as const;
  let best: (typeof candidates)[number] = ',';
  let bestCount = 0;
  for (const ch of candidates) {
    const c = count(ch);
    if (c > bestCount) [best, bestCount] = [ch, c];
  }
  return best;
}

/**
 * Splits one pasted line the way the spec's copy/paste does (comma, whitespace or tab): a line
 * with tabs is cells copied from a spreadsheet (empty cells kept); otherwise a line with commas
 * is CSV (quotes allowed); otherwise whitespace separates the values.
 */
export function splitPastedLine(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.includes(',')) return [...iterateDelimitedRows(line, ',')][0] ?? [];
  return line.split(/\s+/).filter((cell) => cell !== '');
}

/** The export writer lives in the domain package (the web app writes CSV exports too). */
export { toSafeCsv } from '@stowline/domain';
