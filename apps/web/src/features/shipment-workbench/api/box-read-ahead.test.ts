import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Box, GetBoxesResponse } from '@stowline/domain';
import { READ_AHEAD_PAGES, READ_AHEAD_RUN, createBoxReadAhead, nextRun } from './box-read-ahead';
import { workbenchKeys } from './workbench-keys';

const filters = { search: '', errorFilter: null };
const TOTAL = 2_000;

/** The server's get-boxes over boxes numbered 1 to TOTAL. */
const answer = (offset: number, limit: number): GetBoxesResponse => {
  const boxes = [];
  for (let n = offset + 1; n <= Math.min(TOTAL, offset + limit); n++) boxes.push({ _id: `b${n}`, number: n } as Box);
  return { boxes, totalBoxCount: TOTAL, allBoxesIds: [], nextLimit: offset + limit };
};

/** A read-ahead whose idle moments the test runs one at a time, and whose reads it records. */
function setUp(read = async (offset: number, limit: number) => answer(offset, limit)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads: [number, number][] = [];
  let idle: (() => void) | null = null;
  const readAhead = createBoxReadAhead(queryClient, 's1', filters, {
    read: (offset, limit) => {
      reads.push([offset, limit]);
      return read(offset, limit);
    },
    whenIdle: (task) => {
      idle = task;
      return () => (idle = null);
    },
  });
  /** Runs the idle moments until none is asked for, letting each read answer. */
  const runIdle = async () => {
    while (idle) {
      const task = idle;
      idle = null;
      task();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  const page = (n: number) => queryClient.getQueryData<GetBoxesResponse>(workbenchKeys.boxPage('s1', filters, n));
  return { queryClient, readAhead, reads, runIdle, page, isIdleAsked: () => idle !== null };
}

describe('which box pages to read ahead', () => {
  it('reads the unread page nearest the screen (below it first) with the pages after it, within READ_AHEAD_PAGES', () => {
    const known = new Set([4, 5, 6]);
    const isKnown = (page: number) => known.has(page);
    const screen = { first: 4, last: 6, lastPage: 199 };
    expect(nextRun(screen, isKnown)).toEqual([7, 11]);
    for (let p = 7; p <= 11; p++) known.add(p);
    // Above at the same distance, the run going up to page 0.
    expect(nextRun(screen, isKnown)).toEqual([0, 3]);
    for (let p = 0; p <= 3; p++) known.add(p);
    // A run stops at a page already read.
    known.add(14);
    expect(nextRun(screen, isKnown)).toEqual([12, 13]);
    for (let p = 12; p <= 6 + READ_AHEAD_PAGES; p++) known.add(p);
    // Nothing past READ_AHEAD_PAGES.
    expect(nextRun(screen, isKnown)).toBeNull();
    // Nor past the list's last page.
    expect(nextRun({ first: 0, last: 1, lastPage: 1 }, () => false)).toBeNull();
  });
});

describe("the box list's read-ahead", () => {
  it('reads a 200-box list in runs of 50 boxes at idle moments into each page, skipping pages read', async () => {
    const { queryClient, readAhead, reads, runIdle, page } = setUp();
    // The list's own pages: 0 and 1 on screen, 2 the page after them.
    queryClient.setQueryData(workbenchKeys.boxPage('s1', filters, 0), answer(0, 10));
    queryClient.setQueryData(workbenchKeys.boxPage('s1', filters, 1), answer(10, 10));
    queryClient.setQueryData(workbenchKeys.boxPage('s1', filters, 2), answer(20, 10));

    readAhead.show({ first: 0, last: 1, lastPage: 19 });
    await runIdle();

    expect(reads).toEqual([
      [30, 50],
      [80, 50],
      [130, 50],
      [180, 20],
    ]);
    for (let n = 3; n <= 19; n++) {
      expect(page(n)!.boxes.map((b) => b.number)).toEqual(answer(n * 10, 10).boxes.map((b) => b.number));
      expect(page(n)!.totalBoxCount).toBe(TOTAL);
      expect(page(n)!.nextLimit).toBe((n + 1) * 10);
    }
  });

  it('follows the screen: pages near where the list is scrolled, nothing more once they are read', async () => {
    const { readAhead, reads, runIdle, page } = setUp();
    readAhead.show({ first: 100, last: 101, lastPage: 199 });
    await runIdle();
    expect(reads).toHaveLength(2 * (READ_AHEAD_PAGES / READ_AHEAD_RUN));
    expect(page(121)!.boxes[0]!.number).toBe(1211);
    expect(page(80)!.boxes[0]!.number).toBe(801);
    expect(page(122)).toBeUndefined();
    expect(page(79)).toBeUndefined();

    readAhead.show({ first: 100, last: 101, lastPage: 199 });
    await runIdle();
    expect(reads).toHaveLength(2 * (READ_AHEAD_PAGES / READ_AHEAD_RUN));
  });

  it('reads nothing once stopped, and does not read again a page whose read failed', async () => {
    const failing = setUp(() => Promise.reject(new Error('Request Failed!')));
    failing.readAhead.show({ first: 0, last: 0, lastPage: 19 });
    await failing.runIdle();
    // Its first run failed: the pages are in error, and the next runs are the others.
    expect(failing.reads[0]).toEqual([10, 50]);
    expect(failing.queryClient.getQueryState(workbenchKeys.boxPage('s1', filters, 1))!.status).toBe('error');
    expect(failing.reads).toHaveLength(4);

    const stopped = setUp();
    stopped.readAhead.show({ first: 0, last: 0, lastPage: 19 });
    expect(stopped.isIdleAsked()).toBe(true);
    stopped.readAhead.stop();
    expect(stopped.isIdleAsked()).toBe(false);
    stopped.readAhead.show({ first: 5, last: 5, lastPage: 19 });
    await stopped.runIdle();
    expect(stopped.reads).toEqual([]);
  });
});
