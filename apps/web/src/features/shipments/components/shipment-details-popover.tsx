import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { CONTENT_PREFERENCES, getShownShipmentId, type ShipmentAddress, type ShipmentTile } from '@stowline/domain';
import { formatShipmentType } from '../lib/format-shipment';
import { ShipmentNameForm } from './shipment-name-form';

interface ShipmentDetailsPopoverProps {
  tile: ShipmentTile;
  anchor: HTMLElement;
  renaming: boolean;
  onRename: (name: string) => void;
  onClose: () => void;
}

function AddressLines({ title, address }: { title: string; address: ShipmentAddress | null }) {
  return (
    <Box>
      <Typography variant="subtitle2">{title}</Typography>
      {address ? (
        <Typography variant="body2" color="text.secondary">
          {[
            address.name,
            address.addressLine1,
            [address.city, address.stateOrProvinceCode, address.postalCode].filter(Boolean).join(' '),
            address.countryCode,
          ]
            .filter(Boolean)
            .join(', ')}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          N/A
        </Typography>
      )}
    </Box>
  );
}

/** A tile's details: name edit (only while WORKING), addresses, counts, weight, FBA type, prep owner, box-content mode. */
export function ShipmentDetailsPopover({ tile, anchor, renaming, onRename, onClose }: ShipmentDetailsPopoverProps) {
  const contentLabel =
    CONTENT_PREFERENCES.find((c) => c.value === tile.contentPreference)?.label ?? tile.contentPreference;
  const facts: [string, string][] = [
    ['SKUs', String(tile.skus)],
    ['Units', String(tile.units)],
    ['Boxes', String(tile.boxes)],
    ['Weight', tile.weight === null ? 'N/A' : `${tile.weight} lb`],
    ['FBA type', tile.fbaType],
    ['Prep owner', tile.prepOwner],
    ['Box content', contentLabel],
    ['Type', formatShipmentType(tile.shipmentType)],
  ];
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': `Details of ${getShownShipmentId(tile)}`,
          sx: { p: 2, width: 340, maxWidth: '95vw' },
        },
      }}
    >
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {getShownShipmentId(tile)}
      </Typography>
      {tile.canEdit ? (
        <ShipmentNameForm name={tile.shipmentName} pending={renaming} onSave={onRename} />
      ) : (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {tile.shipmentName}
        </Typography>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <AddressLines title="Ship from" address={tile.shipFromAddress} />
        <AddressLines title={`Ship to (${tile.destinationFulfillmentCenterId})`} address={tile.shipToAddress} />
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Popover>
  );
}
