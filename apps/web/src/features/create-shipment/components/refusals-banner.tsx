import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { planItemMessages } from '@stowline/domain';

interface RefusalsBannerProps {
  /** Cards Amazon refused in the drawer's plan request. */
  refusedCount: number;
  /** Of them, those not in the error bucket yet. */
  movableCount: number;
  pending: boolean;
  showingErrors: boolean;
  onShowErrors: () => void;
  onMoveToErrorBucket: () => void;
}

/** Over the cards: how many SKUs Amazon refused, a way to see them, and Move to Error Bucket for all of them. */
export function RefusalsBanner(props: RefusalsBannerProps) {
  return (
    <Alert severity="error" data-testid="refusals-banner" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <span>{planItemMessages.refusedSummary(props.refusedCount)}</span>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {!props.showingErrors && (
            <Button color="inherit" size="small" onClick={props.onShowErrors}>
              Show them
            </Button>
          )}
          {props.movableCount > 0 && (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              disabled={props.pending}
              onClick={props.onMoveToErrorBucket}
            >
              Move {props.movableCount === 1 ? 'it' : `all ${props.movableCount}`} to Error Bucket
            </Button>
          )}
        </Box>
      </Box>
    </Alert>
  );
}
