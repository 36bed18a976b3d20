import Typography from '@mui/material/Typography';
import { draftMessages } from '@stowline/domain';
import type { DraftStatus } from '../hooks/use-shipment-draft';

const TEXT: Record<DraftStatus, string> = {
  loading: 'Loading draft…',
  unavailable: draftMessages.unavailable,
  empty: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  failed: draftMessages.notSaved,
  tooLarge: draftMessages.notSavedTooMany,
};

/** One line on where the shipment draft stands: saved for the account, saving, or why it is not kept. */
export function DraftStatusText({ status }: { status: DraftStatus }) {
  const problem = status === 'failed' || status === 'tooLarge' || status === 'unavailable';
  return (
    <Typography
      variant="caption"
      color={problem ? 'warning.main' : 'text.secondary'}
      role="status"
      data-testid="draft-status"
      data-status={status}
    >
      {TEXT[status]}
    </Typography>
  );
}
