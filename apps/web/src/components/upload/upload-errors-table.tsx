import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UploadRowError } from '@stowline/domain';

/** The refused rows: Row, SKU and Reason (Sheet first when the workbook had several sheets). */
export function UploadErrorsTable({ errors }: { errors: readonly UploadRowError[] }) {
  const withSheets = errors.some((e) => e.sheet !== undefined);
  return (
    <TableContainer sx={{ maxHeight: 260, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label="upload errors">
        <TableHead>
          <TableRow>
            {withSheets && <TableCell>Sheet</TableCell>}
            <TableCell>Row</TableCell>
            <TableCell>SKU</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((e) => (
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
  );
}
