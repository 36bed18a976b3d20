import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  inboundMessages,
  unitsToShip,
  type ContentUpdatePreview,
  type ExistingShipment,
  type PackMode,
  type ShipmentItem,
} from '@stowline/domain';
import { AreaSpinner } from '../../../components/spinners';
import { useExistingShipments } from '../api/use-existing-shipments';
import { useConfirmContentUpdate, useContentUpdatePreview } from '../api/use-content-update';
import { deductCreatedPlans } from '../state/create-shipments-store';
import { ContentUpdatePreviewDialog } from './content-update-preview-dialog';
import { ExistingShipmentsTable } from './existing-shipments-table';
import { ShipmentSkuDetailsDialog } from './shipment-sku-details-dialog';

interface ExistingShipmentsPanelProps {
  storeMarketplaceId: string | null;
  mode: PackMode;
  /** The drawer's ticked SKUs: what is added. */
  selected: readonly ShipmentItem[];
}

/**
 * Existing Shipments: the WORKING shipments, one of which takes the drawer's ticked SKUs through
 * Amazon's content-update preview (its changes and fee shown, then confirmed). The SKUs added
 * leave the drawer as created plans' SKUs do (decision: they are on their way, like those).
 */
export function ExistingShipmentsPanel({ storeMarketplaceId, mode, selected }: ExistingShipmentsPanelProps) {
  const shipmentsQuery = useExistingShipments(storeMarketplaceId, true);
  const previewUpdate = useContentUpdatePreview();
  const confirmUpdate = useConfirmContentUpdate(storeMarketplaceId);
  const [chosen, setChosen] = useState<ExistingShipment | null>(null);
  const [skusOf, setSkusOf] = useState<ExistingShipment | null>(null);
  const [preview, setPreview] = useState<{ shipment: ExistingShipment; preview: ContentUpdatePreview } | null>(null);

  const shipments = shipmentsQuery.data ?? [];
  const target = chosen && shipments.find((s) => s._id === chosen._id && s.canAddSkus);
  const hint =
    selected.length === 0 ? inboundMessages.noItemsToAdd : !target ? inboundMessages.noShipmentSelected : undefined;

  const askPreview = () => {
    if (!target) return;
    previewUpdate.mutate(
      {
        shipmentId: target._id,
        body: {
          items: selected.map((item) => ({ SellerSKU: item.product.sellerSku, Quantity: unitsToShip(item, mode) })),
        },
      },
      { onSuccess: (answer) => setPreview({ shipment: target, preview: answer.preview }) },
    );
  };
  const confirm = () => {
    if (!preview) return;
    confirmUpdate.mutate(
      { shipmentId: preview.shipment._id, previewId: preview.preview.contentUpdatePreviewId },
      {
        onSuccess: () => {
          deductCreatedPlans([
            {
              Items: preview.preview.changes.map((c) => ({
                SellerSKU: c.SellerSKU,
                Quantity: c.quantityAfter - c.quantityBefore,
              })),
            },
          ]);
          setPreview(null);
        },
      },
    );
  };

  if (shipmentsQuery.isPending) return <AreaSpinner />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          Add the {selected.length === 1 ? 'ticked SKU' : `${selected.length} ticked SKUs`} to a WORKING shipment
          instead of a new one.
        </Typography>
        <Tooltip title={hint ?? ''}>
          <span tabIndex={hint ? 0 : -1} aria-label={hint ? `Add to Shipment: ${hint}` : undefined}>
            <Button variant="contained" disabled={hint !== undefined || previewUpdate.isPending} onClick={askPreview}>
              Add to Shipment
            </Button>
          </span>
        </Tooltip>
      </Box>
      <ExistingShipmentsTable
        shipments={shipments}
        selectedId={target?._id ?? null}
        cannotAddText={inboundMessages.notCreatedHere}
        onSelect={setChosen}
        onOpenSkus={setSkusOf}
      />
      {skusOf && (
        <ShipmentSkuDetailsDialog
          shipmentId={skusOf.ShipmentId}
          subtitle={skusOf.ShipmentName}
          items={skusOf.items}
          onClose={() => setSkusOf(null)}
        />
      )}
      {preview && (
        <ContentUpdatePreviewDialog
          shipmentId={preview.shipment.ShipmentId}
          preview={preview.preview}
          pending={confirmUpdate.isPending}
          onConfirm={confirm}
          onClose={() => setPreview(null)}
        />
      )}
    </Box>
  );
}
