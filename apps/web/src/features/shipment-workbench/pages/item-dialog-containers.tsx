import { useState } from 'react';
import { amazonBoxNumber, type UpdateInboundShipmentResponse } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { withPromptNotices } from '../../../lib/prompt-notices';
import { useAddItemToBox } from '../api/use-add-item-to-box';
import { useAddScanItemToBox } from '../api/use-add-scan-item-to-box';
import { useBoxCategories } from '../api/use-box-categories';
import { useBoxedUnits } from '../api/use-boxed-units';
import { useBoxesNumber } from '../api/use-boxes-number';
import { useCreateBoxes } from '../api/use-create-boxes';
import { usePalletMutations, usePalletsNumber } from '../api/use-pallets';
import { useConfirmItemChange, usePreviewItemChange } from '../api/use-update-inbound-shipment';
import { useUpdateItemDetails } from '../api/use-update-item-details';
import { AddUnitsDialog } from '../components/add-units-dialog';
import { QuantityDialog } from '../components/quantity-dialog';
import { SetExpiryDateDialog } from '../components/set-expiry-date-dialog';
import { SetItemWeightDialog } from '../components/set-item-weight-dialog';
import { UpdateQuantityDialog } from '../components/update-quantity-dialog';
import { WorkbenchConfirmDialog } from '../components/workbench-confirm-dialog';
import { countPendingUnits } from '../lib/boxed-units';
import type { DialogContainerProps } from './dialog-container-props';

/**
 * Add units: into an existing box, or into new boxes (on a new pallet first when the shipment is
 * LTL). Units into an existing box close the dialog at once and show in the box while the server
 * answers (the dialog has checked them); a refusal takes them back out with the server's message.
 */
export function AddUnitsContainer({
  shipmentId,
  isLtl,
  dialog,
  onClose,
}: DialogContainerProps<'addUnits'> & { isLtl: boolean }) {
  const boxesNumber = useBoxesNumber(shipmentId, true);
  const { pending } = useBoxedUnits(shipmentId);
  const palletsNumber = usePalletsNumber(shipmentId, isLtl);
  const palletCalls = usePalletMutations(shipmentId);
  const categories = useBoxCategories(true);
  const createBoxes = useCreateBoxes(shipmentId);
  const addItemToBox = useAddItemToBox(shipmentId);
  const close = { onSuccess: onClose };

  if (boxesNumber.isPending) return null;
  return (
    <AddUnitsDialog
      item={dialog.item}
      // The units still on their way count against a box's room.
      boxes={(boxesNumber.data ?? []).map((box) => ({
        ...box,
        units: box.units + countPendingUnits(pending.filter((p) => p.boxId === box._id)),
      }))}
      categories={categories.data ?? []}
      initialBoxId={dialog.boxId}
      pending={createBoxes.isPending || palletCalls.create.isPending}
      onAdd={({ boxId, quantity }) => {
        withPromptNotices(() =>
          addItemToBox.mutate({
            inboundShipmentId: shipmentId,
            boxId,
            item: { quantity, sellerSku: dialog.item.sellerSku },
          }),
        );
        onClose();
      }}
      pallets={isLtl ? (palletsNumber.data?.palletsNumber ?? []) : null}
      onCreate={({ quantityPerBox, boxCount, categoryId, pallet }) => {
        const create = (palletId: string | null) =>
          createBoxes.mutate(
            {
              inboundShipmentId: shipmentId,
              item: { quantity: quantityPerBox, sellerSku: dialog.item.sellerSku },
              numberOfBoxes: boxCount,
              categoryId,
              ...(palletId ? { palletId } : {}),
            },
            close,
          );
        // 'new': the pallet is created first (spec section 3), then the boxes go on it.
        if (pallet === 'new')
          palletCalls.create.mutate(
            { inboundShipmentId: shipmentId },
            {
              onSuccess: (answer) => create(answer.newPallet._id),
              onError: (error) => showAlert(getErrorMessage(error), 'error'),
            },
          );
        else create(pallet);
      }}
      onClose={onClose}
    />
  );
}

type Preview = NonNullable<UpdateInboundShipmentResponse['preview']>;

/** Update Quantity and item delete: Amazon's preview with its fee first, then the confirmed change. */
export function ItemChangeContainer({
  shipmentId,
  areCasesRequired,
  dialog,
  onClose,
}: DialogContainerProps<'updateQuantity' | 'deleteItem'> & { areCasesRequired: boolean }) {
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

/** Set Expiry Date and Set Item Weight: one item's details saved. */
export function ItemDetailsContainer({ shipmentId, dialog, onClose }: DialogContainerProps<'expiry' | 'weight'>) {
  const updateDetails = useUpdateItemDetails(shipmentId);
  const close = { onSuccess: onClose };
  if (dialog.kind === 'expiry')
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
}

/**
 * A scanned FNSKU whose units are asked for before it goes into the scan box: the dialog closes at
 * once and the box shows the units while the server answers, as a single scan does.
 */
export function ScanQuantityContainer({ shipmentId, dialog, onClose }: DialogContainerProps<'scanQuantity'>) {
  const addScan = useAddScanItemToBox(shipmentId);
  return (
    <QuantityDialog
      title="Enter Item units"
      description={`${dialog.fnsku} into Box ${dialog.boxNumber} (${amazonBoxNumber(dialog.boxNumber)})`}
      initial={1}
      submitLabel="Add"
      pending={false}
      onSubmit={(quantity) => {
        addScan.mutate({ boxId: dialog.boxId, item: { fnSku: dialog.fnsku, quantity } });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
