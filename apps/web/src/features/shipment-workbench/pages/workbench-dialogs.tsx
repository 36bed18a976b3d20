import { useState } from 'react';
import { useNavigate } from 'react-router';
import { amazonBoxNumber, workbenchMessages, type UpdateInboundShipmentResponse } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { useAddItemToBox } from '../api/use-add-item-to-box';
import { useAddScanItemToBox } from '../api/use-add-scan-item-to-box';
import { useApplyAutoPack, useAutoPack } from '../api/use-auto-pack';
import { useBoxCategories } from '../api/use-box-categories';
import { useBoxesNumber } from '../api/use-boxes-number';
import { useClearBoxes } from '../api/use-clear-boxes';
import { useCreateBoxes } from '../api/use-create-boxes';
import { useDeleteBoxes } from '../api/use-delete-boxes';
import { useDeleteItemFromBox } from '../api/use-delete-item-from-box';
import { useEditShipment } from '../api/use-edit-shipment';
import { useUpdateBoxItemQuantity } from '../api/use-update-box-item-quantity';
import { useUpdateDimensions } from '../api/use-update-dimensions';
import { useConfirmItemChange, usePreviewItemChange } from '../api/use-update-inbound-shipment';
import { useUpdateItemDetails } from '../api/use-update-item-details';
import { useUpdateTrackingId } from '../api/use-update-tracking-id';
import { AddUnitsDialog } from '../components/add-units-dialog';
import { AutoPackDialog } from '../components/auto-pack-dialog';
import { BoxDimensionsDialog } from '../components/box-dimensions-dialog';
import { CreateEmptyBoxDialog } from '../components/create-empty-box-dialog';
import { QuantityDialog } from '../components/quantity-dialog';
import { ScanModeDialog, type ScanMode } from '../components/scan-mode-dialog';
import { SetExpiryDateDialog } from '../components/set-expiry-date-dialog';
import { SetItemWeightDialog } from '../components/set-item-weight-dialog';
import { TrackingIdDialog } from '../components/tracking-id-dialog';
import { UpdateQuantityDialog } from '../components/update-quantity-dialog';
import { WorkbenchConfirmDialog } from '../components/workbench-confirm-dialog';
import type { WorkbenchDialog } from '../hooks/workbench-dialog';

interface WorkbenchDialogsProps {
  shipmentId: string;
  areCasesRequired: boolean;
  dialog: WorkbenchDialog | null;
  scanMode: ScanMode;
  onScanModeChange: (mode: ScanMode) => void;
  /** Boxes were deleted or cleared: they leave the selection. */
  onBoxesGone: (boxIds: readonly string[]) => void;
  onClose: () => void;
}

type Preview = NonNullable<UpdateInboundShipmentResponse['preview']>;

