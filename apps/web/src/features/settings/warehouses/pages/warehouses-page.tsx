import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import { PAGE_SIZES, STORE_SEARCH_DEBOUNCE_MS, type Warehouse, type WarehouseFields } from '@stowline/domain';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PageHeader } from '../../../../components/page-header';
import {
  readPageParam,
  setPageParam,
  useDebouncedSearchParam,
  useUrlSearchParams,
} from '../../../../lib/use-debounced-search-param';
import { useAddWarehouse } from '../api/use-add-warehouse';
import { useDeleteWarehouse } from '../api/use-delete-warehouse';
import { useUpdateWarehouse } from '../api/use-update-warehouse';
import { useWarehouses } from '../api/use-warehouses';
import { WarehouseDialog } from '../components/warehouse-dialog';
import { WarehousesTable } from '../components/warehouses-table';

/** Warehouses (ship-from addresses): search (debounced 1 s) and page live in the URL. */
export default function WarehousesPage() {
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  // The spec's warehouse search waits a second, as the store search does.
  const [searchText, setSearchText] = useDebouncedSearchParam(
    searchParams,
    updateSearchParams,
    'search',
    STORE_SEARCH_DEBOUNCE_MS,
  );
  const pageNumber = readPageParam(searchParams);
  const nPerPage = PAGE_SIZES.warehouses;
  const warehousesQuery = useWarehouses({ pageNumber, nPerPage, search: searchParams.get('search') ?? '' });
  const addWarehouse = useAddWarehouse();
  const updateWarehouse = useUpdateWarehouse();
  const deleteWarehouse = useDeleteWarehouse();
  const [editing, setEditing] = useState<Warehouse | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Warehouse | null>(null);

  const submit = (fields: WarehouseFields) => {
    const close = { onSuccess: () => setEditing(null) };
    if (editing && editing !== 'new') updateWarehouse.mutate({ id: editing._id, updateObj: fields }, close);
    else addWarehouse.mutate(fields, close);
  };

  return (
    <>
      <PageHeader title="Warehouses">
        <TextField
          size="small"
          type="search"
          label="Search Warehouse"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          Add Warehouse
        </Button>
      </PageHeader>
      <WarehousesTable
        rows={warehousesQuery.data?.warehouses ?? []}
        total={warehousesQuery.data?.totalWarehouses ?? 0}
        page={pageNumber}
        perPage={nPerPage}
        loading={warehousesQuery.isFetching}
        onPageChange={(page) => setPageParam(updateSearchParams, page)}
        onMakeDefault={(warehouse) =>
          updateWarehouse.mutate({ id: warehouse._id, updateObj: { defaultSelected: true } })
        }
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {editing && (
        <WarehouseDialog
          warehouse={editing === 'new' ? undefined : editing}
          pending={addWarehouse.isPending || updateWarehouse.isPending}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          id="delete-warehouse-title"
          cancelLabel="No"
          confirmLabel="Yes"
          pending={deleteWarehouse.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => deleteWarehouse.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        >
          You want to delete the warehouse {deleting.name}?
        </ConfirmDialog>
      )}
    </>
  );
}
