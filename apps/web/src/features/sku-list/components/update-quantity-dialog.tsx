import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_UNITS_PER_BOX, packagingRuleActionSchema, productMessages } from '@stowline/domain';
import { muiRegister } from '../../../lib/mui-register';

const updateQuantityBodySchema = packagingRuleActionSchema.options[2];
/** Valid only above 0 and at most 150 (the server's rule); an empty box reads as out of range. */
const updateQuantityFormSchema = z.object({
  quantity: z
    .number({ error: productMessages.ruleQuantityInvalid })
    .pipe(updateQuantityBodySchema.shape.quantityToBeUpdate),
});
type UpdateQuantityForm = z.infer<typeof updateQuantityFormSchema>;

interface UpdateQuantityDialogProps {
  /** The rule's box category name and its current units per box. */
  rule: { name: string; quantity: number };
  pending: boolean;
  onSubmit: (quantity: number) => void;
  onClose: () => void;
}

/** Update Quantity: the units of the SKU in one box of this rule. Mounted while open. */
export function UpdateQuantityDialog({ rule, pending, onSubmit, onClose }: UpdateQuantityDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateQuantityForm>({
    resolver: zodResolver(updateQuantityFormSchema),
    defaultValues: { quantity: rule.quantity },
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="update-quantity-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(({ quantity }) => onSubmit(quantity))}>
        <DialogTitle id="update-quantity-title">Update Quantity</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Units per box of {rule.name}
          </Typography>
          <TextField
            label="Quantity"
            type="number"
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { min: 1, max: MAX_UNITS_PER_BOX, step: 1 } }}
            error={Boolean(errors.quantity)}
            helperText={errors.quantity?.message}
            {...muiRegister(register, 'quantity', { valueAsNumber: true })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Update
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
