import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import {
  LABEL_PREP_PREFERENCES,
  SHIPPING_MODES,
  type LabelPrepPreference,
  type ShippingMode,
  type Warehouse,
} from '@stowline/domain';

import type { ShipToFcOption } from '../lib/ship-to-fc-options';

export const SHIPPING_MODE_LABELS: Record<ShippingMode, string> = { SP: 'Small parcel', LTL: 'Pallets (LTL)' };

const ADD_WAREHOUSE = '__add__';
const ANY_FC = '__any__';

interface ShipmentSettingsBarProps {
  shippingMode: ShippingMode;
  labelPrepPreference: LabelPrepPreference;
  warehouses: readonly Warehouse[];
  warehouseId: string | null;
  shipToFcOptions: readonly ShipToFcOption[];
  shipToFcId: string | null;
  disabled: boolean;
  onLabelPrepPreferenceChange: (value: LabelPrepPreference) => void;
  onShippingModeChange: (value: ShippingMode) => void;
  onWarehouseChange: (id: string) => void;
  onAddWarehouse: () => void;
  onShipToFcChange: (id: string | null) => void;
}

const selectSx = { flex: '1 1 220px', minWidth: 0 };

/**
 * Shipping mode (Amazon packs small parcel before placement, pallets after), Labeling Preference, Ship From Warehouse (with 'Add a new warehouse') and Ship to FC,
 * above the plan.
 */
export function ShipmentSettingsBar(props: ShipmentSettingsBarProps) {
  const { warehouses, warehouseId, shipToFcOptions, shipToFcId, disabled } = props;
  return (
    <Box
      role="group"
      aria-label="Shipment settings"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: 'grey.50',
        flexShrink: 0,
      }}
    >
      <TextField
        select
        size="small"
        label="Shipping mode"
        value={props.shippingMode}
        disabled={disabled}
        onChange={(event) => props.onShippingModeChange(event.target.value as ShippingMode)}
        sx={selectSx}
      >
        {SHIPPING_MODES.map((value) => (
          <MenuItem key={value} value={value}>
            {SHIPPING_MODE_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Labeling Preference"
        value={props.labelPrepPreference}
        disabled={disabled}
        onChange={(event) => props.onLabelPrepPreferenceChange(event.target.value as LabelPrepPreference)}
        sx={selectSx}
      >
        {LABEL_PREP_PREFERENCES.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Ship From Warehouse"
        value={warehouseId ?? ''}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value === ADD_WAREHOUSE) props.onAddWarehouse();
          else props.onWarehouseChange(event.target.value);
        }}
        sx={selectSx}
      >
        {warehouses.map((warehouse) => (
          <MenuItem key={warehouse._id} value={warehouse._id}>
            {warehouse.name} ({warehouse.city}, {warehouse.stateOrProvinceCode})
          </MenuItem>
        ))}
        {warehouses.length > 0 && <Divider />}
        <MenuItem value={ADD_WAREHOUSE}>
          <ListItemIcon>
            <Add fontSize="small" />
          </ListItemIcon>
          Add a new warehouse
        </MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Ship to FC"
        value={shipToFcId ?? ANY_FC}
        disabled={disabled}
        onChange={(event) => props.onShipToFcChange(event.target.value === ANY_FC ? null : event.target.value)}
        sx={selectSx}
      >
        <MenuItem value={ANY_FC}>Any FC</MenuItem>
        {shipToFcOptions.map((option) => (
          <MenuItem key={option.fcId} value={option.fcId}>
            {option.fcId} · {option.fbaTypes.join(', ')}
            {option.isDefault ? ' (default)' : ''}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
