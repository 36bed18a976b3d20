import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import {
  BOX_CONTENT_LABEL_TYPES,
  PACKAGE_LABEL_PAGE_TYPES,
  PRODUCT_LABEL_TYPES,
  updateLabelSettingsBodySchema,
  type LabelSettings,
} from '@stowline/domain';
import { SelectField } from '../../shared/select-field';

interface LabelSettingsFormProps {
  settings: LabelSettings;
  pending: boolean;
  onSubmit: (body: LabelSettings) => void;
}

/** The page type of each label the app prints or fetches; mounted once the settings are loaded. */
export function LabelSettingsForm({ settings, pending, onSubmit }: LabelSettingsFormProps) {
  const { control, handleSubmit } = useForm<LabelSettings>({
    resolver: zodResolver(updateLabelSettingsBodySchema),
    defaultValues: settings,
  });
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <SelectField
          control={control}
          name="shipmentLabel"
          label="Shipping Label"
          options={PACKAGE_LABEL_PAGE_TYPES}
          required
        />
        <SelectField
          control={control}
          name="palletLabel"
          label="Pallet Label"
          options={PACKAGE_LABEL_PAGE_TYPES}
          required
        />
        <SelectField
          control={control}
          name="boxContentLabel"
          label="Box Content Label"
          options={BOX_CONTENT_LABEL_TYPES}
          required
        />
        <SelectField
          control={control}
          name="productLabel"
          label="Product Label"
          options={PRODUCT_LABEL_TYPES}
          required
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={pending}>
            Update
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
