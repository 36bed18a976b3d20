/**
 * Shipment Details as a packer feels it (issue 27), measured in headless Chromium on the large demo
 * store (5,000 SKUs) beside the SKU list's render bench, each from the click or key to the change
 * painted (p95):
 *
 * - First render: from the navigation to the items and boxes painted, opened from the Shipment
 *   list (in the app; target under 500 ms) and in a new tab (the document loaded, as Create opens
 *   it). Each opening is of another shipment, so no answer comes from the cache.
 * - Add to box: from 'Add Units' in the dialog to the box card showing the units (target under 150 ms).
 * - Scan: from the scanner's keys (box scanning, single; its Enter ends the code) to the box card
 *   showing the unit (under 150 ms).
 * - Drag and drop: from the drop of an item card on a box to its dialog painted on that box, then
 *   from 'Add Units' to the box showing the units (under 150 ms).
 * - Scrolling a 200-box shipment's box list, down and up fast, three times in a browser context of
 *   its own: frames dropped (requestAnimationFrame gaps longer than 1.5 frames, each counted by the
 *   frames it spans), and the page's errors (target: none of either).
 *
 * Each shipment is a WORKING one of 200 SKUs of the store (80 units each) in 200 boxes of 10,
 * written straight to the database (creating them is the inbound bench's subject). Figures are
 * printed, never asserted. `BENCH_ONLY=workbench-render npm run bench` runs it alone,
 * `BENCH_WORKBENCH_RENDER=false` skips it; BENCH_WORKBENCH_RENDER_RUNS sets the measured runs of each
 * (20), BENCH_RENDER_PORT the ports (random otherwise). To see where an add's time goes:
 * BENCH_WORKBENCH_PROFILE=<file> writes the CPU profiles of the adds (JSON, one per add) and of the
 * scrolling passes (`<file>-scroll-<pass>.cpuprofile`), and
 * BENCH_WORKBENCH_TRACE=<prefix> Chrome traces of three of them (`<prefix>-<n>.json`) and of the
 * scrolling passes (`<prefix>-scroll-<pass>.json`). BENCH_WORKBENCH_SCROLL_PASSES sets the scrolling
 * passes (3; their dropped frames vary from pass to pass, so compare builds over many), and
 * BENCH_WORKBENCH_HEAP=<prefix> writes a sampling heap profile of each (`<prefix>-scroll-<pass>.heapprofile`).
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { currentUserSchema } from '@stowline/domain';
import { rowsOf, type Database } from '@stowline/server/testing';
import { analyze, call } from './support.js';
import { AFTER_PAINT, describeTimes, percentile, withLargeStoreInChromium } from './render-support.js';

const RUNS = Number(process.env.BENCH_WORKBENCH_RENDER_RUNS || 20);
const WARM_UP = 2;
const SKUS = 200;
const BOXES = 200;
const TARGETS = { firstRender: 500, boxChange: 150 };
/** What a Chrome trace of the bench records (BENCH_WORKBENCH_TRACE). */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'gpu'];
/** A sampling heap profile of a scrolling pass (BENCH_WORKBENCH_HEAP): what its frames allocate, kept or not. */
const HEAP_SAMPLING = {
  samplingInterval: 4096,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
};
/** Times the 200-box list is scrolled down and up (the first through pages not read yet). */
const SCROLL_PASSES = Number(process.env.BENCH_WORKBENCH_SCROLL_PASSES || 3);

interface BenchShipment {
  id: string;
  shipmentId: string;
}

/**
 * `count` WORKING shipments of the store's first 200 SKUs with an FNSKU, 80 units each, in 200
 * boxes (box n holds 10 units of the n-th SKU), with dimensions: the first is the one packed in.
 */
