import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { billingMessages } from '@stowline/domain';

/** A declined retry. Both buttons only close it (spec): the seller retries from the plan box, perhaps with another card. */
export function PaymentErrorDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="payment-error-title"
      aria-describedby="payment-error-text"
      fullWidth
      maxWidth="xs"
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', pt: 3 }}>
        <ErrorOutlined color="error" sx={{ fontSize: 48 }} />
      </Box>
      <DialogTitle id="payment-error-title" sx={{ textAlign: 'center', pb: 1 }}>
        Payment Error
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="payment-error-text" sx={{ textAlign: 'center' }}>
          {billingMessages.paymentUnsuccessful}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onClose}>
          Retry
        </Button>
      </DialogActions>
    </Dialog>
  );
}
