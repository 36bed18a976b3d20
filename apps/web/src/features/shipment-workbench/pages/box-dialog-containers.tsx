import { workbenchMessages } from '@stowline/domain';
import { useBoxCategories } from '../api/use-box-categories';
import { useClearBoxes } from '../api/use-clear-boxes';
import { useCreateBoxes } from '../api/use-create-boxes';
import { useDeleteBoxes } from '../api/use-delete-boxes';
import { useDeleteItemFromBox } from '../api/use-delete-item-from-box';
import { useUpdateBoxItemQuantity } from '../api/use-update-box-item-quantity';
import { useUpdateDimensions } from '../api/use-update-dimensions';
import { useUpdateTrackingId } from '../api/use-update-tracking-id';
import { BoxDimensionsDialog } from '../components/box-dimensions-dialog';
import { CreateEmptyBoxDialog } from '../components/create-empty-box-dialog';
import { QuantityDialog } from '../components/quantity-dialog';
import { TrackingIdDialog } from '../components/tracking-id-dialog';
import { WorkbenchConfirmDialog } from '../components/workbench-confirm-dialog';
import type { DialogContainerProps } from './dialog-container-props';

/** Weight and dimensions of one box or of the selected boxes. */
export function DimensionsContainer({ shipmentId, dialog, onClose }: DialogContainerProps<'dimensions'>) {
  const categories = useBoxCategories(true);
  const updateDimensions = useUpdateDimensions(shipmentId);
  return (
    <BoxDimensionsDialog
      target={dialog.target}
      initial={dialog.initial}
      categories={categories.data ?? []}
      pending={updateDimensions.isPending}
      onSave={(dimensions) =>
        updateDimensions.mutate({ shipmentId, boxIds: dialog.boxIds, dimensions }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

/** One box's tracking id. */
export function TrackingContainer({ shipmentId, dialog, onClose }: DialogContainerProps<'tracking'>) {
  const updateTracking = useUpdateTrackingId(shipmentId);
  return (
    <TrackingIdDialog
      target={`Box ${dialog.box.number}`}
      initial={dialog.box.trackingId}
      pending={updateTracking.isPending}
      onSave={(trackingId) =>
        updateTracking.mutate({ shipmentId, single: true, boxId: dialog.box._id, trackingId }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

/** Create Empty Box: a number of empty boxes of one category. */
export function EmptyBoxesContainer({ shipmentId, onClose }: DialogContainerProps<'emptyBoxes'>) {
  const categories = useBoxCategories(true);
  const createBoxes = useCreateBoxes(shipmentId);
  return (
    <CreateEmptyBoxDialog
      categories={categories.data ?? []}
      pending={createBoxes.isPending}
      onCreate={({ categoryId, count }) =>
        createBoxes.mutate(
          { inboundShipmentId: shipmentId, emptyBox: true, newBoxCount: count, categoryId },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    />
  );
}

/** The units of one SKU in one box. */
export function BoxItemQuantityContainer({ shipmentId, dialog, onClose }: DialogContainerProps<'boxItemQuantity'>) {
  const updateBoxItem = useUpdateBoxItemQuantity(shipmentId);
  return (
    <QuantityDialog
      title="Update Quantity"
      description={`${dialog.item.sellerSku} in Box ${dialog.box.number}`}
      initial={dialog.item.quantity}
      submitLabel="Update"
      pending={updateBoxItem.isPending}
      onSubmit={(updateQuantity) =>
        updateBoxItem.mutate(
          {
            inboundShipmentId: shipmentId,
            boxId: dialog.box._id,
            shipmentItemId: dialog.item.shipmentItemId,
            updateQuantity,
          },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    />
  );
}

/** One SKU taken out of one box. */
export function RemoveBoxItemContainer({ shipmentId, dialog, onClose }: DialogContainerProps<'removeBoxItem'>) {
  const removeBoxItem = useDeleteItemFromBox(shipmentId);
  return (
    <WorkbenchConfirmDialog
      title="Are your Sure you want to delete?"
      pending={removeBoxItem.isPending}
      onCancel={onClose}
      onConfirm={() =>
        removeBoxItem.mutate(
          { inboundShipmentId: shipmentId, boxId: dialog.box._id, shipmentItemId: dialog.item.shipmentItemId },
          { onSuccess: onClose },
        )
      }
    >
      {dialog.item.quantity} units of {dialog.item.sellerSku} leave Box {dialog.box.number}.
    </WorkbenchConfirmDialog>
  );
}

/** The boxes stay, their items go. */
export function ClearBoxesContainer({ shipmentId, dialog, onClose }: DialogContainerProps<'clearBoxes'>) {
  const clearBoxes = useClearBoxes(shipmentId);
  return (
    <WorkbenchConfirmDialog
      title="Are Your Sure"
      pending={clearBoxes.isPending}
      onCancel={onClose}
      onConfirm={() =>
        clearBoxes.mutate({ inboundShipmentId: shipmentId, boxIds: dialog.boxIds }, { onSuccess: onClose })
      }
    >
      {workbenchMessages.clearBoxItemsConfirm} ({dialog.target})
    </WorkbenchConfirmDialog>
  );
}

/** The boxes go; they also leave the selection. */
export function DeleteBoxesContainer({
  shipmentId,
  dialog,
  onBoxesGone,
  onClose,
}: DialogContainerProps<'deleteBoxes'> & { onBoxesGone: (boxIds: readonly string[]) => void }) {
  const deleteBoxes = useDeleteBoxes(shipmentId);
  return (
    <WorkbenchConfirmDialog
      title="Are Your Sure"
      pending={deleteBoxes.isPending}
      onCancel={onClose}
      onConfirm={() =>
        deleteBoxes.mutate(
          { inboundShipmentId: shipmentId, boxIds: dialog.boxIds },
          {
            onSuccess: () => {
              onBoxesGone(dialog.boxIds);
              onClose();
            },
          },
        )
      }
    >
      You want to delete {dialog.target}?
    </WorkbenchConfirmDialog>
  );
}