async function seedShipments(database: Database, storeMarketplaceId: string, count: number) {
  const shipments = rowsOf<BenchShipment>(
    await database.db.execute(sql`
      insert into shipments (account_id, store_id, store_marketplace_id, shipment_id, shipment_name, shipment_status,
                             app_created, shipment_type, is_partnered)
      select m.account_id, m.store_id, m.id, 'FBARENDER' || lpad(g::text, 3, '0'), 'Render bench ' || g, 'WORKING',
             true, 'SP', 'true'
      from store_marketplaces m, generate_series(1, ${count}) g where m.id = ${storeMarketplaceId}
      returning id, shipment_id as "shipmentId"`),
  ).sort((a, b) => a.shipmentId.localeCompare(b.shipmentId));
  const ids = sql.join(
    shipments.map((s) => sql`${s.id}::uuid`),
    sql`, `,
  );
  await database.db.execute(sql`
    insert into shipment_items (account_id, shipment_row_id, seller_sku, fulfillment_network_sku, quantity_shipped)
    select s.account_id, s.id, p.seller_sku, p.fnsku, 80
    from shipments s
    cross join (select seller_sku, fnsku from products
                where store_marketplace_id = ${storeMarketplaceId} and fnsku is not null
                order by seller_sku limit ${SKUS}) p
    where s.id in (${ids})`);
  await database.db.execute(sql`
    insert into boxes (account_id, shipment_row_id, number, length, width, height, weight, weight_unit)
    select s.account_id, s.id, g, 18, 14, 12, 1.5, 'pounds'
    from shipments s, generate_series(1, ${BOXES}) g where s.id in (${ids})`);
  await database.db.execute(sql`
    insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
    select b.account_id, b.shipment_row_id, b.id, si.id, 10
    from boxes b
    join (select id, shipment_row_id, row_number() over (partition by shipment_row_id order by seller_sku) as n
          from shipment_items where shipment_row_id in (${ids})) si
      on si.shipment_row_id = b.shipment_row_id and si.n = b.number
    where b.shipment_row_id in (${ids})`);
  await analyze(database, 'shipments', 'shipment_items', 'boxes', 'box_items');
  const items = rowsOf<{ sellerSku: string; fnsku: string }>(
    await database.db.execute(sql`
      select seller_sku as "sellerSku", fulfillment_network_sku as fnsku from shipment_items
      where shipment_row_id = ${shipments[0]!.id} order by seller_sku`),
  );
  return { shipments, items };
}

/** A function written for the page, called with JSON arguments (strings keep the bundler's helpers out). */
const inPage = (fn: string, ...args: unknown[]) => `(${fn})(${args.map((a) => JSON.stringify(a)).join(', ')})`;

/** Whether the workbench shows items and boxes (its first render's end). */
const WORKBENCH_SHOWN = `() => !!document.querySelector('[data-testid="item-card"]') && !!document.querySelector('[data-testid="box-card"]')`;

/** In the app: from the address changed (as a link does) to the workbench's items and boxes painted. */
const OPEN_AND_TIME = `(url) => new Promise((resolve) => {
  const shown = ${WORKBENCH_SHOWN};
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    ${AFTER_PAINT}.then(() => resolve(performance.now() - started));
  });
  observer.observe(document.body, { subtree: true, childList: true });
  history.pushState(null, '', url);
  dispatchEvent(new PopStateEvent('popstate', { state: null }));
})`;

/** In a new tab (an init script): the time from the navigation's start to the items and boxes painted. */
const TIME_FIRST_RENDER_IN_NEW_TAB = `if (location.pathname === '/dashboard/boxContent') {
  window.__firstRender = new Promise((resolve) => {
    const shown = ${WORKBENCH_SHOWN};
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      ${AFTER_PAINT}.then(() => resolve(performance.now()));
    });
    observer.observe(document, { subtree: true, childList: true });
  });
}`;

/** The units a box card shows (its card found again each time: the list may mount it anew). */
const UNITS_OF = `(n) => Number(document.querySelector('[data-testid="box-card"][aria-label="Box ' + n + '"] [data-testid="box-units"]')?.textContent ?? NaN)`;

