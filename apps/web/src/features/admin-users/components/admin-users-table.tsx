import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { findApprovalBlocker, type AdminUserRow, type SortOrder } from '@stowline/domain';
import { formatDate } from '../../../lib/format-date';
import { ColumnTable, type TableColumn } from '../../../components/paged-table';

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

/** The e-mail with a chip saying whether the seller has verified it. */
function EmailCell({ row }: { row: AdminUserRow }) {
  return (
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
  );
}

/** Approve and reject while the seller waits, the decision once it is made. */
function ApprovalCell({
  row,
  onApprove,
  onReject,
}: Pick<AdminUsersTableProps, 'onApprove' | 'onReject'> & { row: AdminUserRow }) {
  if (row.approvalStatus !== 'pending') {
    return (
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLORS[row.approvalStatus]}
        label={row.approvalStatus}
        sx={{ textTransform: 'capitalize' }}
      />
    );
  }
  return (
    <>
      <ApproveButton row={row} onApprove={onApprove} />
      <Tooltip title="Reject">
        <IconButton aria-label="reject" color="error" size="small" onClick={() => onReject(row)}>
          <Close fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}

export function AdminUsersTable(props: AdminUsersTableProps) {
  const { rows, total, page, perPage, sortOrder, loading, onPageChange, onToggleSort, onApprove, onReject } = props;
  const columns: TableColumn<AdminUserRow>[] = [
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email Address', cell: (row) => <EmailCell row={row} /> },
    {
      key: 'signup-date',
      header: (
        <TableSortLabel active direction={sortOrder} onClick={onToggleSort}>
          SignUp Date
        </TableSortLabel>
      ),
      sortDirection: sortOrder,
      cell: (row) => formatDate(row.createdAt),
    },
    { header: 'Role', cellSx: { textTransform: 'capitalize' }, cell: (row) => row.userType },
    {
      header: 'Approval Status',
      cell: (row) => <ApprovalCell row={row} onApprove={onApprove} onReject={onReject} />,
    },
  ];
  return (
    <ColumnTable
      label="admin users"
      columns={columns}
      rows={rows}
      emptyText="No users found"
      loading={loading}
      paging={{ total, page, perPage, onPageChange }}
    />
  );
}
