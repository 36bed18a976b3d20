/**
 * `npx tsx bench/imports.ts`: the upload library's figures. Reading and judging a 50,000-row CSV
 * (target: well under a second), the same as an XLSX, and the hostile workbooks (a zip bomb, a
 * lying directory, ~86 MB of empty-cell sheet XML) that must be refused within a second or two.
 * Needs no database. Prints wall and CPU time; the inflating runs on libuv's pool, so CPU counts it too.
 */
import { performance } from 'node:perf_hooks';
import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { completeShipSkuUpload, parseShipSkuSheets } from '@stowline/domain';
import { readUploadedTable, ImportError, buildXlsx, buildXlsxParts, buildZip } from '@stowline/server/testing';

const ms = (n: number) => `${n.toFixed(0)} ms`;

async function time<T>(label: string, task: () => Promise<T>, runs = 5): Promise<T> {
  let result: T | undefined;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    try {
      result = await task();
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      result = error as T;
    }
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  // CPU time beside wall time: on a busy machine the wall time says more about the neighbours.
  console.log(
    `${label.padEnd(62)} median ${ms(median(times))} (cpu ${ms(median(cpu))}), worst ${ms(Math.max(...times))}`,
  );
  return result as T;
}

const ROWS = 50_000;
const rows = [
  ['SellerSKU', 'Quantity'],
  ...Array.from({ length: ROWS }, (_, i) => [`SKU-${String(i).padStart(6, '0')}`, String((i % 150) + 1)]),
];
const csv = Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));
const xlsx = buildXlsx({ sheets: [{ name: 'Sheet1', rows }] });
const known = rows.slice(1).map((r) => r[0]!);

async function readAndJudge(file: { filename: string; data: Buffer }) {
  const table = await readUploadedTable(file);
  const parsed = parseShipSkuSheets(table.sheets, 'loose');
  return completeShipSkuUpload(parsed, known);
}

console.log(
  `CSV ${(csv.length / 1024).toFixed(0)} KB, XLSX ${(xlsx.length / 1024).toFixed(0)} KB, ${ROWS.toLocaleString('en-US')} rows`,
);
const done = await time(`read + judge ${ROWS} CSV rows`, () => readAndJudge({ filename: 'skus.csv', data: csv }));
if (done.stats.valid !== ROWS) throw new Error('the bench rows should all be valid');
await time(`read + judge ${ROWS} XLSX rows (inline strings)`, () =>
  readAndJudge({ filename: 'skus.xlsx', data: xlsx }),
);

const sheetEntry = (entry: { data?: string | Buffer; compressed?: Buffer; declaredSize?: number }) => {
  const parts = buildXlsxParts({ sheets: [{ name: 'S', rows: [['a']] }] });
  return buildZip(
    Object.entries(parts).map(([name, data]) =>
      name === 'xl/worksheets/sheet1.xml' ? { name, data: entry.data ?? data, ...entry } : { name, data },
    ),
  );
};
const megabyteOfZeros = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: zlibConstants.Z_SYNC_FLUSH });
const zeroBomb = (mb: number) => Buffer.concat([...Array(mb).fill(megabyteOfZeros), Buffer.from([3, 0])]);

const honestBomb = sheetEntry({ data: '', compressed: zeroBomb(4096), declaredSize: 4_000_000_000 });
await time(`zip bomb, ${(honestBomb.length / 1024 / 1024).toFixed(1)} MB claiming 4 GB`, () =>
  readUploadedTable({ filename: 'b.xlsx', data: honestBomb }),
);
const lyingBomb = sheetEntry({ data: '', compressed: zeroBomb(4096), declaredSize: 90 * 1024 * 1024 });
await time('zip bomb inflating to 4 GB, directory claiming 90 MB', () =>
  readUploadedTable({ filename: 'b.xlsx', data: lyingBomb }),
);

const emptyCellRow = (r: number) => `<row r="${r}">${'<c s="0"/>'.repeat(1_000)}</row>`;
const hostileXml = `<worksheet><sheetData>${Array.from({ length: 9_000 }, (_, i) => emptyCellRow(i + 1)).join('')}</sheetData></worksheet>`;
const hostile = sheetEntry({ data: hostileXml });
await time(
  `${(hostileXml.length / 1024 / 1024).toFixed(0)} MB of empty-cell XML in a ${(hostile.length / 1024).toFixed(0)} KB XLSX`,
  () => readUploadedTable({ filename: 'h.xlsx', data: hostile }),
  3,
);
const valuedRow = (r: number) => `<row r="${r}">${Array.from({ length: 200 }, () => '<c><v>1</v></c>').join('')}</row>`;
const valuedXml = `<worksheet><sheetData>${Array.from({ length: 30_000 }, (_, i) => valuedRow(i + 1)).join('')}</sheetData></worksheet>`;
const valued = sheetEntry({ data: valuedXml });
await time(
  `${(valuedXml.length / 1024 / 1024).toFixed(0)} MB of 200-column number rows in a ${(valued.length / 1024).toFixed(0)} KB XLSX`,
  () => readUploadedTable({ filename: 'v.xlsx', data: valued }),
  3,
);
