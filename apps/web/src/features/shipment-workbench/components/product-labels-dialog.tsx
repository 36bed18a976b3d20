import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkProductLabels,
  checkProductLabelQuantity,
  defaultProductLabelQuantity,
  productLabelsFileName,
  type WorkbenchItem,
} from '@stowline/domain';
import { countPrintedProductLabels, loadProductLabels, type ProductLabelsRequest } from '../api/product-labels';
import { LabelPreviewDialog } from './label-preview-dialog';

export interface PrintProductLabelsDialogProps {
  shipmentId: string;
  /** Amazon's FBA… id: the file's name. */
  amazonShipmentId: string;
  item: Pick<
    WorkbenchItem,
    | '_id'
    | 'sellerSku'
    | 'fulfillmentNetworkSku'
    | 'title'
    | 'condition'
    | 'amzExpirable'
    | 'expDate'
    | 'quantityShipped'
    | 'quantityPrinted'
  >;
  /** The quantity to start with (the item card: shipped minus printed; the box item card: the box's units). */
  defaultQuantity?: number;
  onPrinted: () => void;
  onClose: () => void;
}

/**
 * Print Product Labels (spec document 2, section 5): the quantity (default shipped minus printed
 * when positive), the blocking messages with Print disabled, 'Incorrect Quantity'; then the
 * preview, whose Print counts the labels printed.
 */
export function PrintProductLabelsDialog({
  shipmentId,
  amazonShipmentId,
  item,
  defaultQuantity,
  onPrinted,
  onClose,
}: PrintProductLabelsDialogProps) {
  const start = defaultQuantity ?? defaultProductLabelQuantity(item);
  const [quantity, setQuantity] = useState(start > 0 ? String(start) : '');
  const [request, setRequest] = useState<ProductLabelsRequest | null>(null);
  const [touched, setTouched] = useState(false);
  const blocked = checkProductLabels([item], false);
  const quantityError = checkProductLabelQuantity(Number(quantity === '' ? NaN : quantity));

  if (request)
    return (
      <ProductLabelsPreview
        amazonShipmentId={amazonShipmentId}
        request={request}
        onPrinted={onPrinted}
        onClose={onClose}
      />
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="product-labels-title" fullWidth maxWidth="xs">
      <DialogTitle id="product-labels-title">Print Product Labels</DialogTitle>
      <DialogContent sx={{ pt: '8px !important', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2">
          {item.sellerSku} · {item.fulfillmentNetworkSku || '—'} · Printed Labels: {item.quantityPrinted}
        </Typography>
        {blocked && <Alert severity="error">{blocked}</Alert>}
        <TextField
          label="Quantity"
          type="number"
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            setTouched(true);
          }}
          error={touched && !!quantityError}
          helperText={touched && quantityError ? quantityError : ' '}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!!blocked}
          onClick={() => {
            setTouched(true);
            if (quantityError) return;
            setRequest({
              inboundShipmentId: shipmentId,
              items: [{ shipmentItemId: item._id, quantity: Number(quantity) }],
            });
          }}
        >
          Print
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The preview of product labels; Print counts them, then the cards read their counts again. */
export function ProductLabelsPreview({
  amazonShipmentId,
  request,
  onPrinted,
  onClose,
}: {
  amazonShipmentId: string;
  request: ProductLabelsRequest;
  onPrinted: () => void;
  onClose: () => void;
}) {
  return (
    <LabelPreviewDialog
      open
      title="Product Labels"
      fileName={productLabelsFileName(amazonShipmentId)}
      load={(format) => loadProductLabels(request, format)}
      onPrinted={async () => {
        await countPrintedProductLabels(request);
        onPrinted();
      }}
      onClose={onClose}
    />
  );
}
