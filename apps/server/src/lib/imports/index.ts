export { readUploadedTable, readPastedTable, type UploadedFile, type UploadedTable } from './read-uploaded-table.js';
export { toSafeCsv } from './csv.js';
export { ImportError, DEFAULT_UPLOAD_LIMITS, type ImportErrorReason, type UploadLimits } from './import-error.js';
export { createUploadReader, readAccountUpload, uploadBusyMessage, type UploadReader } from './upload-reader.js';
