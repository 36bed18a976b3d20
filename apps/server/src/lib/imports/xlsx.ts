import { importFileMessages, type ImportSheet } from '@stowline/domain';
import { ImportError, unreadable, type UploadLimits } from './import-error.js';
import { SharedStrings } from './shared-strings.js';
import { TableBuilder, type RowBudget } from './table-builder.js';
import { ZipArchive } from './zip.js';
import { findWorkbookPath, readSharedStrings, readStyles, readWorkbook, scanPart } from './xlsx-package.js';
import { WorksheetReader } from './xlsx-worksheet.js';

/**
 * Reads every visible worksheet of an XLSX (or XLSM) as text rows. Cells show their cached
 * values: formulas are never evaluated, and text starting with '=' is just text. Hidden sheets
 * are skipped (a person does not see their rows), as are chart sheets. Every part is read as it
 * inflates (see `scanPart`): a read holds the rows it keeps, the shared strings and a window.
 */
export async function readXlsx(data: Buffer, limits: UploadLimits, budget: RowBudget): Promise<ImportSheet[]> {
  const zip = new ZipArchive(data, limits);
  const workbookPath = await findWorkbookPath(zip);
  if (!workbookPath) throw new ImportError('wrong-type', importFileMessages.wrongType);
  const workbook = await readWorkbook(zip, workbookPath);
  const styles = workbook.stylesPath ? await readStyles(zip, workbook.stylesPath) : { formatters: [] };
  const sharedStrings = workbook.sharedStringsPath
    ? await readSharedStrings(zip, workbook.sharedStringsPath)
    : new SharedStrings();
  const sheets: ImportSheet[] = [];
  for (const sheet of workbook.sheets) {
    const builder = new TableBuilder(limits, budget, workbook.sheets.length > 1 ? sheet.name : undefined);
    const reader = new WorksheetReader(builder, sharedStrings, styles, workbook.date1904);
    if (!(await scanPart(zip, sheet.path, reader))) throw unreadable();
    sheets.push({ name: sheet.name, rows: builder.finish() });
  }
  return sheets;
}
