import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { workbenchMessages, type Box, type BoxErrorFilter, type BoxItem, type WorkbenchItem } from '@stowline/domain';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import { usePalletMutations, usePalletsNumber } from '../api/use-pallets';
import { PalletConflictDialog } from '../components/pallet-dialogs';
import { useBoxPages } from '../api/use-box-pages';
import { useBoxLabelPages } from '../api/use-box-label-pages';
import { BoxLabelsDialog } from '../components/box-labels-dialog';
import { useCreateBoxes } from '../api/use-create-boxes';
import { usePackBoxes } from '../api/use-pack-boxes';
import { BoxContentPanel } from '../components/box-content-panel';
import { AutoPackPrompt } from '../components/auto-pack-prompt';
import type { ScanMode } from '../components/scan-mode-dialog';
import { ShippingLabelPreview, type ShippingLabelRequest } from '../components/shipping-label-preview';
import type { OpenDialog } from '../hooks/workbench-dialog';
import { buildBoxLabelRequests } from '../lib/box-label-requests';
import { BoxItemLabelsContainer, BoxLabelsContainer } from './box-item-labels-container';
import { BoxListContainer } from './box-list-container';
import { buildBoxPanelMenu, findAutoPackDisabledReason, offersBoxShippingLabel } from './box-panel-menu';

const NO_MORE_PAGES: readonly number[] = [];

interface BoxPanelContainerProps {
  shipmentId: string;
  /** Amazon's FBA… id: the export's file name and box ids. */
  amazonShipmentId: string;
  editable: boolean;
  /** The transport is confirmed and the shipment not yet shipped: tracking ids may still be edited (Amazon gets them). */
  trackingEditableAfterConfirm?: boolean;
  /** The transport is confirmed: a partnered small parcel box's shipping label (with the carrier's) can be printed. */
  transportConfirmed?: boolean;
  /** Packed before placement: no Amazon shipment, so no shipping labels yet. */
  notPlacedYet?: boolean;
  areCasesRequired: boolean;
  shipmentType: string;
  isPartnered: string;
  /** 2D_BARCODE: Print all 2D labels and the box cards' Print 2D barcode. */
  contentPreference?: string;
  search: string;
  searchText: string;
  onSearchTextChange: (value: string) => void;
  errorFilter: BoxErrorFilter | null;
  onErrorFilterChange: (value: BoxErrorFilter | null) => void;
  scanMode: ScanMode;
  /** The box scans go into, when the box panel scans. */
  scanBox: { _id: string; number: number } | null;
  onScanBox: (box: Box | null) => void;
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (ids: ReadonlySet<string>) => void;
  onTotalChange?: (total: number | null) => void;
  openDialog: OpenDialog;
  onHistory: (boxId: string) => void;
}

/**
 * The box content panel's data and actions: the boxes on screen, selection, the menu's calls and
 * the box dialogs. Memoised: the page's other answers (errors, readiness, transport) do not draw it again.
 */
