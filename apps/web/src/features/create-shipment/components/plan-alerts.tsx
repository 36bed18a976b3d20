import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { inboundMessages, type ErroredSku } from '@stowline/domain';

/** The multi-plan warning (spec section 2): created shipments of one plan go together within 30 days. */
export function MultiPlanWarning() {
  return (
    <Alert severity="warning" data-testid="multi-plan-warning">
      {inboundMessages.multiPlanWarning}
    </Alert>
  );
}

/** Plan errors, listed per SKU with Amazon's reason (spec section 8). */
export function ErroredSkusList({ errors }: { errors: readonly ErroredSku[] }) {
  return (
    <Alert severity="error" data-testid="errored-skus">
      <AlertTitle>
        {errors.length === 1 ? '1 SKU has no shipment plan' : `${errors.length} SKUs have no shipment plan`}
      </AlertTitle>
      <Box component="ul" aria-label="SKUs without a plan" sx={{ m: 0, pl: 2 }}>
        {errors.map((error) => (
          <li key={error.SellerSKU}>
            <strong>{error.SellerSKU}</strong>: {error.reason}
          </li>
        ))}
      </Box>
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
