import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import {
  checkShipSelection,
  draftMessages,
  isSyncRunning,
  shipmentItemMessages,
  toDraftContent,
  type PackMode,
  warnShipmentItem,
  type Product,
  type ShipmentDraft,
  type UpdateProductBody,
  type WeightUnit,
} from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alert-store';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useRefreshWhenStoreDisconnected } from '../../../lib/store-status';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import {
  CreateShipmentsDrawer,
  UploadShipDialog,
  openCreateShipments,
  restoreCreateShipments,
  useCreateShipmentsState,
} from '../../create-shipment';
import { DraftStatusText, useShipmentDraft } from '../../shipment-drafts';
import { useListingSync } from '../api/use-listing-sync';
import { useProducts } from '../api/use-products';
import { useSyncSkus } from '../api/use-sync-skus';
import { useUpdateProduct } from '../api/use-update-product';
import { SetWeightDialog } from '../components/set-weight-dialog';
import { ApplyToSelectedBar } from '../components/apply-to-selected-bar';
import { ShipSelectionBar } from '../components/ship-selection-bar';
import { SkuListFilters } from '../components/sku-list-filters';
import { SkuTable } from '../components/sku-table';
import { SkuListHeader } from '../components/sku-list-header';
import { useRefreshAfterSync } from '../hooks/use-refresh-after-sync';
import { useSelectAllMatching } from '../hooks/use-select-all-matching';
import { useShipSelection, type ShipItemChange } from '../hooks/use-ship-selection';
import { useSkuListParams } from '../hooks/use-sku-list-params';
import { PackagingRulesContainer } from './packaging-rules-container';
import { UpdateFbaTypeContainer } from './update-fba-type-container';

/**
 * SKU List: the selected store marketplace's products. Filters, page and page size live in the
 * URL; weight, expirable, FBA type and packaging rules are edited in place. Rows selected to
 * ship (with their quantities) stay selected across pages and filters until Select & Ship hands
 * them to the Create Shipments drawer (the create-shipment feature, composed here). The selection
 * and the drawer are the store marketplace's shipment draft, kept on the server for the account's
 * users (the shipment-drafts feature).
 *
 * Changing the page of rows re-renders this component (the URL, then the rows): the page's chrome
 * (title row, filters, pack switch, the closed drawer) is memoised and handed values and
 * handlers that keep their identity, so only the table is drawn again (bench/sku-list-render.ts).
 */
