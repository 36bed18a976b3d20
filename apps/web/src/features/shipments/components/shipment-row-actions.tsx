import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Description from '@mui/icons-material/Description';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { getShownShipmentId, shipmentListMessages, type ShipmentListRow } from '@stowline/domain';
import { SellerCentralIcon } from './seller-central-link';

/** The spec's cut for shipment names (section 9: 'shipment name display 15'). */
export const SHIPMENT_NAME_CUT = 15;

export interface ShipmentRowActions {
  onOpen: (row: ShipmentListRow) => void;
  onShowSkus: (row: ShipmentListRow) => void;
  onDelete: (row: ShipmentListRow) => void;
  onDownloadBol: (row: ShipmentListRow) => void;
}

/** A disabled icon still shows its tooltip: MUI needs a wrapper that receives the pointer. */
function ActionIcon(props: {
  label: string;
  tooltip: string;
  disabled: boolean;
  onClick: () => void;
  icon: React.ReactNode;
}) {
  return (
    <Tooltip title={props.tooltip}>
      <span>
        <IconButton size="small" aria-label={props.label} disabled={props.disabled} onClick={props.onClick}>
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function deleteTooltip(row: ShipmentListRow): string {
  if (row.shipmentStatus !== 'WORKING') return shipmentListMessages.deleteWorkingOnly;
  if (!row.canEdit) return shipmentListMessages.notCreatedHere;
  return 'Delete shipment';
}

/** A shipment's row actions (download the BOL, delete, open, its Summary in Seller Central), each with its tooltip. */
export function ShipmentActionIcons({ row, ...actions }: { row: ShipmentListRow } & ShipmentRowActions) {
  return (
    <>
      <ActionIcon
        label={`Download bill of lading of ${getShownShipmentId(row)}`}
        tooltip={row.canDownloadBol ? 'Download BOL' : shipmentListMessages.noBol}
        disabled={!row.canDownloadBol}
        onClick={() => actions.onDownloadBol(row)}
        icon={<Description fontSize="small" />}
      />
      <ActionIcon
        label={`Delete ${getShownShipmentId(row)}`}
        tooltip={deleteTooltip(row)}
        disabled={!row.canEdit}
        onClick={() => actions.onDelete(row)}
        icon={<Delete fontSize="small" />}
      />
      <ActionIcon
        label={`Open ${getShownShipmentId(row)}`}
        tooltip="Open details"
        disabled={false}
        onClick={() => actions.onOpen(row)}
        icon={<OpenInNew fontSize="small" />}
      />
      <SellerCentralIcon shipment={row} />
    </>
  );
}
