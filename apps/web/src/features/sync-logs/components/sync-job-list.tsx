import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SyncLog } from '@stowline/domain';
import { getSyncLogLabel } from './sync-log-label';
import { SyncProgress } from './sync-progress';
import { SyncStateChip } from './sync-state-chip';

/** The first sync's jobs while onboarding waits: name, state and progress of each. */
export function SyncJobList({ logs }: { logs: SyncLog[] }) {
  return (
    <List aria-label="sync jobs" sx={{ width: '100%' }}>
      {logs.map((log) => {
        const label = getSyncLogLabel(log);
        return (
          <ListItem key={log._id} divider sx={{ display: 'block' }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2">{label}</Typography>
              <SyncStateChip log={log} />
            </Stack>
            <SyncProgress value={log.progress} label={label} />
          </ListItem>
        );
      })}
    </List>
  );
}