/**
 * Runs `act` (a function's source, called with `started`'s time taken just before) and resolves
 * with the milliseconds until box `n` shows `by` units more, painted.
 */
const BOX_CHANGE_AND_TIME = `(n, by, act) => new Promise((resolve, reject) => {
  const unitsOf = ${UNITS_OF};
  const expected = unitsOf(n) + by;
  if (Number.isNaN(expected)) return reject(new Error('Box ' + n + ' is not on screen'));
  const timeout = setTimeout(() => reject(new Error('Box ' + n + ' never showed ' + expected + ' units')), 20000);
  let started = 0;
  const observer = new MutationObserver(() => {
    if (unitsOf(n) !== expected) return;
    observer.disconnect();
    clearTimeout(timeout);
    ${AFTER_PAINT}.then(() => resolve(performance.now() - started));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  started = performance.now();
  new Function(act)();
})`;

/** The add-units dialog's 'Add Units' pressed. */
const CLICK_ADD_UNITS = `[...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Add Units').click();`;

/**
 * A keyboard-wedge scanner: the FNSKU's keys and Enter in one burst, as the scanner sends them
 * (sent from here one by one, a busy machine would part them by more than the 50 ms that join a
 * barcode).
 */
const scanKeys = (fnsku: string) =>
  `for (const key of ${JSON.stringify([...fnsku, 'Enter'])}) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));`;

/** From the next drop to the add-units dialog painted with box `n` chosen. */
const TIME_NEXT_DROP = `(n) => {
  window.__drop = new Promise((resolve) => {
    document.addEventListener('drop', () => {
      const started = performance.now();
      const shown = () => [...document.querySelectorAll('[role="dialog"]')].some(
        (d) => d.textContent.includes('Add Units in New/Existing Box') && d.querySelector('[role="combobox"]')?.textContent.includes('Box ' + n + ' ('),
      );
      const done = () => ${AFTER_PAINT}.then(() => resolve(performance.now() - started));
      if (shown()) return void done();
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, { capture: true, once: true });
  });
}`;

/**
 * Scrolls the box list down at `down` px a frame to its end, then up at `up` px a frame to its top,
 * and resolves with each frame's time after the last and the frame time at rest (the median of 30
 * frames before).
 */
