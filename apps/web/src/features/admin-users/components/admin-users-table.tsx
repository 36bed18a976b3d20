import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import type { AdminUserRow, SortOrder } from '@stowline/domain';
import { formatDate } from '../../../lib/format-date';
import { PagedTable } from '../../../components/paged-table';

const STATUS_COLORS = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

interface AdminUsersTableProps {
  rows: AdminUserRow[];
  total: number;
  page: number;
  perPage: number;
  sortOrder: SortOrder;
  loading: boolean;
  onPageChange: (page: number) => void;
  onToggleSort: () => void;
  onApprove: (row: AdminUserRow) => void;
  onReject: (row: AdminUserRow) => void;
}

export function AdminUsersTable(props: AdminUsersTableProps) {
  const { rows, total, page, perPage, sortOrder, loading, onPageChange, onToggleSort, onApprove, onReject } = props;
  return (
    <PagedTable
      label="admin users"
      head={
        <>
          <TableCell>Name</TableCell>
          <TableCell>Email Address</TableCell>
          <TableCell sortDirection={sortOrder}>
            <TableSortLabel active direction={sortOrder} onClick={onToggleSort}>
              SignUp Date
            </TableSortLabel>
          </TableCell>
          <TableCell>Role</TableCell>
          <TableCell>Approval Status</TableCell>
        </>
      }
      columnCount={5}
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
          <TableCell>{row.email}</TableCell>
          <TableCell>{formatDate(row.createdAt)}</TableCell>
          <TableCell sx={{ textTransform: 'capitalize' }}>{row.userType}</TableCell>
          <TableCell>
            {row.approvalStatus === 'pending' ? (
              <>
                <Tooltip title="Approve">
                  <IconButton aria-label="approve" color="success" size="small" onClick={() => onApprove(row)}>
                    <Check fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Reject">
                  <IconButton aria-label="reject" color="error" size="small" onClick={() => onReject(row)}>
                    <Close fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            ) : (
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLORS[row.approvalStatus]}
                label={row.approvalStatus}
                sx={{ textTransform: 'capitalize' }}
              />
            )}
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
