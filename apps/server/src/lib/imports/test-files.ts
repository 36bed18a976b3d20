import { crc32, deflateRawSync } from 'node:zlib';

/** Test support: zips and XLSX workbooks built by hand, so tests can also build broken and hostile ones. */

export interface ZipInput {
  name: string;
  data: Buffer | string;
  /** 0 stores, 8 deflates (the default). */
  method?: 0 | 8;
  /** The uncompressed size the headers claim, when a test wants them to lie. */
  declaredSize?: number;
  flags?: number;
  /** Bytes already deflated, used as they are (e.g. a bomb made once). */
  compressed?: Buffer;
}

export function buildZip(inputs: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const raw = typeof input.data === 'string' ? Buffer.from(input.data, 'utf8') : input.data;
    const method = input.method ?? 8;
    const body = input.compressed ?? (method === 8 ? deflateRawSync(raw) : raw);
    const name = Buffer.from(input.name, 'utf8');
    const size = input.declaredSize ?? raw.length;
    const flags = (input.flags ?? 0) | 0x800;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(inputs.length, 8);
  end.writeUInt16LE(inputs.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SheetInput {
  name: string;
  /** Raw <sheetData> content, or rows of plain strings (written as inline strings). */
  sheetData?: string;
  rows?: string[][];
  hidden?: boolean;
}

export interface WorkbookInput {
  sheets: SheetInput[];
  sharedStrings?: string[];
  /** numFmtId of each cell style (cellXfs), in order; custom formats in `numFmts`. */
  cellFormats?: number[];
  numFmts?: Record<number, string>;
  date1904?: boolean;
  /** Extra or replacement parts, by path. */
  parts?: Record<string, string>;
}

const columnName = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

export function buildSheetData(rows: string[][]): string {
  return rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((cell, c) => `<c r="${columnName(c)}${r + 1}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`)
          .join('')}</row>`,
    )
    .join('');
}

/** The parts of a minimal, valid XLSX as Excel lays them out. */
export function buildXlsxParts(input: WorkbookInput): Record<string, string> {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rns = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const relType = (t: string) => `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${t}`;
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relType('officeDocument')}" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook ${ns} ${rns}>${input.date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets>${input.sheets
      .map(
        (s, i) =>
          `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}"${s.hidden ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`,
      )
      .join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${input.sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${relType('worksheet')}" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join(
        '',
      )}<Relationship Id="rIdS" Type="${relType('sharedStrings')}" Target="sharedStrings.xml"/><Relationship Id="rIdT" Type="${relType('styles')}" Target="/xl/styles.xml"/></Relationships>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst ${ns}>${(input.sharedStrings ?? [])
      .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
      .join('')}</sst>`,
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8"?><styleSheet ${ns}><numFmts>${Object.entries(
      input.numFmts ?? {},
    )
      .map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${escapeXml(code).replace(/"/g, '&quot;')}"/>`)
      .join('')}</numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs>${(input.cellFormats ?? [0])
      .map((id) => `<xf numFmtId="${id}" applyNumberFormat="1"/>`)
      .join('')}</cellXfs></styleSheet>`,
  };
  input.sheets.forEach((s, i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] =
      `<?xml version="1.0" encoding="UTF-8"?><worksheet ${ns}><sheetData>${s.sheetData ?? buildSheetData(s.rows ?? [])}</sheetData></worksheet>`;
  });
  return { ...parts, ...input.parts };
}

export function buildXlsx(input: WorkbookInput): Buffer {
  return buildZip(Object.entries(buildXlsxParts(input)).map(([name, data]) => ({ name, data })));
}
