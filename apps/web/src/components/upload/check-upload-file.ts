import { IMPORT_LIMITS, importFileMessages } from '@stowline/domain';

/** What the drop zone and the picker take. */
export const UPLOAD_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Why a chosen file is not worth sending, checked before the upload (size first, so a huge file
 * never leaves the browser); undefined when it may go. The server checks its contents again
 * with the same limits; an empty file gets the upload's own empty-file message.
 */
export function checkUploadFile(file: Pick<File, 'name' | 'size'>, emptyFileMessage: string): string | undefined {
  if (file.size > IMPORT_LIMITS.maxBytes) return importFileMessages.tooLarge();
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls')) return importFileMessages.legacyXls;
  if (!name.endsWith('.csv') && !name.endsWith('.xlsx')) return importFileMessages.wrongType;
  if (file.size === 0) return emptyFileMessage;
  return undefined;
}
