import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  autoPackMessages,
  WORKBENCH_PAGE_SIZE,
  workbenchMessages,
  type Box,
  type BoxErrorFilter,
  type BoxItem,
  type WorkbenchItem,
} from '@stowline/domain';
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
import { PrintProductLabelsDialog } from '../components/product-labels-dialog';
import { useInvalidateShipment } from '../api/use-invalidate-shipment';
import { AutoPackPrompt } from '../components/auto-pack-prompt';
import { BoxList } from '../components/box-list';
import type { MenuAction } from '../components/actions-menu';
import { downloadShipmentExport } from '../api/export-files';
import type { ScanMode } from '../components/scan-mode-dialog';
import { ShippingLabelPreview, type ShippingLabelRequest } from '../components/shipping-label-preview';
import type { OpenDialog } from '../hooks/workbench-dialog';

interface BoxPanelContainerProps {
  shipmentId: string;
  /** Amazon's FBA… id: the export's file name and box ids. */
  amazonShipmentId: string;
  editable: boolean;
  /** The transport is confirmed and the shipment not yet shipped: tracking ids may still be edited (Amazon gets them). */
  trackingEditableAfterConfirm?: boolean;
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

const pagesOf = (first: number, last: number) => {
  const pages: number[] = [];
  for (let p = Math.floor(first / WORKBENCH_PAGE_SIZE); p <= Math.floor(last / WORKBENCH_PAGE_SIZE); p++) pages.push(p);
  return pages;
};

/** The box content panel's data and actions: the boxes on screen, selection, the menu's calls and the box dialogs. */
export function BoxPanelContainer({
  shipmentId,
  amazonShipmentId,
  editable,
  trackingEditableAfterConfirm = false,
  areCasesRequired,
  shipmentType,
  isPartnered,
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
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const onVisibleRange = useCallback((first: number, last: number) => {
    setRange((current) => (current[0] === first && current[1] === last ? current : [first, last]));
  }, []);
  const pages = useMemo(() => pagesOf(range[0], range[1]), [range]);
  const boxes = useBoxPages(shipmentId, filters, pages);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  const packBoxes = usePackBoxes(shipmentId);
  const createBoxes = useCreateBoxes(shipmentId);

  const isLtl = shipmentType === 'LTL';
  const palletsNumber = usePalletsNumber(shipmentId, isLtl);
  const palletCalls = usePalletMutations(shipmentId);
  /** A move the server answered with the already-assigned question: Cancel, Skip or Replace. */
  // Print Product Labels from a box item card: the box's units of the SKU to start with.
  const [labelsOf, setLabelsOf] = useState<BoxItem | null>(null);
  const invalidate = useInvalidateShipment(shipmentId);
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
  // SP partnered boxes get the carrier's labels with transport: no box shipping label (spec section 2).
  const offersShippingLabel = isLtl || isPartnered !== 'true';
  const [shippingLabels, setShippingLabels] = useState<ShippingLabelRequest | null>(null);
  const twoD = contentPreference === '2D_BARCODE';
  const onTwoDLabel = useLatestCallback((box: Box) =>
    setShippingLabels({
      title: `Box ${box.number} 2D Label`,
      fileName: `${amazonShipmentId}-Box-${box.number}-2D-Label`,
      body: { inboundShipmentId: shipmentId, labelType: '2D_BARCODE', selectedBoxId: box._id, singleBox: true },
    }),
  );
  const onAllTwoDLabels = () =>
    setShippingLabels({
      title: '2D Labels',
      fileName: `${amazonShipmentId}-2D-Labels`,
      body: { inboundShipmentId: shipmentId, labelType: '2D_BARCODE', allBoxShippingLabels: true },
    });
  const onShippingLabel = useLatestCallback((box: Box) =>
    setShippingLabels({
      title: `Box ${box.number} Shipping Label`,
      fileName: `${amazonShipmentId}-Box-${box.number}-Shipping-Label`,
      body: { inboundShipmentId: shipmentId, selectedBoxId: box._id, singleBox: true },
    }),
  );
  // The box labels modal: every box's box content label (any content preference; the server adds the 2D page).
  const [boxLabelsOpen, setBoxLabelsOpen] = useState(false);
  const labelPages = useBoxLabelPages(shipmentId, boxLabelsOpen);
  const onBoxContentLabel = (box: Box) =>
    setShippingLabels({
      title: `Box ${box.number} Box Content Label`,
      fileName: `${amazonShipmentId}-Box-${box.number}-Box-Content-Labels`,
      body: { inboundShipmentId: shipmentId, labelType: 'BOX_CONTENT', selectedBoxId: box._id, singleBox: true },
    });
  const onAllBoxContentLabels = () =>
    setShippingLabels({
      title: 'Box Content Labels',
      fileName: `${amazonShipmentId}-Boxes-Box-Content-Labels`,
      body: { inboundShipmentId: shipmentId, labelType: 'BOX_CONTENT', allBoxShippingLabels: true },
    });
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
  const notEditable = editable ? null : workbenchMessages.notWorking;
  const noBoxes = total ? null : 'The shipment has no boxes';

  // Auto-pack is for a shipment with no boxes yet; the unfiltered count says whether it has any.
  const autoPackDisabledReason =
    notEditable ?? (total === null || !unfiltered ? null : total > 0 ? autoPackMessages.hasBoxes : null);
  const openAutoPack = () => openDialog({ kind: 'autoPack' });
  const menu: MenuAction[] = [
    {
      label: 'Auto-pack',
      disabledReason: autoPackDisabledReason ?? (total === null ? 'Loading…' : null),
      onSelect: openAutoPack,
    },
    {
      label: 'Create Empty Box',
      disabledReason: notEditable ?? (areCasesRequired ? workbenchMessages.cantPerformAction : null),
      onSelect: () => openDialog({ kind: 'emptyBoxes' }),
    },
    {
      label: 'Clear All Boxes',
      disabledReason: notEditable ?? (areCasesRequired ? workbenchMessages.cantPerformAction : noBoxes),
      onSelect: () => openDialog({ kind: 'clearBoxes', boxIds: [...boxes.allBoxIds], target: 'every box' }),
    },
    {
      label: 'Delete All Boxes',
      disabledReason: notEditable ?? noBoxes,
      onSelect: () => openDialog({ kind: 'deleteBoxes', boxIds: [...boxes.allBoxIds], target: 'every box' }),
    },
    {
      label: 'Import Box Content',
      disabledReason: notEditable ?? (areCasesRequired ? workbenchMessages.cantPerformAction : null),
      onSelect: () => openDialog({ kind: 'import', file: 'boxContent' }),
    },
    ...(showTracking
      ? [
          {
            label: 'Import Tracking Ids',
            disabledReason: notEditable ?? noBoxes,
            onSelect: () => openDialog({ kind: 'import', file: 'trackingIds' }),
          },
        ]
      : []),
    {
      // The spec leaves it disabled; here it is the box content Seller Central takes (issue 15).
      label: 'Export Boxes for Amazon',
      disabledReason: noBoxes,
      onSelect: () => void downloadShipmentExport('boxesForAmazon', shipmentId, amazonShipmentId),
    },
    ...(areCasesRequired
      ? [
          {
            label: 'Pack Boxes with Case Qty',
            disabledReason: notEditable ?? (packBoxes.isPending ? 'Packing…' : null),
            onSelect: () => packBoxes.mutate({ inboundShipmentId: shipmentId }),
          },
        ]
      : []),
  ];

  menu.push({
    label: 'Print Box Labels',
    disabledReason: noBoxes,
    onSelect: () => setBoxLabelsOpen(true),
  });
  menu.push({
    label: 'Import Weight and Dimensions',
    disabledReason: notEditable ?? noBoxes,
    onSelect: () => openDialog({ kind: 'import', file: 'dimensions' }),
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
  };

  return (
    <>
      {labelsOf && (
        <PrintProductLabelsDialog
          shipmentId={shipmentId}
          amazonShipmentId={amazonShipmentId}
          item={{
            _id: labelsOf.shipmentItemId,
            sellerSku: labelsOf.sellerSku,
            fulfillmentNetworkSku: labelsOf.fnsku,
            title: labelsOf.title,
            condition: labelsOf.condition,
            amzExpirable: labelsOf.amzExpirable,
            expDate: labelsOf.expDate,
            quantityShipped: labelsOf.quantity,
            quantityPrinted: labelsOf.quantityPrinted,
          }}
          defaultQuantity={labelsOf.quantity}
          onPrinted={() => void invalidate()}
          onClose={() => setLabelsOf(null)}
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
        onPrintAllTwoD={twoD && total ? onAllTwoDLabels : undefined}
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
            onPrintBox={onBoxContentLabel}
            onPrintAll={onAllBoxContentLabels}
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
          <BoxList
            total={total}
            boxAt={boxes.boxAt}
            onVisibleRange={onVisibleRange}
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
}
