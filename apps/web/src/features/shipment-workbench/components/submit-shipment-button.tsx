import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';

/**
 * The shipment's Submit button (spec section 5, 'Readiness to submit'): disabled while any reason
 * of `checkShipmentReadiness` remains, with every reason, one per line, as its tooltip, and the
 * first one (with how many more) written under it; enabled once none does. `reasons` is null while they are being read (disabled, no tooltip).
 */
export function SubmitShipmentButton({
  reasons,
  checking = false,
  onSubmit,
}: {
  reasons: readonly string[] | null;
  /** What Submit acts on is being read again: disabled until it is in (the reasons stay shown). */
  checking?: boolean;
  onSubmit: () => void;
}) {
  const ready = !checking && reasons !== null && reasons.length === 0;
  const button = (
    <Button size="small" variant="contained" startIcon={<Send />} disabled={!ready} onClick={onSubmit}>
      Submit
    </Button>
  );
  if (!reasons?.length) return button;
  const withTooltip = (
    <Tooltip
      title={
        <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="submit-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      }
    >
      {/* A disabled button fires no events: the wrapper carries the tooltip (and names it for a screen reader). */}
      <span style={{ display: 'inline-flex' }} aria-label={`Submit: ${reasons.join('; ')}`} tabIndex={0}>
        {button}
      </span>
    </Tooltip>
  );
  // The first reason stays in view under the button, where a seller looks; the tooltip lists them all.
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', maxWidth: 280 }}>
      {withTooltip}
      <Typography
        variant="caption"
        color="error"
        data-testid="submit-blocked"
        sx={{ textAlign: 'right', lineHeight: 1.3, mt: 0.25 }}
      >
        {reasons[0]}
        {reasons.length > 1 ? ` (+${reasons.length - 1} more)` : ''}
      </Typography>
    </Box>
  );
}
