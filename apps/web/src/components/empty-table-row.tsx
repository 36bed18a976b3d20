import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** The one row a table shows when it has nothing to list. */
export function EmptyTableRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {text}
      </TableCell>
    </TableRow>
  );
}
