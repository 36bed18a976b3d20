import { Worker } from 'node:worker_threads';
import { importFileMessages, importMessages } from '@stowline/domain';
import type { WithLock } from '../locks.js';
import { AppError } from '../../errors.js';
import { DEFAULT_UPLOAD_LIMITS, ImportError, type ImportErrorReason } from './import-error.js';
import type { UploadedFile, UploadedTable } from './read-uploaded-table.js';

/** Files above this size get a fresh worker afterwards; smaller ones leave theirs warm (starting one takes about half a second). */
const RECYCLE_AFTER_BYTES = 256 * 1024;

export const uploadBusyMessage = 'The server is busy reading other files. Try again in a moment.';

type WorkerAnswer =
  { table: UploadedTable } | { importError: { reason: ImportErrorReason; message: string } } | { failure: string };

/**
 * Reads uploaded files in worker threads, a few at a time per process. A workbook can inflate
 * to 100 MB of XML: read on the main thread, sixteen at once kept health checks waiting for
 * seconds (and, before sheets were streamed, held gigabytes). In a worker the event loop stays
 * free, and the cap bounds the CPU and memory; requests past the queue are told to try again
 * (503) rather than waiting unbounded.
 */
export function createUploadReader(options: { maxConcurrent: number; maxQueued: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function turn(): Promise<void> {
    if (running < options.maxConcurrent) {
      running += 1;
      return;
    }
    if (waiting.length >= options.maxQueued) throw new AppError('BUSY', uploadBusyMessage);
    // The finishing read hands its place over directly (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  const idle: Worker[] = [];

  function readInWorker(file: UploadedFile): Promise<UploadedTable> {
    // A heap cap per worker: a file that still outgrows it ends that worker, not the server.
    const worker =
      idle.pop() ??
      new Worker(new URL('./read-worker-entry.mjs', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
    worker.ref();
    return new Promise<UploadedTable>((resolve, reject) => {
      const onError = (error: Error & { code?: string }) =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ImportError(
                'too-large-unpacked',
                importFileMessages.tooLargeUnpacked(DEFAULT_UPLOAD_LIMITS.maxInflatedBytes),
              )
            : error,
        );
      worker.once('error', onError);
      worker.once('message', (answer: WorkerAnswer) => {
        worker.off('error', onError);
        if ('table' in answer) resolve(answer.table);
        else if ('importError' in answer)
          reject(new ImportError(answer.importError.reason, answer.importError.message));
        else reject(new Error(`reading an upload failed: ${answer.failure}`));
      });
      worker.postMessage({
        filename: file.filename,
        ...(file.mimetype ? { mimetype: file.mimetype } : {}),
        data: file.data,
      });
    }).finally(() => {
      // A worker that read a big file may keep a big heap: end it; small reads reuse a warm one.
      if (file.data.length > RECYCLE_AFTER_BYTES || idle.length >= options.maxConcurrent) void worker.terminate();
      else {
        worker.unref();
        idle.push(worker);
      }
    });
  }

  return {
    /** Ends the idle workers (the app's close). */
    async close(): Promise<void> {
      await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
    },

    async read(file: UploadedFile): Promise<UploadedTable> {
      await turn();
      try {
        return await readInWorker(file);
      } finally {
        release();
      }
    },
  };
}
export type UploadReader = ReturnType<typeof createUploadReader>;

/**
 * Reads one uploaded file of an account: an account reads one file at a time, across processes
 * (the SKU uploads and the shipment imports share the turn); a second answers 429 at once (the
 * first is usually done in a second or two), so nobody can queue a flood.
 */
export function readAccountUpload(
  deps: { withLock: WithLock; uploads: UploadReader },
  accountId: string,
  file: UploadedFile,
): Promise<UploadedTable> {
  return deps.withLock(`imports:${accountId}`, () => deps.uploads.read(file), {
    waitMs: 0,
    busy: () => new AppError('RATE_LIMITED', importMessages.uploadInProgress),
  });
}
