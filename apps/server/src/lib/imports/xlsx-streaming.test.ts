import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ImportError, readUploadedTable } from './index.js';
import { buildSheetData, buildXlsxParts, buildZip, type ZipInput } from './test-files.js';
import { XmlScanner, type XmlHandler } from './xml.js';
import { INFLATE_CHUNK_BYTES, ZipArchive } from './zip.js';

const run = promisify(execFile);
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/** A workbook from parts, each stored (method 0) or deflated. */
const workbookOf = (parts: Record<string, string>, method: 0 | 8) =>
  buildZip(Object.entries(parts).map(([name, data]): ZipInput => ({ name, data, method })));

/**
 * Reads a workbook in a process of its own whose heap is capped (V8 ends the whole process, not
 * just a worker, when one allocation passes the cap), sampling its memory between chunks.
 */
async function readWithSmallHeap(data: Buffer, heapMb: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'xlsx-stream-'));
  try {
    const file = path.join(dir, 'upload.xlsx');
    await writeFile(file, data);
    const reader = fileURLToPath(new URL('./read-uploaded-table.ts', import.meta.url));
    const script = `
      import { readFileSync } from 'node:fs';
      const { readUploadedTable } = await import(${JSON.stringify(reader)});
      let peakHeap = 0;
      let peakOffHeap = 0;
      const sample = () => {
        const m = process.memoryUsage();
        peakHeap = Math.max(peakHeap, m.heapUsed);
        peakOffHeap = Math.max(peakOffHeap, m.external + m.arrayBuffers);
      };
      const timer = setInterval(sample, 1);
      const table = await readUploadedTable({ filename: 'upload.xlsx', data: readFileSync(${JSON.stringify(file)}) });
      clearInterval(timer);
      sample();
      console.log(JSON.stringify({ rows: table.sheets[0].rows, peakHeap, peakOffHeap }));
    `;
    const { stdout } = await run(
      process.execPath,
      [`--max-old-space-size=${heapMb}`, '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: path.dirname(reader), maxBuffer: 2 ** 20 },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as { rows: string[][]; peakHeap: number; peakOffHeap: number };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('reading a workbook while it inflates', () => {
  it('reads a sheet that inflates to ~99 MB with a 64 MB heap: a read holds a window of the part, not the part', async () => {
    // Mostly XML the reader skips (formatted empty cells, a long header text), with text beyond
    // Latin-1 as real sheets have: held whole as a string, the part alone would be 99-198 MB of heap.
    const head = buildSheetData([
      ['SellerSKU', 'Title'],
      ['SKU-1', 'Crème brûlée – 日本'],
    ]);
    const emptyRow = (r: number) => Buffer.from(`<row r="${r}">${'<c s="0"/>'.repeat(1_000)}</row>`);
    const sheet = Buffer.concat([
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><sheetData>${head}`),
      ...Array.from({ length: 9_000 }, (_, i) => emptyRow(i + 3)),
      Buffer.from(
        `</sheetData><headerFooter><oddHeader>${'Größe € '.repeat(1_100_000)}</oddHeader></headerFooter></worksheet>`,
      ),
    ]);
    const data = buildZip(
      Object.entries(buildXlsxParts({ sheets: [{ name: 'S' }] })).map(([name, part]) => ({
        name,
        data: name === 'xl/worksheets/sheet1.xml' ? sheet : part,
      })),
    );
    const sheetBytes = sheet.length;
    expect(sheetBytes).toBeGreaterThan(95 * 2 ** 20);
    expect(sheetBytes).toBeLessThan(100 * 2 ** 20);
    expect(data.length).toBeLessThan(2 ** 20);

    const answer = await readWithSmallHeap(data, 64);
    expect(answer.rows).toEqual([
      ['SellerSKU', 'Title'],
      ['SKU-1', 'Crème brûlée – 日本'],
    ]);
    console.info(
      `${(sheetBytes / 2 ** 20).toFixed(0)} MB sheet read with a 64 MB heap: peak heap used ${(answer.peakHeap / 2 ** 20).toFixed(0)} MB, peak buffers and external strings ${(answer.peakOffHeap / 2 ** 20).toFixed(1)} MB (sampled between chunks)`,
    );
    // Off the heap too: inflated chunks wait for the collector, but nowhere near the part is held.
    expect(answer.peakOffHeap).toBeLessThan(50 * 2 ** 20);
  }, 120_000);

  it('holds a table of 1.2 million shared strings packed, within a 64 MB heap, and shows the ones cells use', async () => {
    // One string object each took ~100 MB of heap for these ~25 MB of text and markup.
    const count = 1_200_000;
    const entry = (i: number) => `s${i.toString(36).padStart(5, '0')}`;
    const pieces = [Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><sst ${NS}>`)];
    for (let i = 0; i < count; i += 10_000) {
      let batch = '';
      for (let k = i; k < i + 10_000; k++) batch += `<si><t>${entry(k)}</t></si>`;
      pieces.push(Buffer.from(batch));
    }
    pieces.push(Buffer.from('<si><r><t>rich </t></r><r><t>Grüße</t></r></si></sst>'));
    const sst = Buffer.concat(pieces);
    const used = [0, 1, 65_535, 654_321, count - 1, count];
    const sheetData = `<row r="1">${used.map((i) => `<c t="s"><v>${i}</v></c>`).join('')}</row><row r="2"><c t="s"><v>${count}</v></c><c t="s"><v>0</v></c></row>`;
    const data = buildZip(
      Object.entries(buildXlsxParts({ sheets: [{ name: 'S', sheetData }] })).map(([name, part]) => ({
        name,
        data: name === 'xl/sharedStrings.xml' ? sst : part,
      })),
    );
    expect(data.length).toBeLessThan(10 * 2 ** 20);
    const answer = await readWithSmallHeap(data, 64);
    expect(answer.rows).toEqual([
      [...used.slice(0, -1).map(entry), 'rich Grüße'],
      ['rich Grüße', entry(0)],
    ]);
    console.info(
      `${(sst.length / 2 ** 20).toFixed(0)} MB of shared strings read with a 64 MB heap: peak heap used ${(answer.peakHeap / 2 ** 20).toFixed(0)} MB`,
    );
  }, 120_000);

  const value = 'Caf&#233; &amp; Crème 😀 &lt;b&gt; 日本 &#x1F600;';
  const decoded = 'Café & Crème 😀 <b> 日本 😀';

  it.each([
    ['stored', 0 as const],
    ['deflated', 8 as const],
  ])(
    'reads cells and shared strings cut anywhere by a chunk boundary: tags, entities, references and UTF-8 (%s)',
    async (_, method) => {
      const cell = `<row r="1"><c r="A1" t="inlineStr"><is><t>${value}</t></is></c><c r="B1" t="s"><v>0</v></c></row>`;
      const si = `<si><r><t xml:space="preserve">${value}</t></r><r><rPr><b/></rPr><t><![CDATA[ & <tail>]]></t></r></si>`;
      const sheetStart = `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><sheetData><!--`;
      const sstStart = `<?xml version="1.0" encoding="UTF-8"?><sst ${NS}><!--`;
      const cellBytes = Buffer.byteLength(cell);
      const span = Math.max(cellBytes, Buffer.byteLength(si));
      // Each workbook moves the boundary one byte further into the cell and into the shared string.
      for (let cut = 0; cut <= span; cut++) {
        const sheetPad = 'x'.repeat(INFLATE_CHUNK_BYTES - Buffer.byteLength(sheetStart) - 3 - Math.min(cut, cellBytes));
        const sstPad = 'x'.repeat(INFLATE_CHUNK_BYTES - Buffer.byteLength(sstStart) - 3 - cut);
        const parts = buildXlsxParts({ sheets: [{ name: 'S' }] });
        parts['xl/worksheets/sheet1.xml'] = `${sheetStart}${sheetPad}-->${cell}</sheetData></worksheet>`;
        parts['xl/sharedStrings.xml'] = `${sstStart}${sstPad}-->${si}</sst>`;
        const table = await readUploadedTable({ filename: 'cut.xlsx', data: workbookOf(parts, method) });
        expect(table.sheets[0]!.rows, `boundary ${cut} bytes in`).toEqual([[decoded, `${decoded} & <tail>`]]);
      }
    },
    60_000,
  );
});

/** Every event a scanner reports, as text, to compare a document scanned whole with the same cut in pieces. */
function recordingHandler(): XmlHandler & { events: string[] } {
  const events: string[] = [];
  let inText = false;
  return {
    events,
    attributesOf: new Set(['a']),
    get wantsText() {
      return inText;
    },
    open(name, source, start, end) {
      events.push(`<${name}${source.slice(start, end)}>`);
      if (name === 't') inText = true;
    },
    close(name) {
      events.push(`</${name}>`);
      if (name === 't') inText = false;
    },
    text(value) {
      // Pieces of one run of text join up: record them as one.
      const last = events.length - 1;
      if (events[last]?.startsWith('text:')) events[last] += value;
      else events.push(`text:${value}`);
    },
  };
}

describe('the incremental XML scanner', () => {
  const document =
    '<?xml version="1.0"?><root><!-- a comment with <tags> and -- dashes --><a x="1>2" y=\'q"\' />' +
    '<t>one &amp; two &#233;&#x1F600; &lt;three&gt;</t><skip>ignored &amp; text</skip>' +
    '<t><![CDATA[raw ]] & <data>]]>tail</t><b z = "v" ><t>é😀日</t></b  ><?pi data ?></root>';

  it('reports the same events whatever the pieces a document comes in', () => {
    const whole = recordingHandler();
    const scanner = new XmlScanner(whole);
    scanner.write(document);
    scanner.end();
    expect(whole.events).toContain('text:one & two é😀 <three>');
    expect(whole.events).toContain('text:raw ]] & <data>tail');
    expect(whole.events).not.toContain('text:ignored & text');

    for (let cut = 1; cut < document.length; cut++) {
      const split = recordingHandler();
      const pieces = new XmlScanner(split);
      pieces.write(document.slice(0, cut));
      pieces.write(document.slice(cut));
      pieces.end();
      expect(split.events, `cut at ${cut}`).toEqual(whole.events);
    }
    const single = recordingHandler();
    const characters = new XmlScanner(single);
    for (const character of document) characters.write(character);
    characters.end();
    expect(single.events).toEqual(whole.events);
  });

  it('reports the same events for long runs cut into pieces of any size', () => {
    const long =
      `<root><t>${'long text &amp; more '.repeat(150)}</t><!--${'comment '.repeat(400)}-->` +
      `<a k="${'v'.repeat(3_000)}"/><t><![CDATA[${'data ]] '.repeat(400)}]]></t>${document}</root>`;
    const whole = recordingHandler();
    const scanner = new XmlScanner(whole);
    scanner.write(long);
    scanner.end();
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return 1 + (seed % max);
    };
    for (const maxPiece of [3, 50, 1_100, 5_000]) {
      for (let round = 0; round < 20; round++) {
        const split = recordingHandler();
        const pieces = new XmlScanner(split);
        for (let at = 0; at < long.length;) {
          const size = random(maxPiece);
          pieces.write(long.slice(at, at + size));
          at += size;
        }
        pieces.end();
        expect(split.events, `pieces up to ${maxPiece}, round ${round}`).toEqual(whole.events);
      }
    }
  });

  it('passes over a long start tag whose attributes nobody reads, without holding it', () => {
    const handler = recordingHandler();
    const scanner = new XmlScanner(handler);
    scanner.write('<root><ignored sqref="');
    const piece = 'A1:B2 '.repeat(10_000);
    for (let i = 0; i < 50; i++) scanner.write(piece); // 3 MB of one attribute value
    scanner.write('"/><t>after</t></root>');
    scanner.end();
    expect(handler.events).toEqual(['<root>', '<ignored>', '</ignored>', '<t>', 'text:after', '</t>', '</root>']);
  });

  it('refuses a start tag longer than a window when its attributes are read, and truncated markup', () => {
    const long = new XmlScanner(recordingHandler());
    long.write('<root><a x="');
    expect(() => {
      for (let i = 0; i < 30; i++) long.write('x'.repeat(64 * 1024));
    }).toThrow(ImportError);
    for (const truncated of [
      '<root><t>abc</t',
      '<root><!-- never closed',
      '<root><![CDATA[open',
      '<root a="1',
      '<root><t>&amp',
    ]) {
      const scanner = new XmlScanner(recordingHandler());
      expect(() => {
        scanner.write(truncated);
        scanner.end();
      }, truncated).toThrow(ImportError);
    }
  });
});

