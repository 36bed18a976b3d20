import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { formatVoidTimeLeft, transportMessages, voidTimeLeftMs } from '@stowline/domain';
import { useNow } from '../hooks/use-now';

interface TransportVoidButtonProps {
  /** The end of the void window (the transport's voidDate). */
  voidDate: string | null;
  pending: boolean;
  onVoid: () => void;
}

/**
 * Void with the time left (spec section 4: 24 hours parcel, 1 hour LTL), read again each second;
 * once the window closed, disabled with the reason as its tooltip. Inside the window it stays
 * enabled: where Amazon cannot void (a plan shared with other shipments) the server's refusal
 * says why.
 */
export function TransportVoidButton({ voidDate, pending, onVoid }: TransportVoidButtonProps) {
  const left = voidTimeLeftMs(voidDate, new Date(useNow(!!voidDate)));
  const button = (
    <Button size="small" variant="outlined" color="warning" disabled={left === 0 || pending} onClick={onVoid}>
      {pending ? 'Voiding...' : left > 0 ? `Void (${formatVoidTimeLeft(left)})` : 'Void'}
    </Button>
  );
  if (left > 0) return button;
  return (
    <Tooltip title={transportMessages.voidWindowPassed}>
      <span style={{ display: 'inline-flex' }} tabIndex={0} aria-label={`Void: ${transportMessages.voidWindowPassed}`}>
        {button}
      </span>
    </Tooltip>
  );
}
