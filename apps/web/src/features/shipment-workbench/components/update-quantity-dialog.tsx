import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ContentUpdateChanges } from '../../../components/content-update-changes';
import {
  checkQuantityUpdate,
  itemRuleMessages,
  type UpdateInboundShipmentResponse,
  type WorkbenchItem,
} from '@stowline/domain';
import { acceptsNumberText, toNumber } from '../lib/number-input';

type Preview = NonNullable<UpdateInboundShipmentResponse['preview']>;

interface UpdateQuantityDialogProps {
  item: WorkbenchItem;
  areCasesRequired: boolean;
  /** Amazon's preview of the change, once asked for. */
  preview: Preview | null;
  previewPending: boolean;
  confirmPending: boolean;
  onPreview: (change: { quantity: number; caseQuantity: number | null }) => void;
  /** Back to the quantity (the preview is dropped). */
  onEdit: () => void;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Update Quantity (spec sections 2 and 5): the new units (case-packed: units per case and boxes),
 * the 5% / 6 units warning, then Amazon's content-update preview with its fee; Confirm sends it.
 * Offered once the transport is confirmed: the units move in the boxes Amazon has.
 */
export function UpdateQuantityDialog({
  item,
  areCasesRequired,
  preview,
  previewPending,
  confirmPending,
  onPreview,
  onEdit,
  onConfirm,
  onClose,
}: UpdateQuantityDialogProps) {
  const caseQty = item.quantityInCase || null;
  const [quantityText, setQuantityText] = useState(String(areCasesRequired ? (caseQty ?? '') : item.quantityShipped));
  const [boxesText, setBoxesText] = useState(
    areCasesRequired && caseQty ? String(Math.round(item.quantityShipped / caseQty)) : '',
  );
  const [submitted, setSubmitted] = useState(false);
  const check = checkQuantityUpdate({
    areCasesRequired,
    quantity: toNumber(quantityText),
    boxes: toNumber(boxesText),
    quantityShipped: item.quantityShipped,
  });

  const submit = () => {
    setSubmitted(true);
    if (check.message) return;
    onPreview({ quantity: check.total, caseQuantity: areCasesRequired ? toNumber(quantityText) : null });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="update-quantity-title" fullWidth maxWidth="xs">
      <DialogTitle id="update-quantity-title">Update Quantity</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {item.sellerSku}: {item.quantityShipped} units now, {item.quantityBoxed} boxed.
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="quantity-boxes-note">
          {itemRuleMessages.unitsMoveInBoxes}
        </Typography>
        {!preview ? (
          <>
            <TextField
              label={areCasesRequired ? 'Units per case' : 'Quantity'}
              value={quantityText}
              onChange={(e) => acceptsNumberText(e.target.value) && setQuantityText(e.target.value)}
              error={submitted && check.invalid.quantity}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              autoFocus
            />
            {areCasesRequired && (
              <TextField
                label="Boxes"
                value={boxesText}
                onChange={(e) => acceptsNumberText(e.target.value) && setBoxesText(e.target.value)}
                error={submitted && check.invalid.boxes}
                helperText={check.total ? `Total sent: ${check.total}` : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
            {check.warning && (
              <Alert severity="warning" data-testid="quantity-warning">
                {check.warning}
              </Alert>
            )}
            {submitted && check.message && (
              <Typography variant="body2" color="error" role="alert">
                {check.message}
              </Typography>
            )}
          </>
        ) : (
          <>
            <ContentUpdateChanges fee={preview.fee} changes={preview.changes} expiration={preview.expiration} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {preview ? (
          <>
            <Button onClick={onEdit} disabled={confirmPending}>
              Back
            </Button>
            <Button variant="contained" onClick={onConfirm} disabled={confirmPending}>
              {confirmPending ? 'Processing...' : 'Confirm'}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={submit} disabled={previewPending}>
            {previewPending ? 'Asking Amazon…' : 'Preview'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
