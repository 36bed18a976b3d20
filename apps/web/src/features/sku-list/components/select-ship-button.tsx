import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import LocalShipping from '@mui/icons-material/LocalShipping';

interface SelectShipButtonProps {
  /** What keeps the selection from shipping (`checkShipSelection`); the button is enabled without one. */
  problem: string | undefined;
  onClick: () => void;
}

/** Select & Ship: disabled while the selection breaks a rule, with that rule's message on hover. */
export function SelectShipButton({ problem, onClick }: SelectShipButtonProps) {
  return (
    <Tooltip title={problem ?? ''} describeChild>
      {/* A disabled button takes no pointer events: the wrapper holds the tooltip. */}
      <Box component="span" sx={{ display: 'inline-flex' }} data-testid="select-ship-wrapper">
        <Button variant="contained" startIcon={<LocalShipping />} disabled={problem !== undefined} onClick={onClick}>
          Select &amp; Ship
        </Button>
      </Box>
    </Tooltip>
  );
}
