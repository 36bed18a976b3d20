import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import type { Worker } from '@stowline/domain';
import { formatDate } from '../../../lib/format-date';
import { EmptyTableRow } from '../../../components/empty-table-row';

interface WorkersTableProps {
  rows: Worker[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onDelete: (worker: Worker) => void;
}

export function WorkersTable({ rows, total, page, perPage, loading, onPageChange, onDelete }: WorkersTableProps) {
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label="users" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email Address</TableCell>
              <TableCell>Created At</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && <EmptyTableRow colSpan={4} text="No users found" />}
            {rows.map((row) => (
              <TableRow key={row._id} hover>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.email}</TableCell>
                <TableCell>{formatDate(row.createdAt)}</TableCell>
                <TableCell align="right">
                  <Tooltip title="Delete">
                    <IconButton aria-label="delete" color="error" size="small" onClick={() => onDelete(row)}>
                      <Delete fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[perPage]}
        onPageChange={(_event, zeroBased) => onPageChange(zeroBased + 1)}
      />
    </Paper>
  );
}