describe('inflating within the budgets', () => {
  const megabyteOfZeros = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const zeroBomb = (megabytes: number) =>
    Buffer.concat([...Array(megabytes).fill(megabyteOfZeros), Buffer.from([3, 0])]);
  const caps = { maxInflatedBytes: 100 * 2 ** 20, maxZipEntries: 10 };

  it('stops a bomb whose directory lies at its declared size: no more than that is ever handed over', async () => {
    const declared = 2 ** 20;
    const zip = new ZipArchive(
      buildZip([{ name: 'bomb.xml', data: Buffer.alloc(declared), compressed: zeroBomb(4096) }]),
      caps,
    );
    let handed = 0;
    const error = await zip.stream('bomb.xml', (chunk) => void (handed += chunk.length)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).reason).toBe('unreadable');
    expect(handed).toBeLessThanOrEqual(declared);
  });

  it('refuses a part past what is left of the budget before inflating any of it', async () => {
    const zip = new ZipArchive(
      buildZip([
        { name: 'a.xml', data: Buffer.alloc(60 * 2 ** 20), compressed: zeroBomb(60) },
        { name: 'b.xml', data: Buffer.alloc(60 * 2 ** 20), compressed: zeroBomb(60) },
      ]),
      caps,
    );
    await zip.stream('a.xml', () => {});
    let handed = 0;
    const error = await zip.stream('b.xml', (chunk) => void (handed += chunk.length)).catch((e: unknown) => e);
    expect((error as ImportError).reason).toBe('too-large-unpacked');
    expect((error as ImportError).message).toBe(
      'The file could not be read: its contents are larger than 100 MB once unpacked',
    );
    expect(handed).toBe(0);
  });

  it('stops inflating as soon as the reader refuses (a row past the limit ends the inflating)', async () => {
    const zip = new ZipArchive(
      buildZip([{ name: 'a.xml', data: Buffer.alloc(60 * 2 ** 20), compressed: zeroBomb(60) }]),
      caps,
    );
    let chunks = 0;
    const refusal = new ImportError('too-many-rows', 'The file has more than 100,000 rows');
    const error = await zip
      .stream('a.xml', () => {
        chunks += 1;
        if (chunks === 2) throw refusal;
      })
      .catch((e: unknown) => e);
    expect(error).toBe(refusal);
    expect(chunks).toBe(2);
  });
});
