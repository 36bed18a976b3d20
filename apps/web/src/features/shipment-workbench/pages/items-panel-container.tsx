import { memo, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  getShipmentItemsResponseSchema,
  planPrintAllLabels,
  type ItemErrorFilter,
  type WorkbenchItem,
} from '@stowline/domain';
import { apiClient, getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import type { ProductLabelsRequest } from '../api/product-labels';
import { useInvalidateShipment } from '../api/use-invalidate-shipment';
import { workbenchPaths } from '../api/workbench-paths';
import { PrintProductLabelsDialog, ProductLabelsPreview } from '../components/product-labels-dialog';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import { downloadShipmentExport } from '../api/export-files';
import { usePackBoxes } from '../api/use-pack-boxes';
import { useShipmentItems } from '../api/use-shipment-items';
import { useBoxedUnits } from '../api/use-boxed-units';
import { ItemsPanel } from '../components/items-panel';
import { buildItemsPanelMenu } from './items-panel-menu';
import type { OpenDialog } from '../hooks/workbench-dialog';

interface ItemsPanelContainerProps {
  shipmentId: string;
  /** Amazon's FBA… id: the export's file name. */
  amazonShipmentId: string;
  editable: boolean;
  areCasesRequired: boolean;
  /** Why Update Quantity is not available now (domain `findQuantityChangeRefusal`), or null. */
  quantityRefusal: string | null;
  /** Boxes in the shipment (Box All with Case QTY needs none). */
  boxCount: number | null;
  search: string;
  searchText: string;
  onSearchTextChange: (value: string) => void;
  errorFilter: ItemErrorFilter | null;
  onErrorFilterChange: (value: ItemErrorFilter | null) => void;
  scanning: boolean;
  onToggleScan: () => void;
  openDialog: OpenDialog;
  notice?: ReactNode;
}

/**
 * The items panel's data and actions: the paged items, the action menu's calls, the card dialogs.
 * Memoised: the page's other answers (errors, readiness, transport) do not draw it again.
 */
export const ItemsPanelContainer = memo(function ItemsPanelContainer({
  shipmentId,
  amazonShipmentId,
  editable,
  areCasesRequired,
  quantityRefusal,
  boxCount,
  search,
  searchText,
  onSearchTextChange,
  errorFilter,
  onErrorFilterChange,
  scanning,
  onToggleScan,
  openDialog,
  notice,
}: ItemsPanelContainerProps) {
  const navigate = useNavigate();
  const filters = useMemo(() => ({ search, errorFilter }), [search, errorFilter]);
  const items = useShipmentItems(shipmentId, filters);
  const packBoxes = usePackBoxes(shipmentId);
  const pages = items.data?.pages;
  // Units added or scanned count as boxed at once, before the server answers.
  const { withPendingItem, pendingUnits } = useBoxedUnits(shipmentId);
  const list = useMemo(
    () => (pages ?? []).flatMap((page) => page.shipmentItems.map(withPendingItem)),
    [pages, withPendingItem],
  );
  const last = pages?.[pages.length - 1];
  const hasSkus = (last?.shipmentItemsId.length ?? 0) > 0;

  const invalidate = useInvalidateShipment(shipmentId);
  const [labelsOf, setLabelsOf] = useState<WorkbenchItem | null>(null);
  const [printAll, setPrintAll] = useState<ProductLabelsRequest | null>(null);
  /** Print All Labels: every item's labels still to print (domain planPrintAllLabels), read from the server. */
  const openPrintAll = async () => {
    try {
      const all = await apiClient.post(workbenchPaths.shipmentItems, getShipmentItemsResponseSchema, {
        inboundShipmentId: shipmentId,
        limit: 0,
      });
      const plan = planPrintAllLabels(all.shipmentItems);
      if ('message' in plan) showAlert(plan.message, 'error');
      else setPrintAll({ inboundShipmentId: shipmentId, items: plan.items, printAll: true });
    } catch (error) {
      showAlert(getErrorMessage(error), 'error');
    }
  };

  const onPrintAllLabels = useLatestCallback(() => void openPrintAll());
  const onBoxAllWithCaseQty = useLatestCallback(() =>
    packBoxes.mutate({ inboundShipmentId: shipmentId, onlyWhenEmpty: true }),
  );
  const packPending = packBoxes.isPending;
  // The same menu while nothing it shows changes: units added do not draw it again.
  const menu = useMemo(
    () =>
      buildItemsPanelMenu({
        editable,
        areCasesRequired,
        hasSkus,
        boxCount,
        packPending,
        onClearShipment: () => openDialog({ kind: 'clearShipment' }),
        onPrintAllLabels,
        onBoxAllWithCaseQty,
        onExportShipment: () => void downloadShipmentExport('shipment', shipmentId, amazonShipmentId),
        onImportExpirationDates: () => openDialog({ kind: 'import', file: 'expiry' }),
        onReplanShipment: () => void navigate('/dashboard/skulist'),
        onDeleteShipment: () => openDialog({ kind: 'deleteShipment' }),
      }),
    [
      editable,
      areCasesRequired,
      hasSkus,
      boxCount,
      packPending,
      openDialog,
      onPrintAllLabels,
      onBoxAllWithCaseQty,
      shipmentId,
      amazonShipmentId,
      navigate,
    ],
  );

  const cardActions = {
    onAddToBox: useLatestCallback((item: WorkbenchItem) => openDialog({ kind: 'addUnits', item })),
    onEditQuantity: useLatestCallback((item: WorkbenchItem) => openDialog({ kind: 'updateQuantity', item })),
    onDelete: useLatestCallback((item: WorkbenchItem) => openDialog({ kind: 'deleteItem', item })),
    onEditWeight: useLatestCallback((item: WorkbenchItem) => openDialog({ kind: 'weight', item })),
    onEditExpiry: useLatestCallback((item: WorkbenchItem) => openDialog({ kind: 'expiry', item })),
    onPrintLabels: useLatestCallback((item: WorkbenchItem) => setLabelsOf(item)),
  };

  return (
    <>
      {labelsOf && (
        <PrintProductLabelsDialog
          shipmentId={shipmentId}
          amazonShipmentId={amazonShipmentId}
          item={labelsOf}
          onPrinted={() => void invalidate()}
          onClose={() => setLabelsOf(null)}
        />
      )}
      {printAll && (
        <ProductLabelsPreview
          amazonShipmentId={amazonShipmentId}
          request={printAll}
          onPrinted={() => void invalidate()}
          onClose={() => setPrintAll(null)}
        />
      )}
      <ItemsPanel
        items={list}
        totalBoxed={(last?.totalQuantityBoxed ?? 0) + pendingUnits}
        totalShipped={last?.totalQuantityShipped ?? 0}
        loading={items.isPending || items.isFetchingNextPage}
        hasMore={!!items.hasNextPage}
        onLoadMore={() => void items.fetchNextPage()}
        search={searchText}
        onSearchChange={onSearchTextChange}
        errorFilter={errorFilter}
        onErrorFilterChange={onErrorFilterChange}
        scanning={scanning}
        onToggleScan={onToggleScan}
        menu={menu}
        editable={editable}
        areCasesRequired={areCasesRequired}
        quantityRefusal={quantityRefusal}
        notice={notice}
        {...cardActions}
      />
    </>
  );
});
