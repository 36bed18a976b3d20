import { IMPORT_LIMITS, importFileMessages, importMessages } from '@stowline/domain';

/** What the picker offers; the server reads .csv and .xlsx (all sheets). */
export const FBA_UPLOAD_ACCEPT = '.csv,.xlsx';

/**
 * Why a chosen file is not worth sending (size first, so a huge file never leaves the browser);
 * undefined when it may go. The server checks the contents again with the same limits.
 */
export function checkFbaUploadFile(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (file.size > IMPORT_LIMITS.maxBytes) return importFileMessages.tooLarge();
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls')) return importFileMessages.legacyXls;
  if (!name.endsWith('.csv') && !name.endsWith('.xlsx')) return importFileMessages.wrongType;
  if (file.size === 0) return importMessages.fbaEmptyFile;
  return undefined;
}
