import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import type { Worker } from '@stowline/domain';
import { formatDate } from '../../../lib/format-date';
import { ColumnTable, type TableColumn } from '../../../components/paged-table';

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
  const columns: TableColumn<Worker>[] = [
    { header: 'Name', cell: (row) => row.name },
    {
      header: 'Email Address',
      cell: (row) => (
        <>
          {row.email}
          {row.invitationPending && (
            <Chip label="Invited" size="small" sx={{ ml: 1 }} title="Has not chosen a password yet" />
          )}
        </>
      ),
    },
    { header: 'Created At', cell: (row) => formatDate(row.createdAt) },
    {
      header: 'Action',
      align: 'right',
      cell: (row) => (
        <Tooltip title="Delete">
          <IconButton aria-label="delete" color="error" size="small" onClick={() => onDelete(row)}>
            <Delete fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return (
    <ColumnTable
      label="users"
      columns={columns}
      rows={rows}
      emptyText="No users found"
      loading={loading}
      paging={{ total, page, perPage, onPageChange }}
    />
  );
}
