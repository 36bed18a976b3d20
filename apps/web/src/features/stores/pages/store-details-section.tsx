import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddBusiness from '@mui/icons-material/AddBusiness';
import { ROUTES, STORE_SEARCH_DEBOUNCE_MS, storeMessages, type StoreWithMarketplaces } from '@stowline/domain';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { setNewStore, setReauthorize } from '../../../lib/session';
import { useDebouncedSearchParam, useUrlSearchParams } from '../../../lib/use-debounced-search-param';
import { useDeleteStore } from '../api/use-delete-store';
import { useStores } from '../api/use-stores';
import { useUpdateStore } from '../api/use-update-store';
import { DeleteStoreDialog } from '../components/delete-store-dialog';
import { EditStoreDialog } from '../components/edit-store-dialog';
import { StoresTable } from '../components/stores-table';

/**
 * Store details, the part of Profile that a seller (never a worker) sees: the container that
 * fetches the stores and wires their actions. The name search lives in the URL.
 */
export function StoreDetailsSection() {
  const navigate = useNavigate();
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  const [searchText, setSearchText] = useDebouncedSearchParam(
    searchParams,
    updateSearchParams,
    'store',
    STORE_SEARCH_DEBOUNCE_MS,
  );
  const storesQuery = useStores(searchParams.get('store') ?? '');
  const updateStore = useUpdateStore();
  const deleteStore = useDeleteStore();
  const [editing, setEditing] = useState<StoreWithMarketplaces | null>(null);
  const [deleting, setDeleting] = useState<StoreWithMarketplaces | null>(null);
  const stores = storesQuery.data ?? [];

  // The onboarding screens open for an onboarded user only while one of these markers is stored.
  const reauthorize = (store: StoreWithMarketplaces) => {
    setNewStore(false);
    setReauthorize(store._id);
    navigate(ROUTES.connectAmazon);
  };
  const addStore = () => {
    setReauthorize(null);
    setNewStore(true);
    navigate(ROUTES.connectAmazon);
  };
  const changeMarketplaces = (store: StoreWithMarketplaces) => {
    // The gate lets an onboarded user reach select-marketplaces only in reauthorise mode.
    setNewStore(false);
    setReauthorize(store._id);
    navigate(`${ROUTES.selectMarketplaces}?${new URLSearchParams({ storeId: store._id, mode: 'update' })}`);
  };

  const rename = async (store: StoreWithMarketplaces, name: string): Promise<string | null> => {
    try {
      await updateStore.mutateAsync({ storeId: store._id, name });
      setEditing(null);
      return null;
    } catch (error) {
      // The name is at fault: say so on the field only.
      if (isApiError(error) && error.code === 'STORE_NAME_TAKEN') return error.message;
      showAlert(getErrorMessage(error), 'error');
      return null;
    }
  };

  return (
    <Box component="section" aria-labelledby="store-details-title" sx={{ mt: 4 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <Typography variant="h6" component="h2" id="store-details-title">
          Store details
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="search"
            label="Search Store"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <Button variant="contained" startIcon={<AddBusiness />} onClick={addStore}>
            Add Store
          </Button>
        </Box>
      </Box>
      {stores.some((store) => store.isDefault && !store.isAuthorized) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {storeMessages.needToConnectStore}
        </Alert>
      )}
      <StoresTable
        rows={stores}
        loading={storesQuery.isFetching}
        onReauthorize={reauthorize}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {editing && (
        <EditStoreDialog
          name={editing.name}
          pending={updateStore.isPending}
          onRename={(name) => rename(editing, name)}
          onChangeMarketplaces={() => changeMarketplaces(editing)}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteStoreDialog
          pending={deleteStore.isPending}
          onCancel={() => setDeleting(null)}
          onDelete={() => deleteStore.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </Box>
  );
}
