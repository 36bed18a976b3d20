import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import {
  MAX_UNITS_PER_BOX,
  packagingRuleActionSchema,
  productMessages,
  type BoxCategory,
  type PackagingRuleAction,
} from '@stowline/domain';
import { muiRegister } from '../../../lib/mui-register';

/** The select's last option; never a value the form keeps (spec: a rule's category is neither none nor AddCategory). */
const ADD_CATEGORY = 'AddCategory';

const addRuleBodySchema = packagingRuleActionSchema.options[0];
/** The server's 'add' body; an empty quantity box reads as out of range. */
const addRuleFormSchema = addRuleBodySchema.extend({
  itemCount: z.number({ error: productMessages.ruleQuantityInvalid }).pipe(addRuleBodySchema.shape.itemCount),
});
type AddRuleForm = z.input<typeof addRuleFormSchema>;
export type AddRuleBody = Extract<PackagingRuleAction, { action: 'add' }>;

const EMPTY_FORM: AddRuleForm = { action: 'add', categoryId: '', itemCount: Number.NaN, defaultChecked: false };

interface AddPackagingRuleFormProps {
  categories: BoxCategory[];
  pending: boolean;
  /** Resolves to true when the rule was saved (the form then clears); a refusal is shown by the caller. */
  onSubmit: (body: AddRuleBody) => Promise<boolean>;
  /** Opens 'Adding New Box Category'; resolves to the new category's id, or null when cancelled. */
  onAddNewCategory: () => Promise<string | null>;
}

/**
 * The drawer's add row: a box category, the units of this SKU in one box (1 to 150) and whether
 * the rule is the default. Add waits for a category (decision: a button is clearer than an error
 * on a select nobody touched yet).
 */
export function AddPackagingRuleForm({ categories, pending, onSubmit, onAddNewCategory }: AddPackagingRuleFormProps) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AddRuleForm, unknown, AddRuleBody>({
    resolver: zodResolver(addRuleFormSchema),
    defaultValues: EMPTY_FORM,
  });

  const submit = handleSubmit(async (body) => {
    if (await onSubmit(body)) reset(EMPTY_FORM);
  });

  const pickCategory = async (value: string, onChange: (value: string) => void) => {
    if (value !== ADD_CATEGORY) return onChange(value);
    const created = await onAddNewCategory();
    if (created) setValue('categoryId', created, { shouldValidate: true });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Add packaging rule"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Controller
        control={control}
        name="categoryId"
        render={({ field, fieldState }) => (
          <TextField
            select
            size="small"
            label="Box Category"
            value={field.value}
            onChange={(e) => void pickCategory(e.target.value, field.onChange)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            sx={{ flex: '1 1 200px' }}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
          >
            {categories.map((category) => (
              <MenuItem key={category._id} value={category._id}>
                {category.name}
              </MenuItem>
            ))}
            {categories.length > 0 && <Divider />}
            <MenuItem value={ADD_CATEGORY} sx={{ color: 'primary.main' }}>
              <ListItemIcon sx={{ color: 'inherit' }}>
                <Add fontSize="small" />
              </ListItemIcon>
              Add New Box Category
            </MenuItem>
          </TextField>
        )}
      />
      <TextField
        size="small"
        type="number"
        label="Quantity"
        required
        error={Boolean(errors.itemCount)}
        helperText={errors.itemCount?.message ?? `Per box, up to ${MAX_UNITS_PER_BOX}`}
        slotProps={{ htmlInput: { min: 1, max: MAX_UNITS_PER_BOX, step: 1 } }}
        sx={{ width: 150 }}
        {...muiRegister(register, 'itemCount', { valueAsNumber: true })}
      />
      <Controller
        control={control}
        name="defaultChecked"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />}
            label="Default"
            sx={{ mr: 0, mt: 0.25 }}
          />
        )}
      />
      <Button type="submit" variant="contained" disabled={pending || !watch('categoryId')} sx={{ mt: 0.25 }}>
        Add
      </Button>
    </Box>
  );
}
