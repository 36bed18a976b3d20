import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { findApprovalBlocker, type AdminUserRow, type SortOrder } from '@stowline/domain';
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

/** Approve, or, when the seller has not verified the e-mail, disabled with the reason as its tooltip. */
function ApproveButton({ row, onApprove }: { row: AdminUserRow; onApprove: (row: AdminUserRow) => void }) {
  const blocker = findApprovalBlocker(row);
  return (
    <Tooltip title={blocker ?? 'Approve'}>
      {/* A disabled button gets no pointer events: the span keeps the tooltip working. */}
      <span>
        <IconButton
          aria-label="approve"
          color="success"
          size="small"
          disabled={Boolean(blocker)}
          onClick={() => onApprove(row)}
        >
          <Check fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
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
          <TableCell>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <span>{row.email}</span>
              {row.emailVerified ? (
                <Chip
                  size="small"
                  variant="outlined"
                  color="success"
                  icon={<MarkEmailRead />}
                  label="Verified"
                  aria-label="e-mail verified"
                />
              ) : (
                <Chip
                  size="small"
                  variant="outlined"
                  color="warning"
                  icon={<MarkEmailUnread />}
                  label="Not verified"
                  aria-label="e-mail not verified"
                />
              )}
            </Box>
          </TableCell>
          <TableCell>{formatDate(row.createdAt)}</TableCell>
          <TableCell sx={{ textTransform: 'capitalize' }}>{row.userType}</TableCell>
          <TableCell>
            {row.approvalStatus === 'pending' ? (
              <>
                <ApproveButton row={row} onApprove={onApprove} />
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
