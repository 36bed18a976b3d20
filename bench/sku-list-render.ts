/**
 * The SKU list's rendering, measured in headless Chromium on the large demo store (5,000 SKUs):
 * from a click on 'Go to next page', half a second after the page before was painted, to the new
 * page's rows on screen, 15 and 60 rows a page, beside a page's API call alone. Run by `npm run bench` and alone by `BENCH_ONLY=render`
 * (BENCH_RENDER_PAGES sets the page changes measured per size, BENCH_RENDER_PORT the ports, random
 * otherwise). The web app is built first when its sources are newer than the last build, as
 * `npm start` does. Wall times on a busy machine vary a lot; BENCH_RENDER_TRACE=<dir> also records
 * a Chrome trace of each size's page changes and prints the page's main-thread time and frames
 * per change, which vary less (the trace slows the wall times down a little).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeTimes, mainThreadWork, percentile, withLargeStoreInChromium } from './render-support.js';

const PAGES = Number(process.env.BENCH_RENDER_PAGES || 30);
/**
 * How long the seller looks at a page before 'Go to next page' (BENCH_RENDER_READ_MS): the list
 * fetches the next page meanwhile (use-products.ts), as it does while a seller reads the rows.
 * 0 clicks again the moment the rows are painted, the next page's call then still on its way.
 */
const READ_MS = Number(process.env.BENCH_RENDER_READ_MS ?? 500);
const WARM_UP = 3;
const TARGETS: Record<number, number> = { 15: 150, 60: 250 };

/** The page's calls for SKU pages since the last clear, each from its request to its last byte. */
const PAGE_CALL_TIMES = `performance
  .getEntriesByType('resource')
  .filter((e) => e.name.includes('/products/get-products'))
  .map((e) => e.responseEnd - e.startTime)`;

/**
 * In the page: clicks 'Go to next page' and resolves with the milliseconds until the table shows
 * other rows and is no longer busy, and the browser has painted them (the frame after the change).
 * A string, so the bundler's helpers never reach the page.
 */
const CLICK_NEXT_PAGE_AND_TIME = `new Promise((resolve) => {
  const table = document.querySelector('table[aria-label="sku list"]');
  const firstRow = () => table.querySelector('tbody tr')?.textContent ?? '';
  const before = firstRow();
  const next = document.querySelector('button[aria-label="Go to next page"]');
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (firstRow() === before || table.getAttribute('aria-busy') !== 'false') return;
    observer.disconnect();
    // The rows are in the DOM; the next frame's callback runs once they are laid out and painted.
    requestAnimationFrame(() =>
      setTimeout(() => {
        resolve(performance.now() - started);
      }, 0),
    );
  });
  observer.observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
  next.click();
})`;

export async function benchSkuListRender(): Promise<void> {
  console.log(
    `\nSKU list rendering in headless Chromium, large demo store (5,000 SKUs): click 'Go to next page' to the new rows painted`,
  );
  await withLargeStoreInChromium('render', async ({ base, token, browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)})`);
    const page = await context.newPage();
    for (const perPage of [15, 60]) {
      await page.goto(`${base}/dashboard/skulist?perPage=${perPage}`);
      await page.getByText(`1 - ${perPage} of 5000 Items`).waitFor({ timeout: 60_000 });
      const times: number[] = [];
      // BENCH_RENDER_PROFILE=<dir> saves a CPU profile of each size's page changes (open it in Chrome's DevTools).
      const profile = process.env.BENCH_RENDER_PROFILE ? await context.newCDPSession(page) : null;
      const traceFile = process.env.BENCH_RENDER_TRACE
        ? path.join(process.env.BENCH_RENDER_TRACE, `sku-list-${perPage}.trace.json`)
        : null;
      for (let i = 0; i < WARM_UP + PAGES; i++) {
        if (i === WARM_UP && traceFile)
          await browser.startTracing(page, {
            path: traceFile,
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc'],
          });
        if (i === WARM_UP && profile) {
          await profile.send('Profiler.enable');
          await profile.send('Profiler.start');
        }
        if (i === WARM_UP) await page.evaluate('performance.clearResourceTimings()');
        await page.waitForTimeout(READ_MS);
        const total = await page.evaluate<number>(CLICK_NEXT_PAGE_AND_TIME);
        if (i >= WARM_UP) times.push(total);
      }
      const apiTimes = await page.evaluate<number[]>(PAGE_CALL_TIMES);
      if (traceFile) {
        await browser.stopTracing();
        const work = mainThreadWork(traceFile);
        console.log(
          `  ${perPage} rows a page: the page's main thread busy ${(work.busy / PAGES).toFixed(0)} ms a page change, ${(work.frames / PAGES).toFixed(1)} frames (${(work.inFrames / PAGES).toFixed(0)} ms); trace: ${traceFile}`,
        );
      }
      if (profile) {
        const { profile: data } = await profile.send('Profiler.stop');
        const file = path.join(process.env.BENCH_RENDER_PROFILE!, `sku-list-${perPage}.cpuprofile`);
        writeFileSync(file, JSON.stringify(data));
        console.log(`  CPU profile: ${file}`);
      }
      console.log(
        `  ${perPage} rows a page, ${times.length} page changes: ${describeTimes(times, TARGETS[perPage]!)}; a page's API call (made ahead, while the page before is read) p50 ${percentile(apiTimes, 50).toFixed(0)} ms  p95 ${percentile(apiTimes, 95).toFixed(0)} ms`,
      );
    }
    await context.close();
  });
}
