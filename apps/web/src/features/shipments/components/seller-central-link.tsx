import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Storefront from '@mui/icons-material/Storefront';
import { getShownShipmentId, type ShipmentListRow } from '@stowline/domain';

type LinkedShipment = Pick<ShipmentListRow, 'shipmentId' | 'shipmentName' | 'awaitingPlacement' | 'sellerCentralUrl'>;

/** What a link to a shipment's Summary in Seller Central is called (its FBA id named). */
export const sellerCentralLinkLabel = (shipment: LinkedShipment) =>
  `Open ${getShownShipmentId(shipment)} in Seller Central`;

// A new tab (spec section 2), which the opened page cannot reach back through.
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The shipment list's icon to the shipment's Summary in Seller Central; none without an FBA id. */
export function SellerCentralIcon({ shipment }: { shipment: LinkedShipment }) {
  if (!shipment.sellerCentralUrl) return null;
  return (
    <Tooltip title="Shipment summary in Seller Central">
      <IconButton
        size="small"
        href={shipment.sellerCentralUrl}
        {...newTab}
        aria-label={sellerCentralLinkLabel(shipment)}
      >
        <Storefront fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** Shipment Details' button to the shipment's Summary in Seller Central; none without an FBA id. */
export function SellerCentralButton({ shipment }: { shipment: LinkedShipment }) {
  if (!shipment.sellerCentralUrl) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<Storefront />}
      href={shipment.sellerCentralUrl}
      {...newTab}
      aria-label={sellerCentralLinkLabel(shipment)}
    >
      Seller Central
    </Button>
  );
}
