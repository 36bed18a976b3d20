import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  amazonBoxNumber,
  checkAddToExistingBox,
  checkCreateBoxes,
  getAddUnitsMode,
  type BoxCategory,
  type WorkbenchItem,
  getRemainingQuantity,
  palletMessages,
  palletName,
} from '@stowline/domain';
import { acceptsNumberText, toNumber } from '../lib/number-input';

export interface BoxChoice {
  _id: string;
  number: number;
  units: number;
}

interface AddUnitsDialogProps {
  item: WorkbenchItem;
  boxes: readonly BoxChoice[];
  categories: readonly BoxCategory[];
  /** The box a card was dropped on, or a scan's chosen box. */
  initialBoxId?: string | null;
  /** LTL: the pallets the new boxes may go on (none, an existing one, or 'new', created first); null otherwise. */
  pallets?: readonly { _id: string; number: number }[] | null;
  pending: boolean;
  onAdd: (change: { boxId: string; quantity: number }) => void;
  onCreate: (change: {
    quantityPerBox: number;
    boxCount: number;
    categoryId: string | null;
    /** LTL: a pallet's id, 'new', or null for none. */
    pallet: string | null;
  }) => void;
  onClose: () => void;
}

/**
 * 'Add Units in New/Existing Box' (spec sections 2, 4 and 5): opens on an existing box when the
 * shipment has boxes, else on new boxes; the quantity starts at the units left to box.
 */
export function AddUnitsDialog({
  item,
  boxes,
  categories,
  initialBoxId,
  pallets,
  pending,
  onAdd,
  onCreate,
  onClose,
}: AddUnitsDialogProps) {
  const remaining = getRemainingQuantity(item);
  const [mode, setMode] = useState<'add' | 'create'>(initialBoxId ? 'add' : getAddUnitsMode(boxes.length));
  const [boxId, setBoxId] = useState(initialBoxId ?? '');
  const [quantityText, setQuantityText] = useState(String(remaining));
  const [boxCountText, setBoxCountText] = useState('1');
  const [categoryId, setCategoryId] = useState('');
  const [pallet, setPallet] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const chosenBox = boxes.find((box) => box._id === boxId);
  const addCheck = checkAddToExistingBox({
    boxId,
    quantity: toNumber(quantityText),
    remaining,
    unitsInBox: chosenBox?.units,
  });
  const createCheck = checkCreateBoxes({
    quantityPerBox: toNumber(quantityText),
    boxCount: toNumber(boxCountText),
    remaining,
  });
  const check = mode === 'add' ? addCheck : createCheck;
  const fieldErrors: Partial<Record<string, string>> = submitted ? check.fields : {};
  // Errors show once: the notice only when no field already says it.
  const notice =
    submitted && check.message && !Object.values(check.fields).includes(check.message) ? check.message : null;

  const submit = () => {
    setSubmitted(true);
    if (check.message) return;
    if (mode === 'add') onAdd({ boxId, quantity: toNumber(quantityText)! });
    else
      onCreate({
        quantityPerBox: toNumber(quantityText)!,
        boxCount: toNumber(boxCountText)!,
        categoryId: categoryId || null,
        pallet: pallet || null,
      });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-units-title" fullWidth maxWidth="xs">
      <DialogTitle id="add-units-title">Add Units in New/Existing Box</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {item.sellerSku}: {remaining} of {item.quantityShipped} units left to box.
        </Typography>
        <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as 'add' | 'create')} aria-label="Box">
          <FormControlLabel value="add" control={<Radio />} label="Existing Box" disabled={boxes.length === 0} />
          <FormControlLabel value="create" control={<Radio />} label="New Box" />
        </RadioGroup>
        {mode === 'add' ? (
          <TextField
            select
            label="Box"
            value={boxId}
            onChange={(e) => setBoxId(e.target.value)}
            error={!!fieldErrors.box}
            helperText={fieldErrors.box}
          >
            {boxes.map((box) => (
              <MenuItem key={box._id} value={box._id}>
                Box {box.number} ({amazonBoxNumber(box.number)}) · {box.units} units
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField select label="Box Category" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <MenuItem value="">No category</MenuItem>
            {categories.map((category) => (
              <MenuItem key={category._id} value={category._id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={mode === 'add' ? 'Quantity' : 'Quantity per box'}
          value={quantityText}
          onChange={(e) => acceptsNumberText(e.target.value) && setQuantityText(e.target.value)}
          error={!!(fieldErrors.quantity ?? fieldErrors.quantityPerBox)}
          helperText={fieldErrors.quantity ?? fieldErrors.quantityPerBox}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        {mode === 'create' && (
          <TextField
            label="Number of boxes"
            value={boxCountText}
            onChange={(e) => acceptsNumberText(e.target.value) && setBoxCountText(e.target.value)}
            error={!!fieldErrors.boxCount}
            helperText={fieldErrors.boxCount}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
        {mode === 'create' && pallets && (
          <TextField select label="Pallet" value={pallet} onChange={(e) => setPallet(e.target.value)}>
            <MenuItem value="">No pallet</MenuItem>
            {pallets.map((p) => (
              <MenuItem key={p._id} value={p._id}>
                {palletName(p.number)}
              </MenuItem>
            ))}
            <MenuItem value="new">{palletMessages.createNewPallet}</MenuItem>
          </TextField>
        )}
        {notice && (
          <Typography variant="body2" color="error" role="alert">
            {notice}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {/* One word for one action in both modes, the dialog's own: units go into a box, new or existing. */}
        <Button variant="contained" onClick={submit} disabled={pending}>
          Add Units
        </Button>
      </DialogActions>
    </Dialog>
  );
}