export const BoxPanelContainer = memo(function BoxPanelContainer({
  shipmentId,
  amazonShipmentId,
  editable,
  trackingEditableAfterConfirm = false,
  areCasesRequired,
  shipmentType,
  isPartnered,
  transportConfirmed = false,
  notPlacedYet = false,
  contentPreference,
  search,
  searchText,
  onSearchTextChange,
  errorFilter,
  onErrorFilterChange,
  scanMode,
  scanBox,
  onScanBox,
  selectedIds,
  onSelectedIdsChange,
  onTotalChange,
  openDialog,
  onHistory,
}: BoxPanelContainerProps) {
  const filters = useMemo(() => ({ search, errorFilter }), [search, errorFilter]);
  // The first page gives the total and every box id (select all); the list reads the pages on screen.
  const boxes = useBoxPages(shipmentId, filters, NO_MORE_PAGES);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  const packBoxes = usePackBoxes(shipmentId);
  const createBoxes = useCreateBoxes(shipmentId);

  const isLtl = shipmentType === 'LTL';
  const palletsNumber = usePalletsNumber(shipmentId, isLtl);
  const palletCalls = usePalletMutations(shipmentId);
  // Print Product Labels from a box item card.
  const [labelsOf, setLabelsOf] = useState<BoxItem | null>(null);
  // Print product labels from a box card: every unit in the box.
  const [boxLabelsOf, setBoxLabelsOf] = useState<Box | null>(null);
  /** A move the server answered with the already-assigned question: Cancel, Skip or Replace. */
  const [conflict, setConflict] = useState<{ palletId: string | null; boxIds: string[] } | null>(null);
  const movePending = palletCalls.create.isPending || palletCalls.addBoxes.isPending;
  const moveBoxes = (palletId: string | null, boxIds: string[], action?: 'skip' | 'replace') => {
    const handlers = {
      onSuccess: () => {
        setConflict(null);
        onSelectedIdsChange(new Set());
      },
      onError: (error: unknown) => {
        if (!action && error instanceof ApiError && error.code === 'PALLET_ALREADY_ASSIGNED')
          setConflict({ palletId, boxIds });
        else showAlert(getErrorMessage(error), 'error');
      },
    };
    if (palletId === null)
      palletCalls.create.mutate({ inboundShipmentId: shipmentId, boxIds, ...(action ? { action } : {}) }, handlers);
    else
      palletCalls.addBoxes.mutate(
        { inboundShipmentId: shipmentId, palletId, boxIdList: boxIds, ...(action ? { action } : {}) },
        handlers,
      );
  };
  const showTracking = !isLtl && isPartnered === 'false';
  const offersShippingLabel = offersBoxShippingLabel({ isLtl, isPartnered, transportConfirmed, notPlacedYet });
  const [shippingLabels, setShippingLabels] = useState<ShippingLabelRequest | null>(null);
  const labelRequests = buildBoxLabelRequests(shipmentId, amazonShipmentId);
  // 2D labels name Amazon's shipment and box ids: none before a packed-first shipment is placed.
  const twoD = contentPreference === '2D_BARCODE' && !notPlacedYet;
  const onTwoDLabel = useLatestCallback((box: Box) => setShippingLabels(labelRequests.twoD(box)));
  const onShippingLabel = useLatestCallback((box: Box) => setShippingLabels(labelRequests.shipping(box)));
  // The box labels modal: every box's box content label.
  const [boxLabelsOpen, setBoxLabelsOpen] = useState(false);
  const labelPages = useBoxLabelPages(shipmentId, boxLabelsOpen);
  const errorFilters: BoxErrorFilter[] = [
    'ALL_ERRORS',
    'EMPTY_BOXES',
    ...(isLtl ? (['PALLET_NOT_ASSIGNED'] as const) : []),
    'MISSING_DIMENSIONS',
    ...(showTracking ? (['MISSING_TRACKING'] as const) : []),
  ];

  const total = boxes.total;
  // Only the unfiltered count says whether the shipment has boxes (Box All with Case QTY).
  const unfiltered = !search && !errorFilter;
  useEffect(() => {
    if (unfiltered) onTotalChange?.(total);
  }, [unfiltered, total, onTotalChange]);
  const allSelected = !!total && boxes.allBoxIds.every((id) => selectedIds.has(id));
  const selected = [...selectedIds];
  const selectionText = (ids: readonly string[]) => (ids.length === 1 ? '1 box' : `${ids.length} boxes`);

  const autoPackDisabledReason = findAutoPackDisabledReason({ editable, total, unfiltered });
  const openAutoPack = () => openDialog({ kind: 'autoPack' });
  const menu = buildBoxPanelMenu({
    shipmentId,
    amazonShipmentId,
    editable,
    areCasesRequired,
    showTracking,
    total,
    unfiltered,
    allBoxIds: boxes.allBoxIds,
    packPending: packBoxes.isPending,
    openDialog,
    onAutoPack: openAutoPack,
    onPackBoxes: () => packBoxes.mutate({ inboundShipmentId: shipmentId }),
    onPrintBoxLabels: () => setBoxLabelsOpen(true),
  });

  const actions = {
    onToggleSelect: useLatestCallback((boxId: string) => {
      const next = new Set(selectedIds);
      if (!next.delete(boxId)) next.add(boxId);
      onSelectedIdsChange(next);
    }),
    onToggleExpand: useCallback((boxId: string) => {
      setExpandedIds((current) => {
        const next = new Set(current);
        if (!next.delete(boxId)) next.add(boxId);
        return next;
      });
    }, []),
    onDelete: useLatestCallback((box: Box) =>
      openDialog({ kind: 'deleteBoxes', boxIds: [box._id], target: `Box ${box.number}` }),
    ),
    onClear: useLatestCallback((box: Box) =>
      areCasesRequired ? undefined : openDialog({ kind: 'clearBoxes', boxIds: [box._id], target: `Box ${box.number}` }),
    ),
    onScanToAdd: useLatestCallback((box: Box) => onScanBox(scanBox?._id === box._id ? null : box)),
    onEditDimensions: useLatestCallback((box: Box) =>
      openDialog({ kind: 'dimensions', boxIds: [box._id], target: `Box ${box.number}`, initial: box.dimensions }),
    ),
    onEditTracking: useLatestCallback((box: Box) => openDialog({ kind: 'tracking', box })),
    onHistory: useLatestCallback((box: Box) => onHistory(box._id)),
    onDropSku: useLatestCallback((box: Box, item: WorkbenchItem) =>
      openDialog({ kind: 'addUnits', item, boxId: box._id }),
    ),
    onEditItemQuantity: useLatestCallback((box: Box, item: BoxItem) =>
      openDialog({ kind: 'boxItemQuantity', box, item }),
    ),
    onRemoveItem: useLatestCallback((box: Box, item: BoxItem) => openDialog({ kind: 'removeBoxItem', box, item })),
    ...(offersShippingLabel ? { onShippingLabel } : {}),
    ...(twoD ? { onTwoDLabel } : {}),
    onPrintItemLabels: useLatestCallback((_box: Box, item: BoxItem) => setLabelsOf(item)),
    onPrintBoxLabels: useLatestCallback((box: Box) => setBoxLabelsOf(box)),
  };

  return (
    <>
      {labelsOf && (
        <BoxItemLabelsContainer
          shipmentId={shipmentId}
          amazonShipmentId={amazonShipmentId}
          item={labelsOf}
          onClose={() => setLabelsOf(null)}
        />
      )}
      {boxLabelsOf && (
        <BoxLabelsContainer
          shipmentId={shipmentId}
          amazonShipmentId={amazonShipmentId}
          box={boxLabelsOf}
          onClose={() => setBoxLabelsOf(null)}
        />
      )}
      <BoxContentPanel
        total={total}
        selectedCount={selected.length}
        loading={boxes.isLoading}
        search={searchText}
        onSearchChange={onSearchTextChange}
        errorFilter={errorFilter}
        errorFilters={errorFilters}
        onErrorFilterChange={onErrorFilterChange}
        scanMode={scanMode}
        onScanModeClick={() => openDialog({ kind: 'scanMode' })}
        scanTarget={scanBox ? `Box ${scanBox.number}` : null}
        onStopScan={() => onScanBox(null)}
        editable={editable}
        showNewBox={!areCasesRequired}
        clearDisabledReason={areCasesRequired ? workbenchMessages.cantPerformAction : null}
        newBoxPending={createBoxes.isPending}
        onPrintAllTwoD={twoD && total ? () => setShippingLabels(labelRequests.allTwoD()) : undefined}
        onNewBox={() => createBoxes.mutate({ inboundShipmentId: shipmentId, emptyBox: true, newBoxCount: 1 })}
        allSelected={allSelected}
        onSelectAll={(all) => onSelectedIdsChange(all ? new Set(boxes.allBoxIds) : new Set())}
        onEditSelectedDimensions={() =>
          openDialog({ kind: 'dimensions', boxIds: selected, target: selectionText(selected), initial: null })
        }
        onClearSelected={() => openDialog({ kind: 'clearBoxes', boxIds: selected, target: selectionText(selected) })}
        onDeleteSelected={() => openDialog({ kind: 'deleteBoxes', boxIds: selected, target: selectionText(selected) })}
        menu={menu}
        moveToPallets={
          isLtl && editable
            ? {
                pallets: palletsNumber.data?.palletsNumber ?? [],
                pending: movePending,
                onMove: (palletId) => moveBoxes(palletId, selected),
              }
            : null
        }
      >
        {boxLabelsOpen && (
          <BoxLabelsDialog
            boxes={labelPages.data?.pages.flatMap((p) => p.boxes) ?? []}
            total={labelPages.data?.pages[0]?.totalBoxCount ?? null}
            loading={labelPages.isFetching}
            hasMore={labelPages.hasNextPage}
            onLoadMore={() => void labelPages.fetchNextPage()}
            onPrintBox={(box) => setShippingLabels(labelRequests.boxContent(box))}
            onPrintAll={() => setShippingLabels(labelRequests.allBoxContent())}
            onClose={() => setBoxLabelsOpen(false)}
          />
        )}
        <ShippingLabelPreview request={shippingLabels} onClose={() => setShippingLabels(null)} />
        {conflict && (
          <PalletConflictDialog
            pending={movePending}
            onCancel={() => setConflict(null)}
            onChoose={(action) => moveBoxes(conflict.palletId, conflict.boxIds, action)}
          />
        )}
        {total !== null && (
          <BoxListContainer
            shipmentId={shipmentId}
            filters={filters}
            total={total}
            selectedIds={selectedIds}
            expandedIds={expandedIds}
            scanBoxId={scanBox?._id ?? null}
            editable={editable}
            areCasesRequired={areCasesRequired}
            showTracking={showTracking}
            trackingEditable={editable || trackingEditableAfterConfirm}
            showPallet={isLtl}
            empty={
              editable && unfiltered ? (
                <AutoPackPrompt disabledReason={autoPackDisabledReason} onAutoPack={openAutoPack} />
              ) : null
            }
            {...actions}
          />
        )}
      </BoxContentPanel>
    </>
  );
});
