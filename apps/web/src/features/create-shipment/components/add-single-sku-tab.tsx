import { useId, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { shipmentItemMessages, toSkuKey, type PackMode, type Product, type ShipmentItem } from '@stowline/domain';
import type { SkuLookupKey } from '../api/create-shipment-keys';
import type { SingleLookupStatus, SingleSkuLookup } from '../hooks/use-single-sku-lookup';
import { AddSkusActions } from './add-skus-actions';
import { FoundProducts } from './found-products';
import { SingleSkuCountsForm } from './single-sku-counts-form';

interface AddSingleSkuTabProps {
  mode: PackMode;
  items: readonly ShipmentItem[];
  /** Look up by ASIN or by SKU. */
  lookupKey: SkuLookupKey;
  onLookupKeyChange: (key: SkuLookupKey) => void;
  value: string;
  onValueChange: (value: string) => void;
  lookup: SingleSkuLookup;
  onAdd: (items: ShipmentItem[]) => void;
  onCancel: () => void;
}

/** The look-up's word under the field: what it waits for or why there is nothing to add. */
function getLookupHelp(status: SingleLookupStatus, isDuplicate: boolean): { text: string; error: boolean } | null {
  if (isDuplicate) return { text: shipmentItemMessages.skuAlreadyInItems, error: true };
  if (status === 'tooShort') return { text: shipmentItemMessages.asinTooShort, error: false };
  if (status === 'notFound') return { text: shipmentItemMessages.skuNotFound, error: true };
  return null;
}

/** The Single tab: look a SKU up by ASIN or SKU, choose it, give its counts, Confirm. */
export function AddSingleSkuTab(props: AddSingleSkuTabProps) {
  const { mode, items, lookupKey: key, value, lookup, onAdd, onCancel } = props;
  const formId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);

  const taken = new Set(items.map((item) => toSkuKey(item.product.sellerSku)));
  const isTaken = (product: Product) => taken.has(toSkuKey(product.sellerSku));
  // An ASIN with several SKUs: the one chosen, else the first not in the drawer yet.
  const chosen =
    lookup.products.find((p) => p._id === chosenId) ?? lookup.products.find((p) => !isTaken(p)) ?? lookup.products[0];
  const isDuplicate = chosen !== undefined && isTaken(chosen);
  const help = getLookupHelp(lookup.status, isDuplicate);
  const busy = lookup.status === 'waiting' || lookup.status === 'searching';

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '16px !important' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Look up by"
          value={key}
          onChange={(_event, next: SkuLookupKey | null) => next && props.onLookupKeyChange(next)}
        >
          <ToggleButton value="asin" sx={{ textTransform: 'none', px: 2 }}>
            ASIN
          </ToggleButton>
          <ToggleButton value="sku" sx={{ textTransform: 'none', px: 2 }}>
            SKU
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label={key === 'asin' ? 'ASIN' : 'SKU'}
          value={value}
          autoFocus
          onChange={(event) => {
            props.onValueChange(event.target.value);
            setChosenId(null);
          }}
          error={help?.error ?? false}
          helperText={help?.text ?? (key === 'asin' ? 'The exact ASIN' : 'The exact seller SKU')}
          slotProps={{
            input: {
              endAdornment: busy ? (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label="Looking up" />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        {lookup.products.length > 0 && (
          <FoundProducts
            products={lookup.products}
            chosenId={chosen?._id ?? null}
            onChoose={(p) => setChosenId(p._id)}
          />
        )}
        {chosen && !isDuplicate && (
          <SingleSkuCountsForm
            key={chosen._id}
            id={formId}
            mode={mode}
            product={chosen}
            onSubmit={(item) => onAdd([item])}
          />
        )}
      </DialogContent>
      <AddSkusActions canConfirm={chosen !== undefined && !isDuplicate} formId={formId} onCancel={onCancel} />
    </>
  );
}
