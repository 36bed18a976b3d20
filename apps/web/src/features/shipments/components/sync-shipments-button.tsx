import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Sync from '@mui/icons-material/Sync';
import type { SyncLog } from '@stowline/domain';
import { formatDateTime } from '../../../lib/format-date';

interface SyncShipmentsButtonProps {
  log: SyncLog | null;
  /** The job is neither COMPLETED nor FAILED, or the request to start it is on its way. */
  running: boolean;
  onSync: () => void;
}

/** Sync Shipments: disabled and spinning while the shipments job runs; says when it last ran. */
export function SyncShipmentsButton({ log, running, onSync }: SyncShipmentsButtonProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      {log?.lastRunAt && !running && (
        <Typography variant="body2" color="text.secondary">
          Last synced {formatDateTime(log.lastRunAt)}
        </Typography>
      )}
      {running && (
        <Typography variant="body2" color="text.secondary" role="status">
          Syncing shipments…
        </Typography>
      )}
      <Button
        variant="contained"
        disabled={running}
        aria-busy={running}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        startIcon={running ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Sync />}
        onClick={onSync}
      >
        Sync Shipments
      </Button>
    </Box>
  );
}
