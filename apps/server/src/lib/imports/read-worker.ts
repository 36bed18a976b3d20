/** Worker-thread entry: reads one uploaded file off the main thread (see upload-reader.ts). */
import { parentPort } from 'node:worker_threads';
import { ImportError } from './import-error.js';
import { readUploadedTable, type UploadedFile } from './read-uploaded-table.js';

parentPort!.on('message', async (file: UploadedFile) => {
  try {
    parentPort!.postMessage({ table: await readUploadedTable({ ...file, data: Buffer.from(file.data) }) });
  } catch (error) {
    parentPort!.postMessage(
      error instanceof ImportError
        ? { importError: { reason: error.reason, message: error.message } }
        : { failure: (error as Error).message },
    );
  }
});
