import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { UploadRowError } from '@stowline/domain';

/**
 * Refused rows shown at once. A junk file can have tens of thousands (63,538 rows froze the
 * dialog for 16 s when all were drawn): the list is paged, and the download keeps every row.
 */
export const UPLOAD_ERRORS_PAGE_SIZE = 100;

const describeRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
  `${from.toLocaleString('en-US')} - ${to.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} errors`;

/** The refused rows: Row, SKU and Reason (Sheet first when the workbook had several sheets), a page at a time. */
export function UploadErrorsTable({
  errors,
  keyLabel = 'SKU',
}: {
  errors: readonly UploadRowError[];
  /** The row key's column ('Box No.' for the dimension import). */
  keyLabel?: string;
}) {
  const [page, setPage] = useState(0);
  const withSheets = errors.some((e) => e.sheet !== undefined);
  const lastPage = Math.max(0, Math.ceil(errors.length / UPLOAD_ERRORS_PAGE_SIZE) - 1);
  // A new, shorter list (another upload) never leaves the pager past its end.
  const shown = Math.min(page, lastPage);
  const rows = errors.slice(shown * UPLOAD_ERRORS_PAGE_SIZE, (shown + 1) * UPLOAD_ERRORS_PAGE_SIZE);
  return (
    <div>
      <TableContainer sx={{ maxHeight: 260, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="upload errors">
          <TableHead>
            <TableRow>
              {withSheets && <TableCell>Sheet</TableCell>}
              <TableCell>Row</TableCell>
              <TableCell>{keyLabel}</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((e) => (
              <TableRow key={`${e.sheet ?? ''}:${e.row}`}>
                {withSheets && <TableCell>{e.sheet}</TableCell>}
                <TableCell>{e.row}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{e.sku || '—'}</TableCell>
                <TableCell>{e.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {errors.length > UPLOAD_ERRORS_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={errors.length}
          page={shown}
          rowsPerPage={UPLOAD_ERRORS_PAGE_SIZE}
          rowsPerPageOptions={[UPLOAD_ERRORS_PAGE_SIZE]}
          labelDisplayedRows={describeRows}
          onPageChange={(_event, next) => setPage(next)}
          slotProps={{
            actions: {
              previousButton: { 'aria-label': 'Previous errors' },
              nextButton: { 'aria-label': 'Next errors' },
            },
          }}
        />
      )}
    </div>
  );
}
