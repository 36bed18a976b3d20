import { useState } from 'react';
import { transportMessages, type CarrierCode, type TransportState } from '@stowline/domain';
import { showAlert } from '../../../lib/alert-store';
import { getErrorMessage } from '../../../lib/api-client';
import { useTransport } from '../api/use-transport';
import {
  downloadBillOfLading,
  useConfirmTransport,
  useMarkShipped,
  useResubmitFeed,
  useSyncTransport,
  useVoidTransport,
} from '../api/use-transport-actions';
import { TransportEstimateDialog } from '../components/transport-estimate-dialog';
import { TransportRequiredInfoDialog, type RequiredInformation } from '../components/transport-required-info-dialog';
import { TransportStatusCards } from '../components/transport-status-cards';
import { WorkbenchConfirmDialog } from '../components/workbench-confirm-dialog';

type TransportDialog = 'requiredInfo' | 'estimate' | 'markShipped';

/**
 * The transport flow of one shipment (issue 17): Submit asks the required information its
 * settings need (none for partnered SPD), then Calculate Cost starts Amazon's estimate and the
 * estimate modal follows the job; the cards carry Void, Mark Shipped, the feed's Resubmit and the
 * BOL. The workbench mounts the cards and dialogs and calls `submit` from its Submit button.
 */
export function useTransportFlow(shipmentId: string) {
  const transport = useTransport(shipmentId);
  const [dialog, setDialog] = useState<TransportDialog | null>(null);
  const [bolPending, setBolPending] = useState(false);
  const sync = useSyncTransport(shipmentId);
  const confirm = useConfirmTransport(shipmentId);
  const voidTransport = useVoidTransport(shipmentId);
  const markShipped = useMarkShipped(shipmentId);
  const resubmitFeed = useResubmitFeed(shipmentId);

  const calculate = (state: TransportState, info: RequiredInformation) =>
    sync.mutate(
      {
        ShipmentType: state.shipmentType,
        IsPartnered: state.isPartnered,
        CarrierName: state.carrierName as CarrierCode,
        ...info,
      },
      // Either way the estimate modal says what happened (the options coming, or why not).
      { onSettled: () => setDialog('estimate') },
    );

  const submit = () => {
    const state = transport.data;
    if (!state) return;
    if (state.requiredInfo === 'NONE') {
      setDialog('estimate');
      calculate(state, {});
    } else setDialog('requiredInfo');
  };

  const downloadBol = async () => {
    setBolPending(true);
    try {
      await downloadBillOfLading(shipmentId);
    } catch (error) {
      showAlert(`${transportMessages.failedPrefix}${getErrorMessage(error)}`, 'error');
    } finally {
      setBolPending(false);
    }
  };

  const state = transport.data;
  // The confirm's job ended: the cards show the confirmed transport, its Void and Mark Shipped.
  const settledConfirmed = state?.transportStatus === 'CONFIRMED' && !state.step && !confirm.isPending;
  const [wasConfirmed, setWasConfirmed] = useState(settledConfirmed);
  if (settledConfirmed !== wasConfirmed) {
    setWasConfirmed(settledConfirmed);
    if (settledConfirmed && dialog === 'estimate') setDialog(null);
  }
  const cards = (
    <TransportStatusCards
      transport={state}
      actions={{
        onOpenEstimate: () => setDialog('estimate'),
        onVoid: () => voidTransport.mutate(),
        onMarkShipped: () => setDialog('markShipped'),
        onResubmitFeed: () => resubmitFeed.mutate(),
        onDownloadBol: () => void downloadBol(),
        pending: {
          void: voidTransport.isPending,
          markShipped: markShipped.isPending,
          resubmitFeed: resubmitFeed.isPending,
          bol: bolPending,
        },
      }}
    />
  );

  const close = () => {
    setDialog(null);
    // A refused Calculate Cost is said once, in the modal it opened.
    sync.reset();
  };
  const dialogs = state && (
    <>
      {dialog === 'requiredInfo' && (
        <TransportRequiredInfoDialog
          settings={state}
          pending={sync.isPending}
          onCalculate={(info) => calculate(state, info)}
          onClose={close}
        />
      )}
      {dialog === 'estimate' && (
        <TransportEstimateDialog
          // A new estimate (Try Again) starts the seller's pick afresh.
          key={state.options.map((o) => o.transportationOptionId).join()}
          transport={
            sync.isPending
              ? { ...state, step: 'ESTIMATING', error: null }
              : sync.isError
                ? { ...state, step: null, error: getErrorMessage(sync.error) }
                : state
          }
          confirming={confirm.isPending}
          onConfirm={(optionId) => confirm.mutate(optionId)}
          onTryAgain={() => (state.requiredInfo === 'NONE' ? calculate(state, {}) : setDialog('requiredInfo'))}
          onClose={close}
        />
      )}
      {dialog === 'markShipped' && (
        <WorkbenchConfirmDialog
          title="Mark as Shipped"
          pending={markShipped.isPending}
          onCancel={close}
          onConfirm={() => markShipped.mutate(undefined, { onSuccess: close })}
        >
          {transportMessages.notReversible}
        </WorkbenchConfirmDialog>
      )}
    </>
  );

  return { transport: state, submit, dialogOpen: dialog !== null, cards, dialogs };
}
