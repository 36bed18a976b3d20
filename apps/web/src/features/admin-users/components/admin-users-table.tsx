import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import type { AdminUserRow, SortOrder } from '@stowline/domain';
import { formatDate } from '../../../lib/format-date';
import { EmptyTableRow } from '../../../components/empty-table-row';

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
    <Paper>
      <TableContainer>
        <Table size="small" aria-label="admin users" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email Address</TableCell>
              <TableCell sortDirection={sortOrder}>
                <TableSortLabel active direction={sortOrder} onClick={onToggleSort}>
                  SignUp Date
                </TableSortLabel>
              </TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Approval Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && <EmptyTableRow colSpan={5} text="No users found" />}
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
