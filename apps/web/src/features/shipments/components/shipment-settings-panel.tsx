import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  CONTENT_PREFERENCES,
  PARTNERED_CHOICES,
  SHIPMENT_TYPES,
  getCarrierChoices,
  shipmentListMessages,
  type CarrierCode,
  type ContentPreference,
  type IsPartnered,
  type ShipmentType,
} from '@stowline/domain';
import { useEditShipment } from '../api/use-edit-shipment';
import { useSaveShipmentSettings } from '../api/use-save-shipment-settings';
import { useShipment } from '../api/use-shipment';
import { useWarehouseChoices } from '../api/use-warehouse-choices';

const ADD_WAREHOUSE = '__add__';

export type ShipmentSettingsChange =
  | { field: 'contentPreference'; value: ContentPreference }
  | { field: 'shipmentType'; value: ShipmentType }
  | { field: 'isPartnered'; value: IsPartnered }
  | { field: 'carrierName'; value: CarrierCode }
  | { field: 'warehouseId'; value: string };

interface ShipmentSettingsPanelProps {
  shipmentId: string;
  /**
   * Called once a change is stored, so the page reloads what depends on it (spec section 4:
   * a new shipment type reloads the items and, for LTL, the pallets).
   */
  onChanged?: (change: ShipmentSettingsChange) => void;
}

/** One of the settings' choices: a small select whose change is stored at once. */
function SettingSelect<T extends string>({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as T)}
    >
      {options.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The shipment settings panel (spec sections 2 and 4): Box Content Information, Shipment Type,
 * Is Partner, Select Carrier and Ship From Warehouse, each stored as soon as it changes. Only a
 * WORKING shipment can change; the ship-from goes to Amazon, so only for shipments created here.
 */
export function ShipmentSettingsPanel({ shipmentId, onChanged }: ShipmentSettingsPanelProps) {
  const navigate = useNavigate();
  const { data: shipment } = useShipment(shipmentId);
  const save = useSaveShipmentSettings(shipmentId);
  const edit = useEditShipment();
  const warehouses = useWarehouseChoices(Boolean(shipment?.editable));
  if (!shipment) return null;
  const { settings } = shipment;
  const disabled = !shipment.editable || save.isPending;
  const carriers = getCarrierChoices(settings.isPartnered);

  const store = (change: Exclude<ShipmentSettingsChange, { field: 'warehouseId' }>) => {
    const variables =
      change.field === 'contentPreference'
        ? ({
            kind: 'contentPreference',
            body: { inboundShipmentId: shipmentId, contentPreference: change.value },
          } as const)
        : ({ kind: 'settings', body: { inboundShipmentId: shipmentId, [change.field]: change.value } } as const);
    save.mutate(variables, { onSuccess: () => onChanged?.(change) });
  };
  const changeWarehouse = (value: string) => {
    if (value === ADD_WAREHOUSE) return void navigate('/dashboard/setting/warehouse');
    edit.mutate(
      { action: 'shipmentFromAddress', inboundShipmentId: shipmentId, warehouseId: value },
      { onSuccess: () => onChanged?.({ field: 'warehouseId', value }) },
    );
  };
  const warehouseList = warehouses.data ?? [];
  const knownWarehouse = warehouseList.some((w) => w._id === shipment.warehouseId);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Shipment settings">
      <Typography variant="subtitle1" sx={{ mb: 1.5 }}>
        Shipment Settings
      </Typography>
      {!shipment.editable && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {shipmentListMessages.notWorking}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          // Box Content Information's longest value ('MANUAL PROCESSING BY AMAZON') must fit whole:
          // at 1280 px beside the side menu five equal columns cut even 'PRINT 2D LABELS'.
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            lg: '1.4fr 1fr 1fr',
            xl: '1.6fr repeat(4, 1fr)',
          },
        }}
      >
        <SettingSelect
          label="Box Content Information"
          value={settings.contentPreference}
          options={CONTENT_PREFERENCES}
          disabled={disabled}
          onChange={(value) => store({ field: 'contentPreference', value })}
        />
        <SettingSelect
          label="Shipment Type"
          value={settings.shipmentType}
          options={SHIPMENT_TYPES}
          disabled={disabled}
          onChange={(value) => store({ field: 'shipmentType', value })}
        />
        <SettingSelect
          label="Is Partner"
          value={settings.isPartnered}
          options={PARTNERED_CHOICES}
          disabled={disabled}
          onChange={(value) => store({ field: 'isPartnered', value })}
        />
        <SettingSelect
          label="Select Carrier"
          value={settings.carrierName}
          options={carriers}
          disabled={disabled}
          onChange={(value) => store({ field: 'carrierName', value })}
        />
        <Tooltip title={shipment.editable && !shipment.canEdit ? shipmentListMessages.notCreatedHere : ''}>
          <TextField
            select
            size="small"
            label="Ship From Warehouse"
            value={knownWarehouse ? (shipment.warehouseId ?? '') : ''}
            disabled={!shipment.canEdit || edit.isPending}
            onChange={(e) => changeWarehouse(e.target.value)}
            slotProps={{
              select: {
                displayEmpty: true,
                renderValue: (value) =>
                  warehouseList.find((w) => w._id === value)?.name ??
                  (shipment.shipFromAddress?.name || shipmentListMessages.selectWarehouse),
              },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="" disabled>
              {shipmentListMessages.selectWarehouse}
            </MenuItem>
            {warehouseList.map((w) => (
              <MenuItem key={w._id} value={w._id}>
                {w.name}
              </MenuItem>
            ))}
            <Divider />
            <MenuItem value={ADD_WAREHOUSE}>{shipmentListMessages.addWarehouse}</MenuItem>
          </TextField>
        </Tooltip>
      </Box>
    </Paper>
  );
}
