import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

/**
 * Create Ship Plan. Plan requests come with the shipment-creation issue, so the button stays
 * disabled; its hint says why (the spec's 'No SKU Selected!', a selection rule, or that plans
 * come later).
 */
export function CreateShipPlanButton({ hint }: { hint: string }) {
  return (
    <Tooltip title={hint}>
      {/* A disabled button fires no hover events: the span carries the hint. */}
      <span tabIndex={0} aria-label={`Create Ship Plan: ${hint}`} data-testid="create-ship-plan-hint">
        <Button variant="contained" disabled>
          Create Ship Plan
        </Button>
      </span>
    </Tooltip>
  );
}
