import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { inboundMessages } from '@stowline/domain';
import { DisabledReason } from './disabled-tooltip';

interface PackedFirstBannerProps {
  /** Why Send Box Contents cannot run yet (this shipment not packed), or null. */
  sendReason: string | null;
  /** The box contents are with Amazon (sent, placement read or being confirmed): no second send. */
  sent: boolean;
  sending: boolean;
  /** The server's refusal of the last send (it names the group not packed yet). */
  sendError: string | null;
  onSend: () => void;
  /** The plan request's progress, placement options and Confirm placement, once sent. */
  children?: ReactNode;
}

/**
 * The banner of a small-parcel shipment packed before placement (domain pack-first.ts): what it is
 * waiting for, Send Box Contents once every packing group is packed, then Amazon's placement.
 */
export function PackedFirstBanner({ sendReason, sent, sending, sendError, onSend, children }: PackedFirstBannerProps) {
  return (
    <Alert severity="info" data-testid="packed-first" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>Packed before placement</AlertTitle>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2">{inboundMessages.notPlacedYet}</Typography>
        {!sent && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <DisabledReason reason={sendReason}>
              <Button
                variant="contained"
                size="small"
                disabled={sendReason !== null || sending}
                onClick={onSend}
                aria-label={sendReason ? `Send Box Contents: ${sendReason}` : undefined}
              >
                Send Box Contents
              </Button>
            </DisabledReason>
            {sendReason && (
              <Typography variant="caption" color="text.secondary">
                {sendReason}
              </Typography>
            )}
          </Box>
        )}
        {sendError && (
          <Alert severity="error" data-testid="send-box-contents-error">
            {sendError}
          </Alert>
        )}
        {children}
      </Box>
    </Alert>
  );
}
