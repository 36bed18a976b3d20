import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WORKBENCH_PAGE_SIZE, type GetBoxesResponse } from '@stowline/domain';
import { boxPageQueryOptions, readBoxes } from './use-box-pages';
import type { BoxListFilters } from './workbench-keys';

/** Pages read ahead either side of the pages on screen: a 200-box shipment is read whole. */
export const READ_AHEAD_PAGES = 20;
/** Pages one read asks for at most (one request of 50 boxes, not five of 10). */
export const READ_AHEAD_RUN = 5;

/** The pages on screen (first and last, from 0) and the list's last page. */
export interface ScreenPages {
  first: number;
  last: number;
  lastPage: number;
}

/**
 * The next pages to read ahead, as [first, last], or null when every page within
 * READ_AHEAD_PAGES of the screen is read or on its way: the unread page nearest the screen
 * (below it first, where a list is scrolled), with the unread pages after it away from the
 * screen, READ_AHEAD_RUN at most.
 */
export function nextRun(
  { first, last, lastPage }: ScreenPages,
  isKnown: (page: number) => boolean,
): [number, number] | null {
  const lowest = Math.max(0, first - READ_AHEAD_PAGES);
  const highest = Math.min(lastPage, last + READ_AHEAD_PAGES);
  for (let distance = 1; distance <= READ_AHEAD_PAGES; distance++) {
    const below = last + distance;
    if (below <= highest && !isKnown(below)) {
      let end = below;
      while (end + 1 <= highest && end + 1 - below < READ_AHEAD_RUN && !isKnown(end + 1)) end++;
      return [below, end];
    }
    const above = first - distance;
    if (above >= lowest && !isKnown(above)) {
      let start = above;
      while (start - 1 >= lowest && above - (start - 1) < READ_AHEAD_RUN && !isKnown(start - 1)) start--;
      return [start, above];
    }
  }
  return null;
}

/** A page's share of an answer read from `firstPage` on. */
function pageOf(answer: GetBoxesResponse, firstPage: number, page: number): GetBoxesResponse {
  const from = (page - firstPage) * WORKBENCH_PAGE_SIZE;
  return {
    ...answer,
    boxes: answer.boxes.slice(from, from + WORKBENCH_PAGE_SIZE),
    nextLimit: (page + 1) * WORKBENCH_PAGE_SIZE,
  };
}

interface ReadAheadDeps {
  /** POST /fullfilment/get-boxes from box `offset`, `limit` boxes. */
  read: (offset: number, limit: number) => Promise<GetBoxesResponse>;
  /** Runs `task` when the browser has nothing else to do; returns a cancel. */
  whenIdle: (task: () => void) => () => void;
}

/**
 * Reads the box pages near the screen before they scroll into view, one run of pages at a time and
 * each when the browser is idle, into the pages' own queries (`boxPageQueryOptions`): a row that
 * comes into view finds its box cached and draws its card, with no request, no placeholder and no
 * answer to draw while the list scrolls. A page the list is reading or has read is left alone;
 * one whose read failed is not read again here (its row reads it when it comes into view, as
 * before). A page being read ahead that comes into view waits for that read (TanStack shares a
 * query's fetch). `stop()` ends it (another shipment, other filters, the list gone).
 */
export function createBoxReadAhead(
  queryClient: QueryClient,
  shipmentId: string,
  filters: BoxListFilters,
  { read, whenIdle }: ReadAheadDeps,
) {
  let screen: ScreenPages | null = null;
  let cancelIdle: (() => void) | null = null;
  let reading = false;
  let stopped = false;

  const options = (page: number) => boxPageQueryOptions(shipmentId, filters, page);
  const isKnown = (page: number) => queryClient.getQueryState(options(page).queryKey) !== undefined;

  const readNext = async () => {
    cancelIdle = null;
    const run = screen && nextRun(screen, isKnown);
    if (!run || stopped) return;
    const [first, last] = run;
    reading = true;
    const answer = read(first * WORKBENCH_PAGE_SIZE, (last - first + 1) * WORKBENCH_PAGE_SIZE);
    const pages = [];
    for (let page = first; page <= last; page++)
      pages.push(
        queryClient.prefetchQuery({
          ...options(page),
          queryFn: () => answer.then((data) => pageOf(data, first, page)),
          meta: { silent: true },
        }),
      );
    await Promise.all(pages);
    reading = false;
    schedule();
  };

  function schedule() {
    if (stopped || reading || cancelIdle) return;
    cancelIdle = whenIdle(() => void readNext());
  }

  return {
    /** The pages on screen changed (or first answered): read what is near them next. */
    show(next: ScreenPages) {
      screen = next;
      schedule();
    },
    stop() {
      stopped = true;
      cancelIdle?.();
    },
  };
}

/** requestIdleCallback, or a short timeout where there is none (Safari). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The box list's read-ahead (`createBoxReadAhead`) for the pages on screen, once they have
 * answered (the pages a seller sees go first).
 */
export function useBoxReadAhead(
  shipmentId: string,
  filters: BoxListFilters,
  screen: ScreenPages,
  screenRead: boolean,
): void {
  const queryClient = useQueryClient();
  const readAhead = useRef<ReturnType<typeof createBoxReadAhead>>(null);
  useEffect(() => {
    const reader = createBoxReadAhead(queryClient, shipmentId, filters, {
      read: (offset, limit) => readBoxes(shipmentId, filters, offset, limit),
      whenIdle,
    });
    readAhead.current = reader;
    return () => reader.stop();
  }, [queryClient, shipmentId, filters]);
  const { first, last, lastPage } = screen;
  // Runs after the reader above, and again for a new one (another shipment or other filters).
  useEffect(() => {
    if (screenRead) readAhead.current?.show({ first, last, lastPage });
  }, [shipmentId, filters, first, last, lastPage, screenRead]);
}
