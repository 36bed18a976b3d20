import { importFileMessages, type ImportSheet } from '@stowline/domain';
import { detectDelimiter, iterateDelimitedRows, splitPastedLine } from './csv.js';
import { DEFAULT_UPLOAD_LIMITS, ImportError, unreadable, type UploadLimits } from './import-error.js';
import { TableBuilder, type RowBudget } from './table-builder.js';
import { readXlsx } from './xlsx.js';

export interface UploadedFile {
  filename: string;
  /** Informative only: browsers name CSV files inconsistently, so the bytes decide. */
  mimetype?: string;
  data: Buffer;
}

export interface UploadedTable {
  sheets: ImportSheet[];
  /**
   * No sheet has a row after its first non-blank one (an empty file, or only a header): the
   * caller shows its upload's empty-file message.
   */
  isEmpty: boolean;
}

const ZIP_MAGIC = [0x50, 0x4b]; // 'PK'
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Formats people upload by mistake that can pass for text: PDF, PNG, GIF, JPEG, gzip, RAR, 7z. */
const OTHER_MAGIC = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0x47, 0x49, 0x46, 0x38],
  [0xff, 0xd8, 0xff],
  [0x1f, 0x8b],
  [0x52, 0x61, 0x72, 0x21],
  [0x37, 0x7a, 0xbc, 0xaf],
];
const TEXT_EXTENSIONS = new Set(['', 'csv', 'tsv', 'txt']);

const startsWith = (data: Buffer, magic: readonly number[]) => magic.every((byte, i) => data[i] === byte);
const extensionOf = (filename: string) => {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
};
const baseNameOf = (filename: string) => (filename.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');

function withLimits(limits: Partial<UploadLimits> | undefined): UploadLimits {
  return { ...DEFAULT_UPLOAD_LIMITS, ...limits };
}

/**
 * Reads an uploaded CSV (or tab/semicolon-separated text) or XLSX into text rows, one table per
 * sheet. The bytes decide the type (a zip is an XLSX, an OLE2 file is a legacy .xls or an
 * encrypted workbook), not the name. Throws an ImportError with a message for people when the
 * file breaks a limit or cannot be read.
 */
export async function readUploadedTable(file: UploadedFile, limits?: Partial<UploadLimits>): Promise<UploadedTable> {
  const resolved = withLimits(limits);
  const { data } = file;
  if (data.length > resolved.maxBytes) throw new ImportError('too-large', importFileMessages.tooLarge(resolved));
  if (data.length === 0) return toTable([{ name: baseNameOf(file.filename), rows: [] }]);
  const extension = extensionOf(file.filename);
  const budget: RowBudget = { dataRows: 0 };

  if (startsWith(data, ZIP_MAGIC)) return toTable(await readXlsx(data, resolved, budget));
  if (startsWith(data, CFB_MAGIC)) throw identifyCompoundFile(data);
  if (OTHER_MAGIC.some((magic) => startsWith(data, magic))) {
    throw new ImportError('wrong-type', importFileMessages.wrongType);
  }
  const text = decodeText(data);
  if (text === undefined || !TEXT_EXTENSIONS.has(extension)) {
    if (extension === 'xls') throw new ImportError('legacy-xls', importFileMessages.legacyXls);
    if (extension === 'xlsx' || extension === 'xlsm') throw unreadable();
    throw new ImportError('wrong-type', importFileMessages.wrongType);
  }
  const delimiter = extension === 'tsv' ? '\t' : detectDelimiter(text);
  const builder = new TableBuilder(resolved, budget);
  for (const row of iterateDelimitedRows(text, delimiter)) builder.addRow(row);
  return toTable([{ name: baseNameOf(file.filename), rows: builder.finish() }]);
}

/**
 * Reads text pasted into the Copy/Paste box: one row a line, values split on tabs (cells copied
 * from a spreadsheet), commas or whitespace, as the spec's copy/paste does. Same limits as a file.
 */
export function readPastedTable(text: string, limits?: Partial<UploadLimits>): UploadedTable {
  const resolved = withLimits(limits);
  if (Buffer.byteLength(text, 'utf8') > resolved.maxBytes) {
    throw new ImportError('too-large', importFileMessages.tooLarge(resolved));
  }
  const builder = new TableBuilder(resolved, { dataRows: 0 });
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const line of lines) builder.addRow(line.trim() === '' ? [] : splitPastedLine(line));
  const rows = builder.finish();
  // Pasted lines need no header: one line is already something to judge.
  return { sheets: [{ name: 'Pasted', rows }], isEmpty: rows.length === 0 };
}

function toTable(sheets: ImportSheet[]): UploadedTable {
  const isEmpty = sheets.every(
    (sheet) => sheet.rows.filter((row) => row.some((cell) => cell.trim() !== '')).length <= 1,
  );
  return { sheets, isEmpty };
}

/**
 * An OLE2 compound file is either a legacy .xls or an encrypted (password-protected) OOXML
 * workbook, whose directory holds an 'EncryptedPackage' stream (names are UTF-16LE).
 */
function identifyCompoundFile(data: Buffer): ImportError {
  const marker = Buffer.from('EncryptedPackage', 'utf16le');
  if (data.includes(marker)) return new ImportError('password-protected', importFileMessages.passwordProtected);
  return new ImportError('legacy-xls', importFileMessages.legacyXls);
}

const SAMPLE_BYTES = 64 * 1024;

/**
 * Text from bytes: a BOM names the encoding (UTF-8, or UTF-16 as Excel's 'Unicode Text' writes);
 * otherwise UTF-8, or Windows-1252 (what Excel's plain 'CSV' writes on Windows) when the bytes
 * are not UTF-8. Undefined for binary data (control characters other than tab and line breaks).
 */
function decodeText(data: Buffer): string | undefined {
  let text: string;
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) {
    text = data.toString('utf8', 3);
  } else if (data[0] === 0xff && data[1] === 0xfe) {
    text = new TextDecoder('utf-16le').decode(data.subarray(2));
  } else if (data[0] === 0xfe && data[1] === 0xff) {
    text = new TextDecoder('utf-16be').decode(data.subarray(2));
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      text = new TextDecoder('windows-1252').decode(data);
    }
  }
  return hasBinaryCharacters(text.slice(0, SAMPLE_BYTES)) ? undefined : text;
}

function hasBinaryCharacters(sample: string): boolean {
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 127) return true;
  }
  return false;
}
