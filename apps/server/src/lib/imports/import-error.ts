import { importFileMessages, IMPORT_LIMITS, type ImportLimits } from '@stowline/domain';
import { AppError, type ErrorCode } from '../../errors.js';

/** Why a file was refused; the message says it to people, this says it to programs. */
export type ImportErrorReason =
  | 'too-large'
  | 'too-many-rows'
  | 'too-many-columns'
  | 'cell-too-long'
  | 'wrong-type'
  | 'legacy-xls'
  | 'password-protected'
  | 'unreadable'
  | 'too-large-unpacked';

const CODE_BY_REASON: Record<ImportErrorReason, ErrorCode> = {
  'too-large': 'PAYLOAD_TOO_LARGE',
  'too-many-rows': 'VALIDATION',
  'too-many-columns': 'VALIDATION',
  'cell-too-long': 'VALIDATION',
  'wrong-type': 'UNSUPPORTED_MEDIA_TYPE',
  'legacy-xls': 'UNSUPPORTED_MEDIA_TYPE',
  'password-protected': 'VALIDATION',
  unreadable: 'VALIDATION',
  'too-large-unpacked': 'VALIDATION',
};

/** A file we will not read, with a message for people; the app's error handler answers it as 4xx. */
export class ImportError extends AppError {
  constructor(
    readonly reason: ImportErrorReason,
    message: string,
  ) {
    super(CODE_BY_REASON[reason], message);
    this.name = 'ImportError';
  }
}

/** The limits of one read: the people-facing ones of the domain plus the unpacking caps of XLSX. */
export interface UploadLimits extends ImportLimits {
  /** Bytes inflated from one XLSX, all parts together, before we give up. */
  maxInflatedBytes: number;
  /** Entries in an XLSX's zip directory; real workbooks have tens to a few hundred. */
  maxZipEntries: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  ...IMPORT_LIMITS,
  maxInflatedBytes: 100 * 1024 * 1024,
  maxZipEntries: 2_000,
};

export const unreadable = (message: string = importFileMessages.unreadable) => new ImportError('unreadable', message);
