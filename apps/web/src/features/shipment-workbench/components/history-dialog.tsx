import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { UnitEvent } from '@stowline/domain';
import { formatDateTime } from '../../../lib/format-date';

interface HistoryDialogProps {
  /** 'Shipment FBA…' or 'Box 3'. */
  subject: string;
  events: readonly UnitEvent[];
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  exporting: boolean;
  onExport: () => void;
  onClose: () => void;
}

function describe(event: UnitEvent): string {
  const box = event.boxNumber !== null ? `Box ${event.boxNumber}` : 'no box';
  if (event.kind === 'moved') return `Moved ${event.quantity} from Box ${event.fromBoxNumber ?? '?'} to ${box}`;
  if (event.kind === 'removed') return `Removed ${Math.abs(event.quantity)} from ${box}`;
  return `Placed ${event.quantity} in ${box}`;
}

/** The audit trail (issue 14): who placed, moved or removed which units, when, and how (scan or manual); CSV export. */
export function HistoryDialog({
  subject,
  events,
  loading,
  hasMore,
  onLoadMore,
  exporting,
  onExport,
  onClose,
}: HistoryDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby="history-title" fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id="history-title">History of {subject}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Table size="small" stickyHeader aria-label="History">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>User</TableCell>
              <TableCell>What</TableCell>
              <TableCell>SKU</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((event) => (
              <TableRow key={event._id} data-testid="history-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
                <TableCell>{event.userName}</TableCell>
                <TableCell>{describe(event)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  {event.sellerSku}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {event.fnsku}
                  </Typography>
                </TableCell>
                <TableCell>{event.source}</TableCell>
              </TableRow>
            ))}
            {!loading && events.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center">
                  No Data Found
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {hasMore && (
          <Button onClick={onLoadMore} disabled={loading} sx={{ m: 1 }}>
            Load more
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onExport} disabled={exporting || events.length === 0}>
          Export CSV
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
