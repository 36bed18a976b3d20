import { importFileMessages } from '@stowline/domain';
import { ImportError, unreadable, type UploadLimits } from './import-error.js';

/** Data rows counted so far over all sheets of one file (each sheet's first row is its header). */
export interface RowBudget {
  dataRows: number;
}

/**
 * Collects one sheet's rows and holds it to the limits as the rows arrive, so a hostile file
 * fails at the first row past a limit rather than after it is all in memory. Blank rows keep
 * their place (row numbers stay those a person sees) and count as rows; trailing blank rows are
 * dropped and do not count. The first row is the header; the rows after it are data rows.
 */
export class TableBuilder {
  private readonly rows: string[][] = [];
  private nextIndex = 0;
  private pendingBlank = 0;

  constructor(
    private readonly limits: UploadLimits,
    private readonly budget: RowBudget,
    private readonly sheet?: string,
  ) {}

  /** Adds the next row. */
  addRow(cells: string[]): void {
    let length = cells.length;
    while (length > 0 && cells[length - 1] === '') length--;
    if (length === 0) {
      this.pendingBlank++;
      this.nextIndex++;
      return;
    }
    if (length > this.limits.maxColumns) {
      throw new ImportError('too-many-columns', importFileMessages.tooManyColumns(this.limits));
    }
    for (let i = 0; i < length; i++) {
      if (cells[i]!.length > this.limits.maxCellChars) {
        throw new ImportError(
          'cell-too-long',
          importFileMessages.cellTooLong(this.nextIndex + 1, this.sheet, this.limits),
        );
      }
    }
    // Rows below the first count even when blank: they are rows a person sees, and rows we would hold.
    if (this.budget.dataRows + this.nextIndex > this.limits.maxRows) {
      throw new ImportError('too-many-rows', importFileMessages.tooManyRows(this.limits));
    }
    for (; this.pendingBlank > 0; this.pendingBlank--) this.rows.push([]);
    this.rows.push(length === cells.length ? cells : cells.slice(0, length));
    this.nextIndex++;
  }

  /** Adds a row at its 0-based index (a spreadsheet may skip empty rows); rows must come in order. */
  addRowAt(index: number, cells: string[]): void {
    if (index < this.nextIndex) throw unreadable();
    this.pendingBlank += index - this.nextIndex;
    this.nextIndex = index;
    this.addRow(cells);
  }

  /** The sheet's rows; counts its data rows into the file's budget. */
  finish(): string[][] {
    if (this.rows.length > 0) this.budget.dataRows += this.rows.length - 1;
    return this.rows;
  }
}
