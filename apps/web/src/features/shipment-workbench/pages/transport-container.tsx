import { useState } from 'react';
import { transportMessages, usesFedexShipment, type CarrierCode, type TransportState } from '@stowline/domain';
import { showAlert } from '../../../lib/alert-store';
import { getErrorMessage } from '../../../lib/api-client';
import { loadFedexLabels, useCancelFedexShipment, useCreateFedexShipment, useFedexRates } from '../api/use-fedex';
import { useTransport } from '../api/use-transport';
import {
  downloadBillOfLading,
  useConfirmTransport,
  useMarkShipped,
  useResubmitFeed,
  useSyncTransport,
  useVoidTransport,
} from '../api/use-transport-actions';
import type { FedexActions } from '../components/fedex-shipment-panel';
import { LabelPreviewDialog } from '../components/label-preview-dialog';
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
 * A non-partnered FedEx small parcel shipment adds its FedEx shipment (rate, create, labels,
 * cancel) to the estimate modal and the Labels card; Confirm waits for it.
 */
export function useTransportFlow(shipmentId: string) {
  const transport = useTransport(shipmentId);
  const [dialog, setDialog] = useState<TransportDialog | null>(null);
  const [bolPending, setBolPending] = useState(false);
  // Over the estimate modal or from the Labels card: closing it leaves the modal open.
  const [fedexLabelsOpen, setFedexLabelsOpen] = useState(false);
  const sync = useSyncTransport(shipmentId);
  const confirm = useConfirmTransport(shipmentId);
  const voidTransport = useVoidTransport(shipmentId);
  const markShipped = useMarkShipped(shipmentId);
  const resubmitFeed = useResubmitFeed(shipmentId);
  const fedexRates = useFedexRates(shipmentId);
  const fedexCreate = useCreateFedexShipment(shipmentId);
  const fedexCancel = useCancelFedexShipment(shipmentId);

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
    // Read again (a setting or a box changed): Submit waits for the state it acts on.
    if (!state || transport.isFetching) return;
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
  const fedex: FedexActions | undefined =
    state && usesFedexShipment(state)
      ? {
          onRates: () => fedexRates.mutate(),
          onCreate: (readyDate) => fedexCreate.mutate(readyDate),
          onCancel: () => fedexCancel.mutate(),
          onLabels: () => setFedexLabelsOpen(true),
          pending: { rates: fedexRates.isPending, create: fedexCreate.isPending, cancel: fedexCancel.isPending },
        }
      : undefined;
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
        ...(fedex ? { fedex: { ...fedex, cancelling: fedex.pending.cancel } } : {}),
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
          fedex={fedex}
        />
      )}
      <LabelPreviewDialog
        open={fedexLabelsOpen}
        title="FedEx Labels"
        fileName={`${state.amazonShipmentId ?? shipmentId}-FedEx-Labels`}
        load={() => loadFedexLabels(shipmentId)}
        zpl={false}
        onClose={() => setFedexLabelsOpen(false)}
      />
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

  return {
    transport: state,
    /** The transport state is being read again: what Submit would act on may be out of date. */
    reading: transport.isFetching,
    submit,
    dialogOpen: dialog !== null || fedexLabelsOpen,
    cards,
    dialogs,
  };
}
