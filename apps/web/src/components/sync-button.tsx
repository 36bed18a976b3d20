import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Sync from '@mui/icons-material/Sync';
import type { SyncLog } from '@stowline/domain';
import { formatDateTime } from '../lib/format-date';

interface SyncButtonProps {
  /** The button's label ('Sync SKUs', 'Sync Shipments'). */
  label: string;
  /** What shows beside it while the job runs ('Syncing SKUs…'). */
  runningText: string;
  /** The job, when known. */
  log: SyncLog | null;
  /** Queued or running (neither COMPLETED nor FAILED), or the request to start it is on its way. */
  running: boolean;
  onSync: () => void;
}

/** A sync job's button: disabled and spinning until the job is COMPLETED or FAILED; says when it last ran. */
export function SyncButton({ label, runningText, log, running, onSync }: SyncButtonProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      {log?.lastRunAt && !running && (
        <Typography variant="body2" color="text.secondary">
          Last synced {formatDateTime(log.lastRunAt)}
        </Typography>
      )}
      {running && (
        <Typography variant="body2" color="text.secondary" role="status">
          {runningText}
        </Typography>
      )}
      <Button
        variant="contained"
        disabled={running}
        aria-busy={running}
        // On a phone the time beside it wraps, never the button's label.
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        startIcon={running ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Sync />}
        onClick={onSync}
      >
        {label}
      </Button>
    </Box>
  );
}
