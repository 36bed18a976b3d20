import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { ALERT_MS } from '@stowline/domain';
import { hideAlert, useAlertMessage } from '../lib/alert-store';

/** The top-right alert bar: errors and warnings stay 8 s, other messages 4 s. */
export function AlertBar() {
  const alert = useAlertMessage();
  if (!alert) return null;
  const duration = alert.severity === 'error' || alert.severity === 'warning' ? ALERT_MS.long : ALERT_MS.short;
  return (
    <Snackbar
      key={alert.id}
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={duration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') hideAlert(alert.id);
      }}
    >
      <Alert
        severity={alert.severity}
        variant="filled"
        onClose={() => hideAlert(alert.id)}
        sx={{ width: '100%' }}
        data-testid="alert-bar"
      >
        {alert.message}
      </Alert>
    </Snackbar>
  );
}
