import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Sync from '@mui/icons-material/Sync';
import { isSyncRunning, type SyncLog } from '@stowline/domain';
import { formatDateTime } from '../../../lib/format-date';
import { ColumnTable, type TableColumn } from '../../../components/paged-table';
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

function SyncNowButton({ log, onSyncNow }: { log: SyncLog; onSyncNow: (log: SyncLog) => void }) {
  const running = isSyncRunning(log.state);
  return (
    <Tooltip title={running ? 'Already queued or running' : 'Sync Now'}>
      {/* A disabled button fires no events: the span keeps the tooltip working. */}
      <span>
        <IconButton
          aria-label="Sync Now"
          color="primary"
          size="small"
          disabled={running}
          onClick={() => onSyncNow(log)}
        >
          <Sync fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function SyncLogsTable({ rows, total, page, perPage, loading, onPageChange, onSyncNow }: SyncLogsTableProps) {
  const columns: TableColumn<SyncLog>[] = [
    { header: 'Name', cell: (row) => getSyncLogLabel(row) },
    { header: 'Repeat After', cell: (row) => row.repeatInterval },
    { header: 'Status', cell: (row) => <SyncStateChip log={row} /> },
    { header: 'Progress Bar', cell: (row) => <SyncProgress value={row.progress} label={getSyncLogLabel(row)} /> },
    { header: 'Last Run At', cell: (row) => (row.lastRunAt ? formatDateTime(row.lastRunAt) : 'N/A') },
    { header: 'Action', align: 'right', cell: (row) => <SyncNowButton log={row} onSyncNow={onSyncNow} /> },
  ];
  return (
    <ColumnTable
      label="data sync logs"
      columns={columns}
      rows={rows}
      emptyText="No sync logs found"
      loading={loading}
      paging={{ total, page, perPage, onPageChange }}
    />
  );
}