const SCROLL_AND_TIME = `(down, up) => new Promise((resolve) => {
  const list = document.querySelector('[data-testid="box-list"]');
  // The list's height is known before (every row has its place), and the position is kept here: a
  // step that read the list's scrollTop or scrollHeight right after React inserted the rows that
  // came into view would force their layout inside the frame's callback, which a wheel or a finger
  // never does.
  const end = list.scrollHeight - list.clientHeight;
  let position = list.scrollTop;
  const rest = [];
  const deltas = [];
  let last = 0;
  let direction = 0;
  const step = (now) => {
    if (last) (direction === 0 ? rest : deltas).push(now - last);
    last = now;
    if (direction === 0 && rest.length === 30) direction = 1;
    window.__scrollPass = { position, direction, frames: deltas.length, hidden: document.hidden };
    if (direction === 1) {
      position = Math.min(end, position + down);
      list.scrollTop = position;
      if (position >= end) direction = -1;
    } else if (direction === -1) {
      position = Math.max(0, position - up);
      list.scrollTop = position;
      if (position <= 0) {
        const sorted = [...rest].sort((a, b) => a - b);
        return resolve({ deltas, frame: sorted[15], height: list.scrollHeight });
      }
    }
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

/** A pass takes a few seconds; one whose frames stopped (seen once, its cause not caught) ends the bench with where it was. */
const SCROLL_PASS_LIMIT_MS = 60_000;

/** `promise`, or an error saying `late()` once `ms` have passed. */
async function within<T>(ms: number, late: () => Promise<string>, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => void late().then((message) => reject(new Error(message)), reject), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function settle(page: Page, ms = 600) {
  await page.waitForTimeout(ms);
}

export async function benchWorkbenchRender(): Promise<void> {
  console.log(
    `\nShipment Details in headless Chromium, large demo store (5,000 SKUs), shipments of ${SKUS} SKUs in ${BOXES} boxes: click or key to the change painted`,
  );
  await withLargeStoreInChromium('workbench-render', async ({ database, base, token, browser }) => {
    const me = await call(base, 'GET', '/onboarding/get-current-user', token, currentUserSchema);
    const storeMarketplaceId = me.defaultStoreMarketplace!._id;
    const { shipments, items } = await seedShipments(database, storeMarketplaceId, 1 + 2 * (WARM_UP + RUNS));
    const [packed, ...others] = shipments as [BenchShipment, ...BenchShipment[]];
    const inApp = others.slice(0, WARM_UP + RUNS);
    const inNewTab = others.slice(WARM_UP + RUNS);
    const detailsUrl = (s: BenchShipment) => `/dashboard/boxContent?shipmentIds=${s.id}`;

    /** A browser context signed in as the seller, its tabs timing their first render. */
    const signedIn = async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)})`);
      await context.addInitScript(TIME_FIRST_RENDER_IN_NEW_TAB);
      return context;
    };
    const context = await signedIn();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    // First render in the app: from the Shipment list to another shipment's details.
    await page.goto(`${base}/dashboard/shipment`);
    await page.getByRole('heading', { name: 'Shipments' }).first().waitFor({ timeout: 60_000 });
    const opened: number[] = [];
    for (const [i, shipment] of inApp.entries()) {
      await settle(page, 800);
      const ms = await page.evaluate<number>(inPage(OPEN_AND_TIME, detailsUrl(shipment)));
      if (i >= WARM_UP) opened.push(ms);
      await settle(page, 800);
      await page.evaluate(
        `history.pushState(null, '', '/dashboard/shipment'); dispatchEvent(new PopStateEvent('popstate', { state: null }));`,
      );
    }
    console.log(
      `  first render from the Shipment list, ${opened.length} shipments: ${describeTimes(opened, TARGETS.firstRender)}`,
    );

    // First render in a new tab: the document loaded, the scripts run, the calls answered.
    const newTab: number[] = [];
    for (const [i, shipment] of inNewTab.entries()) {
      const tab = await context.newPage();
      await tab.goto(`${base}${detailsUrl(shipment)}`);
      const ms = await tab.evaluate<number>('window.__firstRender');
      if (i >= WARM_UP) newTab.push(ms);
      await tab.close();
    }
    console.log(
      `  first render in a new tab (as Create opens it), ${newTab.length} shipments: p50 ${percentile(newTab, 50).toFixed(0)} ms  p95 ${percentile(newTab, 95).toFixed(0)} ms`,
    );

    // Packing one shipment: add to box, scan, drag and drop, each into a box on screen.
    await page.goto(`${base}${detailsUrl(packed)}`);
    await page.evaluate('window.__firstRender');
    const itemsPanel = page.getByRole('region', { name: 'Shipment Items' });
    const boxPanel = page.getByRole('region', { name: 'Box Content' });
    const shownSkus = await itemsPanel
      .getByTestId('item-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')!));
    const adds: number[] = [];
    const profiler = process.env.BENCH_WORKBENCH_PROFILE ? await context.newCDPSession(page) : null;
    const profiles: unknown[] = [];
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const box = 1 + (i % 3);
      const itemCard = itemsPanel.getByRole('listitem', { name: shownSkus[i % shownSkus.length]!, exact: true });
      await itemCard.getByRole('button', { name: 'Add to box' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Units in New/Existing Box' });
      await dialog.getByRole('combobox', { name: 'Box' }).click();
      await page.getByRole('option', { name: new RegExp(`^Box ${box} \\(`) }).click();
      await dialog.getByLabel('Quantity', { exact: true }).fill('1');
      if (profiler) await profiler.send('Profiler.start');
      const tracing = process.env.BENCH_WORKBENCH_TRACE && i >= WARM_UP && i < WARM_UP + 3;
      if (tracing)
        await browser.startTracing(page, {
          path: `${process.env.BENCH_WORKBENCH_TRACE}-${i}.json`,
          categories: TRACE_CATEGORIES,
        });
      const ms = await page.evaluate<number>(inPage(BOX_CHANGE_AND_TIME, box, 1, CLICK_ADD_UNITS));
      if (profiler) profiles.push((await profiler.send('Profiler.stop')).profile);
      if (tracing) await browser.stopTracing();
      if (i >= WARM_UP) adds.push(ms);
      await dialog.waitFor({ state: 'detached' });
      await settle(page);
    }
    if (profiler) writeFileSync(process.env.BENCH_WORKBENCH_PROFILE!, JSON.stringify(profiles));
    console.log(
      `  add to box ('Add Units' to the box showing them), ${adds.length} adds: ${describeTimes(adds, TARGETS.boxChange)}`,
    );

    await boxPanel.getByRole('button', { name: 'Scan into Box 4' }).click();
    const scans: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const { fnsku } = items[i % items.length]!;
      const ms = await page.evaluate<number>(inPage(BOX_CHANGE_AND_TIME, 4, 1, scanKeys(fnsku)));
      if (i >= WARM_UP) scans.push(ms);
      await settle(page);
    }
    await boxPanel.getByRole('button', { name: 'Stop' }).click();
    console.log(
      `  scan (single, the scanner's keys to the box showing the unit), ${scans.length} scans: ${describeTimes(scans, TARGETS.boxChange)}`,
    );

    const drops: number[] = [];
    const dropAdds: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const box = 5;
      const itemCard = itemsPanel.getByRole('listitem', { name: shownSkus[(i + 5) % shownSkus.length]!, exact: true });
      await page.evaluate(inPage(TIME_NEXT_DROP, box));
      await itemCard.dragTo(boxPanel.getByLabel(`Box ${box}`, { exact: true }));
      const dropMs = await page.evaluate<number>('window.__drop');
      const dialog = page.getByRole('dialog', { name: 'Add Units in New/Existing Box' });
      await dialog.getByLabel('Quantity', { exact: true }).fill('1');
      const ms = await page.evaluate<number>(inPage(BOX_CHANGE_AND_TIME, box, 1, CLICK_ADD_UNITS));
      if (i >= WARM_UP) {
        drops.push(dropMs);
        dropAdds.push(ms);
      }
      await dialog.waitFor({ state: 'detached' });
      await settle(page);
    }
    console.log(
      `  drag and drop, ${dropAdds.length} drops: the drop to its dialog on that box painted ${describeTimes(drops, TARGETS.boxChange)}; 'Add Units' to the box showing them ${describeTimes(dropAdds, TARGETS.boxChange)}`,
    );

    // What the screen shows agrees with the server once the answers are in.
    await settle(page, 1500);
    const [stored] = rowsOf<{ units: number }>(
      await database.db.execute(sql`
        select coalesce(sum(bi.quantity), 0)::int as units from box_items bi join boxes b on b.id = bi.box_id
        where b.shipment_row_id = ${packed.id} and b.number between 1 and 5`),
    );
    const shown = await page.evaluate<number>(`[1, 2, 3, 4, 5].reduce((sum, n) => sum + (${UNITS_OF})(n), 0)`);
    const expected = 50 + 3 * (WARM_UP + RUNS);
    console.log(
      `  units in boxes 1-5 after: on screen ${shown}, stored ${stored!.units}, expected ${expected}${shown === stored!.units && shown === expected ? '' : ': DIFFER'}`,
    );

    // Scrolling the 200 boxes fast, down then up, three times, in a browser context of its own:
    // the packing above leaves nothing behind in it. A tab of the same context shares the packing
    // tab's renderer process and so its heap, and the first pass met a major collection of the
    // packing's 56 MB of garbage (one frame dropped). The list reads its pages
    // ahead while the tab is idle, before the first pass.
    await context.close();
    const scrollContext = await signedIn();
    const scrolling = await scrollContext.newPage();
    scrolling.on('pageerror', (error) => errors.push(error.message));
    scrolling.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await scrolling.goto(`${base}${detailsUrl(packed)}`);
    await scrolling.evaluate('window.__firstRender');
    errors.length = 0;
    const scrollProfiler = process.env.BENCH_WORKBENCH_PROFILE ? await scrollContext.newCDPSession(scrolling) : null;
    if (scrollProfiler) {
      await scrollProfiler.send('Profiler.enable');
      await scrollProfiler.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    const heapProfiler = process.env.BENCH_WORKBENCH_HEAP ? await scrollContext.newCDPSession(scrolling) : null;
    const passes: { frames: number; dropped: number; gaps: number; longest: number; requests: number }[] = [];
    let height = 0;
    for (let pass = 0; pass < SCROLL_PASSES; pass++) {
      await settle(scrolling, 1500);
      const tracing = process.env.BENCH_WORKBENCH_TRACE;
      if (tracing)
        await browser.startTracing(scrolling, { path: `${tracing}-scroll-${pass}.json`, categories: TRACE_CATEGORIES });
      if (scrollProfiler) await scrollProfiler.send('Profiler.start');
      if (heapProfiler) await heapProfiler.send('HeapProfiler.startSampling', HEAP_SAMPLING);
      let requests = 0;
      const countRequest = () => (requests += 1);
      scrolling.on('request', countRequest);
      const scrolled = await within(
        SCROLL_PASS_LIMIT_MS,
        async () =>
          `a scrolling pass did not end in ${SCROLL_PASS_LIMIT_MS / 1000} s, at ${JSON.stringify(await scrolling.evaluate('window.__scrollPass').catch(String))}`,
        scrolling.evaluate<{ deltas: number[]; frame: number; height: number }>(inPage(SCROLL_AND_TIME, 120, 400)),
      );
      scrolling.off('request', countRequest);
      if (tracing) await browser.stopTracing();
      if (heapProfiler) {
        const { profile } = await heapProfiler.send('HeapProfiler.stopSampling');
        writeFileSync(`${process.env.BENCH_WORKBENCH_HEAP}-scroll-${pass}.heapprofile`, JSON.stringify(profile));
      }
      if (scrollProfiler) {
        const { profile } = await scrollProfiler.send('Profiler.stop');
        writeFileSync(`${process.env.BENCH_WORKBENCH_PROFILE}-scroll-${pass}.cpuprofile`, JSON.stringify(profile));
      }
      const long = scrolled.deltas.filter((d) => d > scrolled.frame * 1.5);
      height = scrolled.height;
      passes.push({
        frames: scrolled.deltas.length,
        dropped: long.reduce((sum, d) => sum + Math.round(d / scrolled.frame) - 1, 0),
        gaps: long.length,
        longest: Math.max(0, ...scrolled.deltas),
        requests,
      });
    }
    await settle(scrolling, 1000);
    console.log(
      `  scrolling the ${BOXES}-box list (${height} px) down at 120 px a frame and up at 400, ${SCROLL_PASSES} times: ${passes.map((p) => `${p.dropped} of ${p.frames} frames dropped (longest ${p.longest.toFixed(0)} ms)`).join(', ')} (target 0); requests while scrolling ${passes.map((p) => p.requests).join(', ')}; page errors ${errors.length}${errors.length ? `: ${errors[0]!.slice(0, 160)}` : ''}`,
    );
    await scrollContext.close();
  });
}
