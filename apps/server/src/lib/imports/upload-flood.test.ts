import { describe, expect, it } from 'vitest';
import { importMessages, healthResponseSchema } from '@stowline/domain';
import { api, createSeller } from '../../test-support/client.js';
import { getHarness } from '../../test-support/harness.js';
import { buildSheetData, buildXlsx } from './test-files.js';

/** A ~100 KB workbook whose one sheet inflates to ~99 MB of XML (a header row, then whitespace). */
function inflatingWorkbook(): Buffer {
  const padding = ' '.repeat(99 * 1024 * 1024);
  return buildXlsx({ sheets: [{ name: 'S', sheetData: `${buildSheetData([['SellerSKU', 'Quantity']])}${padding}` }] });
}

describe('uploads cannot starve the server', () => {
  it('keeps health answering and memory bounded while 16 accounts upload inflating workbooks at once', async () => {
    const { baseUrl } = await getHarness();
    const bomb = inflatingWorkbook();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const sellers = await Promise.all(Array.from({ length: 16 }, () => createSeller({ onboarded: true })));

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    let uploading = true;
    const healthLatencies: number[] = [];
    const watch = (async () => {
      while (uploading) {
        const started = performance.now();
        expect((await api('GET', '/health', { response: healthResponseSchema })).status).toBe(200);
        healthLatencies.push(performance.now() - started);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const answers = await Promise.all(
      sellers.map(async (seller) => {
        const res = await fetch(`${baseUrl}/api/v1/products/upload-ship-skus?filename=bomb.xlsx&mode=loose`, {
          method: 'POST',
          headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/octet-stream' },
          body: bomb,
        });
        return { status: res.status, body: (await res.json()) as { message: string } };
      }),
    );
    uploading = false;
    await watch;

    // Each upload was read (and refused: these sellers have no store yet) or told the server is busy; none failed.
    for (const answer of answers) {
      expect(answer.status === 503 || answer.status < 500, JSON.stringify(answer.body)).toBe(true);
      expect(answer.body.message).toBeTruthy();
    }
    expect(answers.filter((a) => a.status === 503).length).toBeLessThanOrEqual(6);
    // Health answered all along: reading happens off the event loop.
    expect(healthLatencies.length).toBeGreaterThan(5);
    expect(Math.max(...healthLatencies)).toBeLessThan(1500);
    // At most two workbooks are inflated at a time in this process, and each is read as it
    // inflates (holding each part whole, the process grew by about 800 MB; sixteen on the main
    // thread, 2.4 GB).
    console.info(
      `16 inflating uploads: RSS grew ${((peakRss - rssBefore) / 2 ** 20).toFixed(0)} MB, slowest health ${Math.max(...healthLatencies).toFixed(0)} ms`,
    );
    expect(peakRss - rssBefore).toBeLessThan(400 * 2 ** 20);
  }, 120_000);

  it('reads one file of an account at a time: a second upload at once is told to wait for the first', async () => {
    const { baseUrl } = await getHarness();
    const bomb = inflatingWorkbook();
    const seller = await createSeller({ onboarded: true });
    const send = () =>
      fetch(`${baseUrl}/api/v1/products/upload-ship-skus?filename=bomb.xlsx&mode=loose`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/octet-stream' },
        body: bomb,
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: string } }));
    const answers = await Promise.all([send(), send(), send()]);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) expect(answer.body.message).toBe(importMessages.uploadInProgress);
    expect(answers.some((a) => a.status !== 429)).toBe(true);
  }, 60_000);
});
