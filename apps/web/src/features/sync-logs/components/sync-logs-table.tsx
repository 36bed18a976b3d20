import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Sync from '@mui/icons-material/Sync';
import { isSyncRunning, type SyncLog } from '@stowline/domain';
import { formatDateTime } from '../../../lib/format-date';
import { PagedTable } from '../../../components/paged-table';
import { getSyncLogLabel } from './sync-log-label';
import { SyncProgress } from './sync-progress';
import { SyncStateChip } from './sync-state-chip';

interface SyncLogsTableProps {
  rows: SyncLog[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onSyncNow: (log: SyncLog) => void;
}

export function SyncLogsTable({ rows, total, page, perPage, loading, onPageChange, onSyncNow }: SyncLogsTableProps) {
  return (
    <PagedTable
      label="data sync logs"
      head={
        <>
          <TableCell>Name</TableCell>
          <TableCell>Repeat After</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Progress Bar</TableCell>
          <TableCell>Last Run At</TableCell>
          <TableCell align="right">Action</TableCell>
        </>
      }
      columnCount={6}
      emptyText="No sync logs found"
      isEmpty={rows.length === 0}
      loading={loading}
      total={total}
      page={page}
      perPage={perPage}
      onPageChange={onPageChange}
    >
      {rows.map((row) => {
        const label = getSyncLogLabel(row);
        const running = isSyncRunning(row.state);
        return (
          <TableRow key={row._id} hover>
            <TableCell>{label}</TableCell>
            <TableCell>{row.repeatInterval}</TableCell>
            <TableCell>
              <SyncStateChip log={row} />
            </TableCell>
            <TableCell>
              <SyncProgress value={row.progress} label={label} />
            </TableCell>
            <TableCell>{row.lastRunAt ? formatDateTime(row.lastRunAt) : 'N/A'}</TableCell>
            <TableCell align="right">
              <Tooltip title={running ? 'Already queued or running' : 'Sync Now'}>
                {/* A disabled button fires no events: the span keeps the tooltip working. */}
                <span>
                  <IconButton
                    aria-label="Sync Now"
                    color="primary"
                    size="small"
                    disabled={running}
                    onClick={() => onSyncNow(row)}
                  >
                    <Sync fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </TableCell>
          </TableRow>
        );
      })}
    </PagedTable>
  );
}
