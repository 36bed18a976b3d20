import { useState } from 'react';
import { isSyncRunning, type Product, type UpdateProductBody, type WeightUnit } from '@stowline/domain';
import { PageHeader } from '../../../components/page-header';
import { showAlert } from '../../../lib/alert-store';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useListingSync } from '../api/use-listing-sync';
import { useProducts } from '../api/use-products';
import { useSyncSkus } from '../api/use-sync-skus';
import { useUpdateProduct } from '../api/use-update-product';
import { SetWeightDialog } from '../components/set-weight-dialog';
import { SkuListFilters } from '../components/sku-list-filters';
import { SkuTable } from '../components/sku-table';
import { SyncSkusButton } from '../components/sync-skus-button';
import { useRefreshAfterSync } from '../hooks/use-refresh-after-sync';
import { useSkuListParams } from '../hooks/use-sku-list-params';

/**
 * SKU List: the selected store marketplace's products. Filters, page and page size live in the
 * URL; weight, expirable and FBA type are edited in place.
 */
export default function SkuListPage() {
  const params = useSkuListParams();
  const { user } = useCurrentUser();
  const storeMarketplaceId = user?.defaultStoreMarketplace?._id ?? null;
  const productsQuery = useProducts({ storeMarketplaceId, filter: params.filter, pageNum: params.pageNum, perPage: params.perPage });
  const updateProduct = useUpdateProduct();

  const listingSync = useListingSync(storeMarketplaceId);
  const syncSkus = useSyncSkus();
  const listingLog = listingSync.data ?? null;
  const syncRunning = listingLog !== null && isSyncRunning(listingLog.state);
  useRefreshAfterSync(syncRunning);

  const [weightUnit, setWeightUnit] = useState<WeightUnit>('pounds');
  const [editingWeight, setEditingWeight] = useState<Product | null>(null);

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

  return (
    <>
      <PageHeader title="SKU List">
        <SyncSkusButton log={listingLog} running={syncRunning || syncSkus.isPending} onSync={() => syncSkus.mutate()} />
      </PageHeader>
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
      <SkuTable
        rows={productsQuery.data?.products ?? []}
        total={productsQuery.data?.total ?? 0}
        page={params.pageNum}
        perPage={params.perPage}
        loading={productsQuery.isFetching}
        weightUnit={weightUnit}
        savingProductId={updateProduct.isPending ? updateProduct.variables.id : null}
        onPageChange={params.setPage}
        onPerPageChange={params.setPerPage}
        onWeightUnitChange={setWeightUnit}
        onEditWeight={setEditingWeight}
        onExpirableChange={(product, expirable) => update(product, { expirable })}
        onFbaTypeChange={(product, fbaType) => update(product, { fbaType })}
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
    </>
  );
}
