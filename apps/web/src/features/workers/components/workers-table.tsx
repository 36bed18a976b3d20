import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import type { Worker } from '@stowline/domain';
import { formatDate } from '../../../lib/format-date';
import { PagedTable } from '../../../components/paged-table';

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
    <PagedTable
      label="users"
      head={
        <>
          <TableCell>Name</TableCell>
          <TableCell>Email Address</TableCell>
          <TableCell>Created At</TableCell>
          <TableCell align="right">Action</TableCell>
        </>
      }
      columnCount={4}
      emptyText="No users found"
      isEmpty={rows.length === 0}
      loading={loading}
      total={total}
      page={page}
      perPage={perPage}
      onPageChange={onPageChange}
    >
      {rows.map((row) => (
        <TableRow key={row._id} hover>
          <TableCell>{row.name}</TableCell>
          <TableCell>
            {row.email}
            {row.invitationPending && (
              <Chip label="Invited" size="small" sx={{ ml: 1 }} title="Has not chosen a password yet" />
            )}
          </TableCell>
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
    </PagedTable>
  );
}