/** Update Quantity and item delete: Amazon's preview with its fee first, then the confirmed change. */
function ItemChangeContainer({
  shipmentId,
  areCasesRequired,
  dialog,
  onClose,
}: {
  shipmentId: string;
  areCasesRequired: boolean;
  dialog: Extract<WorkbenchDialog, { kind: 'updateQuantity' | 'deleteItem' }>;
  onClose: () => void;
}) {
  const previewChange = usePreviewItemChange();
  const confirmChange = useConfirmItemChange(shipmentId);
  const [asked, setAsked] = useState<{ preview: Preview; quantity: number; caseQuantity: number | null } | null>(null);
  const { item } = dialog;
  const action = dialog.kind === 'deleteItem' ? 'delete' : 'update';

  const askPreview = (quantity: number, caseQuantity: number | null) =>
    previewChange.mutate(
      {
        inboundShipmentId: shipmentId,
        action,
        shipmentItem: { sellerSku: item.sellerSku, quantity, caseQuantity },
      },
      {
        onSuccess: (answer) => {
          if (answer.preview) setAsked({ preview: answer.preview, quantity, caseQuantity });
        },
      },
    );
  const confirm = () => {
    if (!asked) return;
    confirmChange.mutate(
      {
        inboundShipmentId: shipmentId,
        action,
        shipmentItem: { sellerSku: item.sellerSku, quantity: asked.quantity, caseQuantity: asked.caseQuantity },
        previewId: asked.preview.previewId,
      },
      { onSuccess: onClose },
    );
  };

  if (dialog.kind === 'deleteItem' && !asked)
    return (
      <WorkbenchConfirmDialog
        title="Are your Sure you want to delete?"
        pending={previewChange.isPending}
        onCancel={onClose}
        onConfirm={() => askPreview(0, null)}
      >
        {item.sellerSku} leaves the shipment. Amazon shows what the change costs before it is made.
      </WorkbenchConfirmDialog>
    );
  return (
    <UpdateQuantityDialog
      item={item}
      areCasesRequired={areCasesRequired}
      preview={asked?.preview ?? null}
      previewPending={previewChange.isPending}
      confirmPending={confirmChange.isPending}
      onPreview={({ quantity, caseQuantity }) => askPreview(quantity, caseQuantity)}
      onEdit={() => (dialog.kind === 'deleteItem' ? onClose() : setAsked(null))}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** Auto-pack's review: the server's proposal read while open, applied by its key. */
function AutoPackContainer({ shipmentId, onClose }: { shipmentId: string; onClose: () => void }) {
  const proposal = useAutoPack(shipmentId, true);
  const apply = useApplyAutoPack(shipmentId);
  const error = apply.error ?? (proposal.isError ? proposal.error : null);
  return (
    <AutoPackDialog
      proposal={proposal.isError ? null : (proposal.data ?? null)}
      error={error ? getErrorMessage(error) : null}
      pending={apply.isPending}
      onApply={(proposalKey) => apply.mutate({ inboundShipmentId: shipmentId, proposalKey }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** Every dialog of the workbench with the call it makes; a dialog stays open when its call fails (spec section 8). */
export function WorkbenchDialogs({
  shipmentId,
  areCasesRequired,
  dialog,
  scanMode,
  onScanModeChange,
  onBoxesGone,
  onClose,
}: WorkbenchDialogsProps) {
  const navigate = useNavigate();
  const needsBoxes = dialog?.kind === 'addUnits';
  const needsCategories = dialog?.kind === 'addUnits' || dialog?.kind === 'emptyBoxes' || dialog?.kind === 'dimensions';
  const boxesNumber = useBoxesNumber(shipmentId, needsBoxes);
  const categories = useBoxCategories(needsCategories);
  const createBoxes = useCreateBoxes(shipmentId);
  const addItemToBox = useAddItemToBox(shipmentId);
  const addScan = useAddScanItemToBox(shipmentId);
  const updateDetails = useUpdateItemDetails(shipmentId);
  const updateDimensions = useUpdateDimensions(shipmentId);
  const updateTracking = useUpdateTrackingId(shipmentId);
  const updateBoxItem = useUpdateBoxItemQuantity(shipmentId);
  const removeBoxItem = useDeleteItemFromBox(shipmentId);
  const clearBoxes = useClearBoxes(shipmentId);
  const deleteBoxes = useDeleteBoxes(shipmentId);
  const editShipment = useEditShipment(shipmentId);

  if (!dialog) return null;
  const close = { onSuccess: onClose };

  switch (dialog.kind) {
    case 'addUnits':
      if (boxesNumber.isPending) return null;
      return (
        <AddUnitsDialog
          item={dialog.item}
          boxes={boxesNumber.data ?? []}
          categories={categories.data ?? []}
          initialBoxId={dialog.boxId}
          pending={createBoxes.isPending || addItemToBox.isPending}
          onAdd={({ boxId, quantity }) =>
            addItemToBox.mutate(
              { inboundShipmentId: shipmentId, boxId, item: { quantity, sellerSku: dialog.item.sellerSku } },
              close,
            )
          }
          onCreate={({ quantityPerBox, boxCount, categoryId }) =>
            createBoxes.mutate(
              {
                inboundShipmentId: shipmentId,
                item: { quantity: quantityPerBox, sellerSku: dialog.item.sellerSku },
                numberOfBoxes: boxCount,
                categoryId,
              },
              close,
            )
          }
          onClose={onClose}
        />
      );
    case 'updateQuantity':
    case 'deleteItem':
      return (
        <ItemChangeContainer
          shipmentId={shipmentId}
          areCasesRequired={areCasesRequired}
          dialog={dialog}
          onClose={onClose}
        />
      );
    case 'expiry':
      return (
        <SetExpiryDateDialog
          item={dialog.item}
          pending={updateDetails.isPending}
          onSave={(expDate) =>
            updateDetails.mutate({ inboundShipmentId: shipmentId, list: [{ _id: dialog.item._id, expDate }] }, close)
          }
          onClose={onClose}
        />
      );
    case 'weight':
      return (
        <SetItemWeightDialog
          item={dialog.item}
          pending={updateDetails.isPending}
          onSave={(weight) =>
            updateDetails.mutate({ inboundShipmentId: shipmentId, list: [{ _id: dialog.item._id, weight }] }, close)
          }
          onClose={onClose}
        />
      );
    case 'dimensions':
      return (
        <BoxDimensionsDialog
          target={dialog.target}
          initial={dialog.initial}
          categories={categories.data ?? []}
          pending={updateDimensions.isPending}
          onSave={(dimensions) => updateDimensions.mutate({ shipmentId, boxIds: dialog.boxIds, dimensions }, close)}
          onClose={onClose}
        />
      );
    case 'tracking':
      return (
        <TrackingIdDialog
          target={`Box ${dialog.box.number}`}
          initial={dialog.box.trackingId}
          pending={updateTracking.isPending}
          onSave={(trackingId) =>
            updateTracking.mutate({ shipmentId, single: true, boxId: dialog.box._id, trackingId }, close)
          }
          onClose={onClose}
        />
      );
    case 'emptyBoxes':
      return (
        <CreateEmptyBoxDialog
          categories={categories.data ?? []}
          pending={createBoxes.isPending}
          onCreate={({ categoryId, count }) =>
            createBoxes.mutate({ inboundShipmentId: shipmentId, emptyBox: true, newBoxCount: count, categoryId }, close)
          }
          onClose={onClose}
        />
      );
    case 'autoPack':
      return <AutoPackContainer shipmentId={shipmentId} onClose={onClose} />;
    case 'scanMode':
      return (
        <ScanModeDialog
          mode={scanMode}
          onUpdate={(mode) => {
            onScanModeChange(mode);
            onClose();
          }}
          onClose={onClose}
        />
      );
    case 'scanQuantity':
      return (
        <QuantityDialog
          title="Enter Item units"
          description={`${dialog.fnsku} into Box ${dialog.boxNumber} (${amazonBoxNumber(dialog.boxNumber)})`}
          initial={1}
          submitLabel="Add"
          pending={addScan.isPending}
          onSubmit={(quantity) =>
            addScan.mutate({ boxId: dialog.boxId, item: { fnSku: dialog.fnsku, quantity } }, close)
          }
          onClose={onClose}
        />
      );
    case 'boxItemQuantity':
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
              close,
            )
          }
          onClose={onClose}
        />
      );
    case 'removeBoxItem':
      return (
        <WorkbenchConfirmDialog
          title="Are your Sure you want to delete?"
          pending={removeBoxItem.isPending}
          onCancel={onClose}
          onConfirm={() =>
            removeBoxItem.mutate(
              { inboundShipmentId: shipmentId, boxId: dialog.box._id, shipmentItemId: dialog.item.shipmentItemId },
              close,
            )
          }
        >
          {dialog.item.quantity} units of {dialog.item.sellerSku} leave Box {dialog.box.number}.
        </WorkbenchConfirmDialog>
      );
    case 'clearBoxes':
      return (
        <WorkbenchConfirmDialog
          title="Are Your Sure"
          pending={clearBoxes.isPending}
          onCancel={onClose}
          onConfirm={() => clearBoxes.mutate({ inboundShipmentId: shipmentId, boxIds: dialog.boxIds }, close)}
        >
          {workbenchMessages.clearBoxItemsConfirm} ({dialog.target})
        </WorkbenchConfirmDialog>
      );
    case 'deleteBoxes':
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
    case 'clearShipment':
      return (
        <WorkbenchConfirmDialog
          title="Are Your Sure"
          pending={editShipment.isPending}
          onCancel={onClose}
          onConfirm={() => editShipment.mutate('clear', close)}
        >
          {workbenchMessages.clearShipmentConfirm}
        </WorkbenchConfirmDialog>
      );
    case 'deleteShipment':
      return (
        <WorkbenchConfirmDialog
          title="Are Your Sure"
          pending={editShipment.isPending}
          onCancel={onClose}
          onConfirm={() =>
            editShipment.mutate('deleteShipment', { onSuccess: () => void navigate('/dashboard/shipment') })
          }
        >
          You want to Delete the Shipment?
        </WorkbenchConfirmDialog>
      );
  }
}
