import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Sync from '@mui/icons-material/Sync';
import type { SyncLog } from '@stowline/domain';
import { formatDateTime } from '../../../lib/format-date';

interface SyncSkusButtonProps {
  /** The listing job of the selected marketplace, when known. */
  log: SyncLog | null;
  /** Queued or running, or the request to start it is on its way. */
  running: boolean;
  onSync: () => void;
}

/** Sync SKUs: disabled and spinning until the listing job is COMPLETED or FAILED; says when it last ran. */
export function SyncSkusButton({ log, running, onSync }: SyncSkusButtonProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {log?.lastRunAt && !running && (
        <Typography variant="body2" color="text.secondary">
          Last synced {formatDateTime(log.lastRunAt)}
        </Typography>
      )}
      {running && (
        <Typography variant="body2" color="text.secondary" role="status">
          Syncing SKUs…
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
        Sync SKUs
      </Button>
    </Box>
  );
}
