import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { SyncLog, SyncState } from '@stowline/domain';

const STATE_COLORS: Record<SyncState, 'default' | 'info' | 'success' | 'error'> = {
  PENDING: 'default',
  'IN PROGRESS': 'info',
  COMPLETED: 'success',
  FAILED: 'error',
};

/** A job's state; a failed job's last error shows on hover or focus. */
export function SyncStateChip({ log }: { log: Pick<SyncLog, 'state' | 'lastError'> }) {
  const error = log.state === 'FAILED' ? log.lastError : null;
  const chip = <Chip size="small" color={STATE_COLORS[log.state]} label={log.state} tabIndex={error ? 0 : undefined} />;
  return error ? <Tooltip title={error}>{chip}</Tooltip> : chip;
}
