import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PackMode, ShipmentItem } from '@stowline/domain';
import { createItemCountsSchema, type ItemCounts } from '../lib/item-counts-schema';
import { ItemCountsFields } from './item-counts-fields';

interface UpdateItemDialogProps {
  item: ShipmentItem;
  mode: PackMode;
  onSave: (item: ShipmentItem) => void;
  onClose: () => void;
}

/** Update Item: the quantity (loose pack), or packaging rule, boxes and units in a box (case pack). Mounted while open. */
export function UpdateItemDialog({ item, mode, onSave, onClose }: UpdateItemDialogProps) {
  const form = useForm<ItemCounts>({
    resolver: zodResolver(createItemCountsSchema(mode)),
    defaultValues: {
      quantity: item.quantity ?? undefined,
      boxCount: mode === 'case' ? (item.boxCount ?? undefined) : null,
      categoryId: item.categoryId ?? '',
    },
  });
  const submit = form.handleSubmit((counts) =>
    onSave({ ...item, quantity: counts.quantity, boxCount: counts.boxCount, categoryId: counts.categoryId || null }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="update-item-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="update-item-title">Update Item</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ fontWeight: 500, mb: 2 }}>
            {item.product.sellerSku}
          </Typography>
          <ItemCountsFields form={form} mode={mode} rules={item.product.packagingRules} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
