import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface CreateShipPlanButtonProps {
  /** Why it is disabled ('No SKU Selected!', 'No Warehouse Selected!', …), or null. */
  hint: string | null;
  pending: boolean;
  onClick: () => void;
}

/** Create Ship Plan: asks Amazon for plans for the ticked cards; disabled with its hint otherwise. */
export function CreateShipPlanButton({ hint, pending, onClick }: CreateShipPlanButtonProps) {
  if (hint === null) {
    return (
      <Button
        variant="contained"
        disabled={pending}
        onClick={onClick}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        Create Ship Plan
      </Button>
    );
  }
  // The hint is also written under the button: a touch screen shows no tooltip.
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.25 }}>
      <Tooltip title={hint}>
        {/* A disabled button fires no hover events: the span carries the hint. */}
        <span tabIndex={0} aria-label={`Create Ship Plan: ${hint}`} data-testid="create-ship-plan-hint">
          <Button variant="contained" disabled>
            Create Ship Plan
          </Button>
        </span>
      </Tooltip>
      <Typography
        variant="caption"
        color="text.secondary"
        aria-hidden
        sx={{ maxWidth: 220, textAlign: 'right', lineHeight: 1.2 }}
      >
        {hint}
      </Typography>
    </Box>
  );
}
