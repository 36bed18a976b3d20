import { useNavigate } from 'react-router';
import { workbenchMessages } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { useApplyAutoPack, useAutoPack } from '../api/use-auto-pack';
import { useEditShipment } from '../api/use-edit-shipment';
import { AutoPackDialog } from '../components/auto-pack-dialog';
import { WorkbenchConfirmDialog } from '../components/workbench-confirm-dialog';
import type { DialogContainerProps } from './dialog-container-props';

/** Auto-pack's review: the server's proposal read while open, applied by its key. */
export function AutoPackContainer({ shipmentId, onClose }: DialogContainerProps<'autoPack'>) {
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

/** Clear Shipment (its boxes and items) or Delete Shipment (then back to the shipment list). */
export function EditShipmentContainer({
  shipmentId,
  dialog,
  onClose,
}: DialogContainerProps<'clearShipment' | 'deleteShipment'>) {
  const navigate = useNavigate();
  const editShipment = useEditShipment(shipmentId);
  if (dialog.kind === 'clearShipment')
    return (
      <WorkbenchConfirmDialog
        title="Are Your Sure"
        pending={editShipment.isPending}
        onCancel={onClose}
        onConfirm={() => editShipment.mutate('clear', { onSuccess: onClose })}
      >
        {workbenchMessages.clearShipmentConfirm}
      </WorkbenchConfirmDialog>
    );
  return (
    <WorkbenchConfirmDialog
      title="Are Your Sure"
      pending={editShipment.isPending}
      onCancel={onClose}
      onConfirm={() => editShipment.mutate('deleteShipment', { onSuccess: () => void navigate('/dashboard/shipment') })}
    >
      You want to Delete the Shipment?
    </WorkbenchConfirmDialog>
  );
}
