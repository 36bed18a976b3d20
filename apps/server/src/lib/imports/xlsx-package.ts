import { StringDecoder } from 'node:string_decoder';
import { createNumberFormatter, getFormatCode, type NumberFormatter } from './cell-format.js';
import { unreadable } from './import-error.js';
import { SharedStrings } from './shared-strings.js';
import { readAttributes, XmlScanner, type XmlHandler } from './xml.js';
import { ZipArchive } from './zip.js';
import { decodeEscapes } from './xlsx-worksheet.js';

/** The parts of an XLSX package: relationships, workbook, styles and shared strings, each read as it inflates. */
export interface Workbook {
  sheets: { name: string; path: string }[];
  sharedStringsPath?: string;
  stylesPath?: string;
  date1904: boolean;
}

export interface Styles {
  /** The number formatter of each cell style (cellXfs index). */
  formatters: NumberFormatter[];
}

/**
 * Streams a part through the XML scanner as it inflates: UTF-8 decoded chunk by chunk (a
 * character split between chunks is joined), so a read holds a chunk of the part, never the
 * part. False when the package has no such part.
 */
export async function scanPart(zip: ZipArchive, path: string, handler: XmlHandler): Promise<boolean> {
  const scanner = new XmlScanner(handler);
  // Parts are UTF-8 (a BOM may lead); UTF-16 parts are allowed by XML but no spreadsheet program writes them.
  const decoder = new StringDecoder('utf8');
  let atStart = true;
  const found = await zip.stream(path, (chunk) => {
    let text = decoder.write(chunk);
    if (atStart && text.length > 0) {
      atStart = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    scanner.write(text);
  });
  if (!found) return false;
  scanner.write(decoder.end());
  scanner.end();
  return true;
}

/** Resolves a relationship target against the folder of the part that names it. */
function resolveTarget(sourcePath: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = sourcePath.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

function relationshipsPathOf(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

async function readRelationships(zip: ZipArchive, partPath: string): Promise<Relationship[]> {
  const relationships: Relationship[] = [];
  await scanPart(zip, relationshipsPathOf(partPath), {
    wantsText: false,
    attributesOf: new Set(['Relationship']),
    open(name, source, start, end) {
      if (name !== 'Relationship') return;
      const a = readAttributes(source, start, end);
      if (a.Id && a.Target && a.TargetMode !== 'External') {
        relationships.push({ id: a.Id, type: a.Type ?? '', target: resolveTarget(partPath, a.Target) });
      }
    },
    close() {},
    text() {},
  });
  return relationships;
}

/** The workbook part named by the package's relationships (xl/workbook.xml in practice). */
export async function findWorkbookPath(zip: ZipArchive): Promise<string | undefined> {
  const packageRels = await readRelationships(zip, '');
  const office = packageRels.find((r) => r.type.endsWith('/officeDocument'));
  if (office && zip.has(office.target) && /\.xml$/i.test(office.target)) return office.target;
  return zip.has('xl/workbook.xml') ? 'xl/workbook.xml' : undefined;
}

export async function readWorkbook(zip: ZipArchive, path: string): Promise<Workbook> {
  const listed: { name: string; rid: string }[] = [];
  let date1904 = false;
  const found = await scanPart(zip, path, {
    wantsText: false,
    attributesOf: new Set(['workbookPr', 'sheet']),
    open(name, source, start, end) {
      if (name === 'workbookPr') {
        const value = readAttributes(source, start, end).date1904;
        date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet') {
        const a = readAttributes(source, start, end);
        const hidden = a.state === 'hidden' || a.state === 'veryHidden';
        if (!hidden && a.id) listed.push({ name: a.name ?? '', rid: a.id });
      }
    },
    close() {},
    text() {},
  });
  if (!found) throw unreadable();
  const rels = await readRelationships(zip, path);
  const byId = new Map(rels.map((r) => [r.id, r]));
  const sheets: Workbook['sheets'] = [];
  for (const { name, rid } of listed) {
    const rel = byId.get(rid);
    // Chart sheets and dialog sheets hold no cells.
    if (rel && rel.type.endsWith('/worksheet')) sheets.push({ name, path: rel.target });
  }
  return {
    sheets,
    date1904,
    sharedStringsPath: rels.find((r) => r.type.endsWith('/sharedStrings'))?.target,
    stylesPath: rels.find((r) => r.type.endsWith('/styles'))?.target,
  };
}

export async function readStyles(zip: ZipArchive, path: string): Promise<Styles> {
  const custom = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellXfs = false;
  let inNumFmts = false;
  await scanPart(zip, path, {
    wantsText: false,
    attributesOf: new Set(['numFmt', 'xf']),
    open(name, source, start, end) {
      if (name === 'numFmts') {
        inNumFmts = true;
      } else if (name === 'numFmt' && inNumFmts) {
        // Only the workbook's formats: conditional formats (<dxfs>) may reuse an id for another code.
        const a = readAttributes(source, start, end);
        custom.set(Number(a.numFmtId), a.formatCode ?? 'General');
      } else if (name === 'cellXfs') {
        inCellXfs = true;
      } else if (name === 'xf' && inCellXfs) {
        formatIds.push(Number(readAttributes(source, start, end).numFmtId ?? 0));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
      else if (name === 'numFmts') inNumFmts = false;
    },
    text() {},
  });
  const byCode = new Map<string, NumberFormatter>();
  const formatters = formatIds.map((id) => {
    const code = getFormatCode(id, custom);
    if (!byCode.has(code)) byCode.set(code, createNumberFormatter(code));
    return byCode.get(code)!;
  });
  return { formatters };
}

export async function readSharedStrings(zip: ZipArchive, path: string): Promise<SharedStrings> {
  const strings = new SharedStrings();
  let parts: string[] | undefined;
  let inText = false;
  let phoneticDepth = 0;
  await scanPart(zip, path, {
    get wantsText() {
      return inText;
    },
    attributesOf: new Set(),
    open(name) {
      if (name === 'si') parts = [];
      else if (name === 'rPh') phoneticDepth++;
      else if (name === 't' && parts && phoneticDepth === 0) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phoneticDepth--;
      else if (name === 'si' && parts) {
        strings.add(decodeEscapes(parts.join('')));
        parts = undefined;
      }
    },
    text(value) {
      parts?.push(value);
    },
  });
  return strings;
}
