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
 * What the panel says it does with the ticked SKUs. Amazon takes units added to a shipment only in
 * boxes it is told of, which Add to Shipment does not ask, so today every shipment says why it
 * cannot (`cannotAddReason`, on its choice) and the sentence sends the seller to a new shipment.
 */
export function existingShipmentsHint(
  shipments: readonly Pick<ExistingShipment, 'canAddSkus'>[],
  selectedCount: number,
): string {
  const ticked = selectedCount === 1 ? 'the ticked SKU' : `the ${selectedCount} ticked SKUs`;
  const them = selectedCount === 1 ? 'it' : 'them';
  if (shipments.some((s) => s.canAddSkus)) return `Add ${ticked} to a WORKING shipment instead of a new one.`;
  if (shipments.length === 0) return `No WORKING shipment to add ${ticked} to: plan ${them} as a new shipment.`;
  return `None of these WORKING shipments can take ${ticked} here (hover a shipment's choice for why): plan ${them} as a new shipment.`;
}

/**
 * Existing Shipments: the WORKING shipments, each with why it cannot take the drawer's ticked SKUs
 * here; one that can takes them through Amazon's content-update preview (its changes and fee
 * shown, then confirmed).
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
        <Typography variant="body2" color="text.secondary" data-testid="existing-shipments-hint">
          {existingShipmentsHint(shipments, selectedCount)}
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