export default function SkuListPage() {
  const params = useSkuListParams();
  const { user } = useCurrentUser();
  const storeMarketplaceId = user?.defaultStoreMarketplace?._id ?? null;
  const productsQuery = useProducts({
    storeMarketplaceId,
    filter: params.filter,
    pageNum: params.pageNum,
    perPage: params.perPage,
  });
  const updateProduct = useUpdateProduct();
  const rows = productsQuery.data?.products;

  const listingSync = useListingSync(storeMarketplaceId);
  const syncSkus = useSyncSkus();
  const listingLog = listingSync.data ?? null;
  const syncRunning = listingLog !== null && isSyncRunning(listingLog.state);
  useRefreshAfterSync(syncRunning);
  // A sync that found the store's authorisation revoked: the gate (current user) and Profile's
  // store list learn it now, so the seller lands on Profile with the store Disconnected.
  useRefreshWhenStoreDisconnected(listingLog?.lastErrorCode === 'STORE_UNAUTHORIZED');

  const selection = useShipSelection();
  const { refreshProducts } = selection;
  // A fetched or patched page carries the current products: selected items follow them.
  useEffect(() => {
    if (rows) refreshProducts(rows);
  }, [rows, refreshProducts]);
  const selectedItems = [...selection.items.values()];
  const shipProblem = checkShipSelection(selectedItems, selection.mode);
  // Quantities far above a SKU's stock are allowed, but said before anything is shipped.
  const warnings = selectedItems.flatMap((item) => {
    const warning = warnShipmentItem(item, selection.mode);
    return warning ? [`${item.product.sellerSku}: ${warning}`] : [];
  });
  const tickedOnPage = (rows ?? []).filter((product) => selection.items.has(product._id));
  const total = productsQuery.data?.total ?? 0;
  // 'Select all that match': every SKU of the filter (up to Amazon's 2,000 a plan), for this filter only.
  const matching = useSelectAllMatching(storeMarketplaceId, params.filter, selection.setSelected);
  const allMatching = matching.products?.filter((product) => selection.items.has(product._id)) ?? null;
  const offerAllMatching =
    !allMatching && rows?.length && tickedOnPage.length === rows.length && total > rows.length
      ? { total, pending: matching.pending, onSelect: matching.select }
      : undefined;
  // One quantity (and boxes) for every ticked row of this page, or every SKU that matches, in one update.
  const applyToTicked = useLatestCallback((change: ShipItemChange) =>
    selection.changeMany(allMatching ?? tickedOnPage, change),
  );

  const drawer = useCreateShipmentsState();
  const draftContent = useMemo(
    () => toDraftContent(drawer, { mode: selection.mode, items: selection.items.values() }),
    [drawer, selection.mode, selection.items],
  );
  const { restore } = selection;
  const restoreDraft = useCallback(
    (saved: ShipmentDraft) => {
      restoreCreateShipments(saved.drawer);
      restore(saved.selection.mode, saved.selection.items);
    },
    [restore],
  );
  const draft = useShipmentDraft({ storeMarketplaceId, content: draftContent, onRestore: restoreDraft });
  const draftStatus = useMemo(() => <DraftStatusText status={draft.status} />, [draft.status]);
  // The switch clears the selection (spec section 2): with typed quantities at stake it asks first.
  const [switchingTo, setSwitchingTo] = useState<PackMode | null>(null);
  const changeMode = useLatestCallback((next: PackMode) =>
    selection.items.size > 0 ? setSwitchingTo(next) : selection.setMode(next),
  );

  const [weightUnit, setWeightUnit] = useState<WeightUnit>('pounds');
  const [editingWeight, setEditingWeight] = useState<Product | null>(null);
  const [rulesProduct, setRulesProduct] = useState<Product | null>(null);
  const [updatingFbaTypes, setUpdatingFbaTypes] = useState(false);
  const [uploadingShip, setUploadingShip] = useState(false);

  // Expirable and FBA type changes have no field to show a refusal on: it goes to the alert bar.
  const update = (product: Product, body: UpdateProductBody) =>
    updateProduct.mutate({ id: product._id, body }, { onError: (error) => showAlert(getErrorMessage(error), 'error') });

  const saveWeight = async (product: Product, weight: { value: number; unit: WeightUnit }): Promise<string | null> => {
    try {
      await updateProduct.mutateAsync({ id: product._id, body: { weight } });
      setEditingWeight(null);
      return null;
    } catch (error) {
      // A refused weight (e.g. the same as before) is the field's fault: say so there only.
      if (isApiError(error) && error.status === 400) return error.message;
      showAlert(getErrorMessage(error), 'error');
      return null;
    }
  };

  const selectAndShip = useLatestCallback(() => {
    const { skipped } = openCreateShipments(selectedItems, selection.mode);
    if (skipped.length > 0) showAlert(`${shipmentItemMessages.skuAlreadyInItems}: ${skipped.join(', ')}`, 'warning');
    selection.clear();
  });
  const { mutate: startSync } = syncSkus;
  const syncNow = useCallback(() => startSync(), [startSync]);
  const openUpdateFbaTypes = useCallback(() => setUpdatingFbaTypes(true), []);
  const openUploadShip = useCallback(() => setUploadingShip(true), []);
  const closeUploadShip = useCallback(() => setUploadingShip(false), []);

  const productUpdated = (product: Product) => {
    setRulesProduct(product);
    refreshProducts([product]);
  };

  return (
    <>
      <SkuListHeader
        listingLog={listingLog}
        syncing={syncRunning || syncSkus.isPending}
        shipProblem={shipProblem}
        onSync={syncNow}
        onUpdateFbaTypes={openUpdateFbaTypes}
        onUploadShip={openUploadShip}
        onSelectShip={selectAndShip}
      />
      <SkuListFilters
        search={params.searchText}
        withWeight={params.filter.weight}
        type={params.filter.type}
        status={params.filter.status}
        onSearchChange={params.setSearchText}
        onWithWeightChange={params.setWithWeight}
        onTypeChange={params.setType}
        onStatusChange={params.setStatus}
      />
      <ShipSelectionBar
        mode={selection.mode}
        selectedCount={selection.items.size}
        onModeChange={changeMode}
        onClear={selection.clear}
        status={draftStatus}
      />
      {(tickedOnPage.length > 0 || !!allMatching?.length) && (
        <ApplyToSelectedBar
          mode={selection.mode}
          scope={
            allMatching?.length
              ? { kind: 'matching', count: allMatching.length, total: matching.total }
              : { kind: 'page', count: tickedOnPage.length }
          }
          selectAllMatching={offerAllMatching}
          onApply={applyToTicked}
        />
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ my: 1 }} data-testid="ship-warnings">
          {warnings[0]}
          {warnings.length > 1 && ` (and ${warnings.length - 1} more ${warnings.length === 2 ? 'SKU' : 'SKUs'})`}
        </Alert>
      )}
      <SkuTable
        rows={rows ?? []}
        total={total}
        page={params.pageNum}
        perPage={params.perPage}
        loading={productsQuery.isFetching}
        weightUnit={weightUnit}
        mode={selection.mode}
        selection={selection.items}
        selectionLocked={!draft.ready}
        savingProductId={updateProduct.isPending ? updateProduct.variables.id : null}
        onPageChange={params.setPage}
        onPerPageChange={params.setPerPage}
        onWeightUnitChange={setWeightUnit}
        onEditWeight={setEditingWeight}
        onExpirableChange={(product, expirable) => update(product, { expirable })}
        onFbaTypeChange={(product, fbaType) => update(product, { fbaType })}
        onSelect={selection.setSelected}
        onItemChange={selection.change}
        onOpenRules={setRulesProduct}
      />
      {editingWeight && (
        <SetWeightDialog
          product={editingWeight}
          unit={weightUnit}
          pending={updateProduct.isPending}
          onSubmit={(weight) => saveWeight(editingWeight, weight)}
          onClose={() => setEditingWeight(null)}
        />
      )}
      {rulesProduct && (
        <PackagingRulesContainer
          product={rulesProduct}
          onUpdated={productUpdated}
          onClose={() => setRulesProduct(null)}
        />
      )}
      {updatingFbaTypes && (
        <UpdateFbaTypeContainer
          selectedSkus={selectedItems.map((item) => item.product.sellerSku)}
          onProductsChanged={refreshProducts}
          onClose={() => setUpdatingFbaTypes(false)}
        />
      )}
      {/* Upload & Ship uses the pack mode of the switch above the table. */}
      <UploadShipDialog open={uploadingShip} mode={selection.mode} onClose={closeUploadShip} />
      {switchingTo && (
        <ConfirmDialog
          id="switch-pack-mode-title"
          cancelLabel="Cancel"
          confirmLabel="Switch"
          pending={false}
          onCancel={() => setSwitchingTo(null)}
          onConfirm={() => {
            selection.setMode(switchingTo);
            setSwitchingTo(null);
          }}
        >
          {draftMessages.switchPackMode(switchingTo, selection.items.size)}
        </ConfirmDialog>
      )}
      <CreateShipmentsDrawer draftStatus={draftStatus} />
    </>
  );
}
