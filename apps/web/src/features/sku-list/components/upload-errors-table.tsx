import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UploadRowError } from '@stowline/domain';

/** The rows an upload refused: row number (and sheet when the workbook has several), SKU and reason. */
export function UploadErrorsTable({ errors }: { errors: UploadRowError[] }) {
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
          {errors.map((error) => (
            <TableRow key={`${error.sheet ?? ''}:${error.row}`}>
              {withSheets && <TableCell>{error.sheet}</TableCell>}
              <TableCell>{error.row}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{error.sku || '—'}</TableCell>
              <TableCell>{error.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
