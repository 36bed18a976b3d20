import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { inboundMessages, type ErroredSku } from '@stowline/domain';

/** The multi-plan warning (spec section 2): created shipments of one plan go together within 30 days. */
export function MultiPlanWarning() {
  return (
    <Alert severity="warning" data-testid="multi-plan-warning">
      {inboundMessages.multiPlanWarning}
    </Alert>
  );
}

/** Ours: a list of refusals longer than this starts folded, so the plans below stay in view. */
export const ERRORED_SKUS_SHOWN_OPEN = 3;

/**
 * Plan errors, listed per SKU with Amazon's reason (spec section 8). A long list starts folded
 * under its count; the cards of the Shipment Items tab carry the same reasons.
 */
export function ErroredSkusList({ errors }: { errors: readonly ErroredSku[] }) {
  const [open, setOpen] = useState(errors.length <= ERRORED_SKUS_SHOWN_OPEN);
  const listId = useId();
  return (
    <Alert
      severity="error"
      data-testid="errored-skus"
      sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      action={
        <Button color="inherit" size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </Button>
      }
    >
      <AlertTitle sx={{ mb: open ? 0.5 : 0 }}>
        {errors.length === 1 ? '1 SKU has no shipment plan' : `${errors.length} SKUs have no shipment plan`}
      </AlertTitle>
      <Collapse in={open} unmountOnExit>
        <Box
          component="ul"
          id={listId}
          aria-label="SKUs without a plan"
          sx={{ m: 0, pl: 2, maxHeight: 240, overflowY: 'auto', overflowWrap: 'anywhere' }}
        >
          {errors.map((error) => (
            <li key={error.SellerSKU}>
              <strong>{error.SellerSKU}</strong>: {error.reason}
            </li>
          ))}
        </Box>
      </Collapse>
    </Alert>
  );
}

/**
 * The dangerous-goods confirm banner (spec section 8): the chosen FC refused dangerous goods; the
 * background process asks Amazon for a plan per SKU, so the others are not refused with them.
 */
export function DangerousGoodsBanner({ pending, onConfirm }: { pending: boolean; onConfirm: () => void }) {
  return (
    <Alert
      severity="warning"
      data-testid="dangerous-goods-banner"
      action={
        <Button color="inherit" size="small" disabled={pending} onClick={onConfirm}>
          Confirm
        </Button>
      }
    >
      {inboundMessages.dangerousGoodsConfirm}
    </Alert>
  );
}
