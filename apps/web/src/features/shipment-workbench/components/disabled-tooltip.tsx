import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

/**
 * A control with the reason it is disabled as its tooltip (MUI needs a wrapper: a disabled button
 * fires no events). No reason: the control as it is.
 */
export function DisabledReason({ reason, children }: { reason: string | null | undefined; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}
