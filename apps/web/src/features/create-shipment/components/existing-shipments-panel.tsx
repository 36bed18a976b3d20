import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { inboundMessages, type ContentUpdatePreview, type ExistingShipment } from '@stowline/domain';
import { ContentUpdatePreviewDialog } from './content-update-preview-dialog';
import { ExistingShipmentsTable, shownIdOf } from './existing-shipments-table';
import { ShipmentSkuDetailsDialog } from './shipment-sku-details-dialog';

interface ExistingShipmentsPanelProps {
  shipments: readonly ExistingShipment[];
  /** How many SKUs the drawer has ticked: what is added. */
  selectedCount: number;
  previewPending: boolean;
  /** Add to Shipment: asks Amazon what adding the ticked SKUs to the shipment changes. */
  onAskPreview: (shipment: ExistingShipment) => void;
  /** Amazon's answer, shown until confirmed or closed. */
  preview: { shipment: ExistingShipment; preview: ContentUpdatePreview } | null;
  confirmPending: boolean;
  onConfirm: () => void;
  onClosePreview: () => void;
}

/**
 * Existing Shipments: the WORKING shipments, one of which takes the drawer's ticked SKUs through
 * Amazon's content-update preview (its changes and fee shown, then confirmed).
 */
export function ExistingShipmentsPanel(props: ExistingShipmentsPanelProps) {
  const { shipments, selectedCount, preview } = props;
  const [chosen, setChosen] = useState<ExistingShipment | null>(null);
  const [skusOf, setSkusOf] = useState<ExistingShipment | null>(null);

  const target = chosen && shipments.find((s) => s._id === chosen._id && s.canAddSkus);
  const hint =
    selectedCount === 0 ? inboundMessages.noItemsToAdd : !target ? inboundMessages.noShipmentSelected : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          Add the {selectedCount === 1 ? 'ticked SKU' : `${selectedCount} ticked SKUs`} to a WORKING shipment instead of
          a new one.
        </Typography>
        <Tooltip title={hint ?? ''}>
          <span tabIndex={hint ? 0 : -1} aria-label={hint ? `Add to Shipment: ${hint}` : undefined}>
            <Button
              variant="contained"
              disabled={hint !== undefined || props.previewPending}
              onClick={() => target && props.onAskPreview(target)}
            >
              Add to Shipment
            </Button>
          </span>
        </Tooltip>
      </Box>
      <ExistingShipmentsTable
        shipments={shipments}
        selectedId={target?._id ?? null}
        onSelect={setChosen}
        onOpenSkus={setSkusOf}
      />
      {skusOf && (
        <ShipmentSkuDetailsDialog
          shipmentLabel={shownIdOf(skusOf)}
          subtitle={skusOf.awaitingPlacement ? undefined : skusOf.ShipmentName}
          items={skusOf.items}
          onClose={() => setSkusOf(null)}
        />
      )}
      {preview && (
        <ContentUpdatePreviewDialog
          shipmentId={preview.shipment.ShipmentId}
          preview={preview.preview}
          pending={props.confirmPending}
          onConfirm={props.onConfirm}
          onClose={props.onClosePreview}
        />
      )}
    </Box>
  );
}
