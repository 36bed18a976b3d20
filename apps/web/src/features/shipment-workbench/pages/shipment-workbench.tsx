import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import {
  findQuantityChangeRefusal,
  getShipmentItemsResponseSchema,
  getShownShipmentId,
  workbenchMessages,
  type Box as ShipmentBox,
  getRemainingQuantity,
} from '@stowline/domain';
import { apiClient, getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { useShipmentLive } from '../../../lib/use-shipment-live';
import { SellerCentralButton, ShipmentSettingsPanel, shipmentKeys } from '../../shipments';
import { useAddScanItemToBox } from '../api/use-add-scan-item-to-box';
import { useInvalidateShipment } from '../api/use-invalidate-shipment';
import { useBoxErrors } from '../api/use-box-errors';
import { useItemErrors } from '../api/use-item-errors';
import { usePalletErrors } from '../api/use-pallets';
import type { WorkbenchShipment } from '../api/use-shipment';
import { workbenchKeys } from '../api/workbench-keys';
import { workbenchPaths } from '../api/workbench-paths';
import { BulkErrorBadge } from '../components/bulk-error-badge';
import { ShipmentDetailsTitle } from '../components/shipment-details-title';
import { SubmitShipmentButton } from '../components/submit-shipment-button';
import { useShipmentReadiness } from '../api/use-shipment-readiness';
import type { ScanMode } from '../components/scan-mode-dialog';
import { useBarcodeScanner } from '../hooks/use-barcode-scanner';
import { useWorkbenchParams } from '../hooks/use-workbench-params';
import { createDialogStore } from '../hooks/workbench-dialog';
import { isFnsku } from '../lib/barcode-joiner';
import { getNotPackedReason } from '../lib/packed-first';
import { placementHold } from '../lib/placement-hold';
import { readScanMode, storeScanMode } from '../lib/scan-mode-store';
import { BoxPanelContainer } from './box-panel-container';
import { HistoryContainer } from './history-container';
import { ItemsPanelContainer } from './items-panel-container';
import { PackedFirstContainer } from './packed-first-container';
import { PalletsContainer } from './pallets-container';
import { useTransportFlow } from './transport-container';
import { WorkbenchDialogs } from './workbench-dialogs';

/** Where the scanner's barcodes go: the items panel (add-to-box) or one box (box panel). */
type ScanTarget = { panel: 'items' } | { panel: 'box'; box: { _id: string; number: number } };

/** The item of a scanned FNSKU, read fresh (the list on screen may hold only its first page). */
async function findItemByFnsku(shipmentId: string, fnsku: string) {
  const answer = await apiClient.post(workbenchPaths.shipmentItems, getShipmentItemsResponseSchema, {
    inboundShipmentId: shipmentId,
    searchSellerSku: fnsku,
    limit: 50,
  });
  return answer.shipmentItems.find((item) => item.fulfillmentNetworkSku === fnsku) ?? null;
}

/**
 * One shipment's workbench: the items panel and the box content panel side by side (stacked on a
 * phone), the bulk error badge, scanning and every dialog.
 */
export function ShipmentWorkbench({ shipment }: { shipment: WorkbenchShipment }) {
  const shipmentId = shipment._id;
  const params = useWorkbenchParams();
  const itemErrors = useItemErrors(shipmentId);
  const boxErrors = useBoxErrors(shipmentId);
  const isLtl = shipment.settings.shipmentType === 'LTL';
  const palletErrors = usePalletErrors(shipmentId, isLtl);
  const [dialogs] = useState(createDialogStore);
  const [scan, setScan] = useState<ScanTarget | null>(null);
  const [scanMode, setScanMode] = useState<ScanMode>(readScanMode);
  const [selectedBoxIds, setSelectedBoxIds] = useState<ReadonlySet<string>>(new Set());
  const [boxCount, setBoxCount] = useState<number | null>(null);
  const addScan = useAddScanItemToBox(shipmentId);
  const invalidateShipment = useInvalidateShipment(shipmentId);
  // Other packers' changes (and the seller's settings) show here within a second, without a reload.
  const liveKeys = useMemo(
    () => [workbenchKeys.shipment(shipmentId), shipmentKeys.detail(shipmentId), shipmentKeys.settings(shipmentId)],
    [shipmentId],
  );
  useShipmentLive(shipmentId, { queryKeys: liveKeys });
  const editable = shipment.editable;
  const { areCasesRequired } = shipment;
  const readiness = useShipmentReadiness(shipmentId, editable);
  const transport = useTransportFlow(shipmentId);

  const openDialog = dialogs.open;

  const onBarcode = async (code: string) => {
    if (!isFnsku(code) || !scan) return;
    if (scan.panel === 'box') {
      if (scanMode === 'single') addScan.mutate({ boxId: scan.box._id, item: { fnSku: code, quantity: 1 } });
      else openDialog({ kind: 'scanQuantity', boxId: scan.box._id, boxNumber: scan.box.number, fnsku: code });
      return;
    }
    try {
      const item = await findItemByFnsku(shipmentId, code);
      if (!item) showAlert(workbenchMessages.itemNotInShipment, 'error');
      else if (getRemainingQuantity(item) === 0) showAlert(workbenchMessages.itemFullyBoxed, 'info');
      else openDialog({ kind: 'addUnits', item });
    } catch (error) {
      showAlert(getErrorMessage(error), 'error');
    }
  };
  // A dialog takes the keyboard: no scan is read while one is open.
  useBarcodeScanner(
    editable && !!scan && !transport.dialogOpen,
    (code) => void onBarcode(code),
    () => !!dialogs.get(),
  );

  const onScanBox = useCallback((box: ShipmentBox | null) => {
    setScan(box ? { panel: 'box', box: { _id: box._id, number: box.number } } : null);
  }, []);
  const onToggleItemsScan = useCallback(
    () => setScan((current) => (current?.panel === 'items' ? null : { panel: 'items' })),
    [],
  );
  const onBoxesGone = useCallback((ids: readonly string[]) => {
    setSelectedBoxIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
    setScan((current) => (current?.panel === 'box' && ids.includes(current.box._id) ? null : current));
  }, []);

  const historyBoxId = params.history && params.history !== 'all' ? params.history : null;
  const transportStatus = transport.transport?.transportStatus ?? shipment.transportStatus;
  const hold = placementHold(shipment, transport.transport?.transportStatus);
  // What files, labels and the history call the shipment: never a packing group's internal id.
  const shownId = getShownShipmentId(shipment);
  // Amazon takes unit changes only once the transport is confirmed, until the shipment is marked shipped.
  const quantityRefusal = findQuantityChangeRefusal({ shipmentStatus: shipment.shipmentStatus, transportStatus });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0, flex: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {/* On a phone the title takes its own line, the badge and buttons the next. */}
        <Box sx={{ flex: 1, minWidth: { xs: '100%', sm: 0 } }}>
          <ShipmentDetailsTitle />
          <Typography variant="body2" color="text.secondary" data-testid="shipment-heading" noWrap>
            {/* Before Amazon places it the shipment has no FBA id: its name says which it is. */}
            {shipment.awaitingPlacement ? '' : `${shipment.shipmentId} · `}
            {shipment.shipmentName} · {shipment.shipmentStatus}
            {areCasesRequired ? ' · Case-packed' : ''}
          </Typography>
        </Box>
        <BulkErrorBadge
          itemErrors={itemErrors.data?.errorList ?? []}
          boxErrors={boxErrors.data?.boxLevelErrors ?? []}
          palletErrors={isLtl ? (palletErrors.data?.palletLevelErrors ?? []) : []}
        />
        <Button size="small" variant="outlined" startIcon={<History />} onClick={() => params.setHistory('all')}>
          History
        </Button>
        <SellerCentralButton shipment={shipment} />
        {/* Packed before placement: no transport until Amazon places the boxes (the banner says so). */}
        {editable && !shipment.packedFirst && (
          <SubmitShipmentButton
            // Ready, and the transport state read: Submit asks what the settings need, then the estimate.
            reasons={transport.transport ? (readiness.data?.reasons ?? null) : null}
            // A setting or box change reads both again: Submit waits until both answered, so it
            // never acts on a transport state older than the readiness that enabled it.
            checking={transport.reading || readiness.isFetching}
            onSubmit={transport.submit}
          />
        )}
      </Box>
      {hold && <Alert severity={hold.severity}>{hold.text}</Alert>}
      {shipment.packedFirst ? (
        <PackedFirstContainer
          shipment={shipment}
          packedFirst={shipment.packedFirst}
          notPackedReason={readiness.data ? getNotPackedReason(readiness.data.reasons) : 'Checking the boxes…'}
        />
      ) : (
        transport.cards
      )}
      {/* A stored setting changes what the panels show (type, partnered: tracking ids, errors): read them again. */}
      <ShipmentSettingsPanel shipmentId={shipmentId} onChanged={() => void invalidateShipment()} />
      {!editable && (
        <Alert severity="info">
          This shipment is {shipment.shipmentStatus}: only a WORKING shipment can be changed.
          {quantityRefusal === null &&
            ' Its units can still change at Amazon (Edit quantity) until it is marked shipped.'}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gap: 1.5,
          // The panels scroll inside the window: the page itself does not (a flex basis would override the height).
          height: { xs: 'auto', md: 'max(480px, calc(100vh - 170px))' },
          gridAutoRows: { xs: '75vh', md: 'minmax(0, 1fr)' },
        }}
      >
        <ItemsPanelContainer
          shipmentId={shipmentId}
          amazonShipmentId={shownId}
          editable={editable}
          areCasesRequired={areCasesRequired}
          quantityRefusal={quantityRefusal}
          boxCount={boxCount}
          search={params.itemSearch}
          searchText={params.itemSearchText}
          onSearchTextChange={params.setItemSearchText}
          errorFilter={params.itemErrorFilter}
          onErrorFilterChange={params.setItemErrorFilter}
          scanning={scan?.panel === 'items'}
          onToggleScan={onToggleItemsScan}
          openDialog={openDialog}
        />
        <BoxPanelContainer
          shipmentId={shipmentId}
          amazonShipmentId={shownId}
          editable={editable}
          trackingEditableAfterConfirm={
            shipment.shipmentStatus === 'PENDING_TO_MARK_SHIP' && transport.transport?.transportStatus === 'CONFIRMED'
          }
          transportConfirmed={transport.transport?.transportStatus === 'CONFIRMED'}
          notPlacedYet={shipment.packedFirst !== null}
          areCasesRequired={areCasesRequired}
          shipmentType={shipment.settings.shipmentType}
          isPartnered={shipment.settings.isPartnered}
          contentPreference={shipment.settings.contentPreference}
          search={params.boxSearch}
          searchText={params.boxSearchText}
          onSearchTextChange={params.setBoxSearchText}
          errorFilter={params.boxErrorFilter}
          onErrorFilterChange={params.setBoxErrorFilter}
          scanMode={scanMode}
          scanBox={scan?.panel === 'box' ? scan.box : null}
          onScanBox={onScanBox}
          selectedIds={selectedBoxIds}
          onSelectedIdsChange={setSelectedBoxIds}
          onTotalChange={setBoxCount}
          openDialog={openDialog}
          onHistory={params.setHistory}
        />
      </Box>
      {isLtl && <PalletsContainer shipmentId={shipmentId} editable={editable} />}
      <WorkbenchDialogs
        shipmentId={shipmentId}
        areCasesRequired={areCasesRequired}
        isLtl={isLtl}
        store={dialogs}
        scanMode={scanMode}
        onScanModeChange={(mode) => {
          setScanMode(mode);
          storeScanMode(mode);
        }}
        onBoxesGone={onBoxesGone}
      />
      {transport.dialogs}
      {params.history && (
        <HistoryContainer
          shipmentId={shipmentId}
          amazonShipmentId={shownId}
          boxId={historyBoxId}
          onClose={() => params.setHistory(null)}
        />
      )}
    </Box>
  );
}
