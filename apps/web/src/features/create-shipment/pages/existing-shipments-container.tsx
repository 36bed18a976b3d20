import { useState } from 'react';
import {
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
import { ExistingShipmentsPanel } from '../components/existing-shipments-panel';

interface ExistingShipmentsContainerProps {
  storeMarketplaceId: string | null;
  mode: PackMode;
  /** The drawer's ticked SKUs: what is added. */
  selected: readonly ShipmentItem[];
}

/**
 * The Existing Shipments tab's data and calls: the WORKING shipments, Amazon's content-update
 * preview for the ticked SKUs, and its confirmation. The SKUs added leave the drawer as created
 * plans' SKUs do (decision: they are on their way, like those).
 */
export function ExistingShipmentsContainer({ storeMarketplaceId, mode, selected }: ExistingShipmentsContainerProps) {
  const shipmentsQuery = useExistingShipments(storeMarketplaceId, true);
  const previewUpdate = useContentUpdatePreview();
  const confirmUpdate = useConfirmContentUpdate(storeMarketplaceId);
  const [preview, setPreview] = useState<{ shipment: ExistingShipment; preview: ContentUpdatePreview } | null>(null);

  const askPreview = (target: ExistingShipment) =>
    previewUpdate.mutate(
      {
        shipmentId: target._id,
        body: {
          items: selected.map((item) => ({ SellerSKU: item.product.sellerSku, Quantity: unitsToShip(item, mode) })),
        },
      },
      { onSuccess: (answer) => setPreview({ shipment: target, preview: answer.preview }) },
    );
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
    <ExistingShipmentsPanel
      shipments={shipmentsQuery.data ?? []}
      selectedCount={selected.length}
      previewPending={previewUpdate.isPending}
      onAskPreview={askPreview}
      preview={preview}
      confirmPending={confirmUpdate.isPending}
      onConfirm={confirm}
      onClosePreview={() => setPreview(null)}
    />
  );
}
