import type { Clock } from '../../lib/clock.js';
import { MarketplaceError } from '../marketplace/marketplace-client.js';
import { type ReportType, type SpApi } from '../marketplace/sp-api.js';
import type { ProductFactsRepository } from '../products/product-facts.repository.js';
import type { ShipmentsRepository } from '../shipments/shipments.repository.js';
import { parseTabSeparated } from './report-parsing.js';
import type { RunContext } from './sync.repository.js';

/** The data writers of the jobs: products through the products module, shipments the sync's own. */
export type SyncData = ProductFactsRepository & ShipmentsRepository;

/** What a job handler gets: the run, the marketplace, the data writers and progress reporting. */
export interface JobContext {
  run: RunContext;
  startedAt: Date;
  /** The time of day: report ages and the catalog's and shipments' sync times. */
  clock: Clock;
  api: SpApi;
  data: SyncData;
  /** The store's marketplaces (the shipments job walks them all). */
  storeMarketplaces: { id: string; marketplaceId: string }[];
  /** Whether this marketplace's listing sync has completed (prep and catalog need the SKUs). */
  isListingSynced: boolean;
  progress(percent: number): Promise<void>;
  checkpoint: Record<string, unknown>;
  saveCheckpoint(patch: Record<string, unknown>): Promise<void>;
  signal: AbortSignal;
  sleep(ms: number): Promise<void>;
  /** Runs local work (parsing) and adds its time to the run's local-work total. */
  timed<T>(work: () => T): T;
}

/** The job cannot start yet (it waits for another); it is queued again when that one completes. */
export class NotReadyError extends Error {}

export const WRITE_CHUNK = 2000;
/** Calls in flight per job: the shared token bucket does the pacing, this only fills the pipe. */
export const IN_FLIGHT = 8;
/** A report requested by an interrupted run is reused if it is younger than this. */
const REPORT_REUSE_MS = 60 * 60 * 1000;
const REPORT_POLL_MIN_MS = 500;
const REPORT_POLL_MAX_MS = 30_000;

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new Error('Interrupted: the server is stopping');
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Runs `work` over the items with a few calls in flight, in order of completion. */
export async function forEachInFlight<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(IN_FLIGHT, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * Requests a report (or reuses the one an interrupted run asked for), waits until Amazon
 * has made it, and returns its rows.
 */
export async function fetchReport(
  ctx: JobContext,
  key: string,
  reportType: ReportType,
): Promise<Record<string, string>[]> {
  const marketplaceId = ctx.run.marketplaceId!;
  const saved = ctx.checkpoint[key] as { reportId: string; requestedAt: number } | undefined;
  let reportId = saved && ctx.clock.now().getTime() - saved.requestedAt < REPORT_REUSE_MS ? saved.reportId : undefined;
  if (!reportId) {
    reportId = await ctx.api.createReport(reportType, [marketplaceId]);
    await ctx.saveCheckpoint({ [key]: { reportId, requestedAt: ctx.clock.now().getTime() } });
  }
  let wait = REPORT_POLL_MIN_MS;
  for (;;) {
    throwIfAborted(ctx.signal);
    const report = await ctx.api.getReport(reportId);
    if (report.processingStatus === 'DONE' && report.reportDocumentId) {
      const text = await ctx.api.getReportDocumentText(report.reportDocumentId);
      return ctx.timed(() => parseTabSeparated(text));
    }
    if (report.processingStatus === 'CANCELLED' || report.processingStatus === 'FATAL') {
      await ctx.saveCheckpoint({ [key]: null });
      throw new MarketplaceError(
        'unavailable',
        `Amazon could not make the ${reportType} report (${report.processingStatus})`,
      );
    }
    await ctx.sleep(wait);
    wait = Math.min(REPORT_POLL_MAX_MS, Math.round(wait * 1.5));
  }
}

export async function writeInChunks<T>(
  ctx: JobContext,
  rows: T[],
  from: number,
  to: number,
  write: (rows: T[]) => Promise<void>,
) {
  const chunks = chunk(rows, WRITE_CHUNK);
  for (const [i, part] of chunks.entries()) {
    throwIfAborted(ctx.signal);
    await write(part);
    await ctx.progress(from + ((to - from) * (i + 1)) / chunks.length);
  }
}

export function target(ctx: JobContext) {
  return { accountId: ctx.run.accountId, storeMarketplaceId: ctx.run.storeMarketplaceId! };
}
