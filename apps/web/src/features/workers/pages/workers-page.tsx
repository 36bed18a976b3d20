import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS, type AddWorkerBody, type Worker } from '@stowline/domain';
import { PageHeader } from '../../../components/page-header';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import {
  readPageParam,
  setPageParam,
  useDebouncedSearchParam,
  useUrlSearchParams,
} from '../../../lib/use-debounced-search-param';
import { useAddWorker } from '../api/use-add-worker';
import { useDeleteWorker } from '../api/use-delete-worker';
import { useWorkers } from '../api/use-workers';
import { AddWorkerDialog } from '../components/add-worker-dialog';
import { DeleteWorkerDialog } from '../components/delete-worker-dialog';
import { WorkersTable } from '../components/workers-table';

/** Users (the seller's workers): search and page live in the URL. */
export default function WorkersPage() {
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  const [searchText, setSearchText] = useDebouncedSearchParam(
    searchParams,
    updateSearchParams,
    'search',
    SEARCH_DEBOUNCE_MS,
  );
  const pageNumber = readPageParam(searchParams);
  const perPage = PAGE_SIZES.workers;
  const workersQuery = useWorkers({ perPage, pageNumber, search: searchParams.get('search') ?? '', sortOrder: 'desc' });
  const addWorker = useAddWorker();
  const deleteWorker = useDeleteWorker();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Worker | null>(null);
  const rows = workersQuery.data?.workers ?? [];

  const submitWorker = async (body: AddWorkerBody): Promise<string | null> => {
    try {
      const { message } = await addWorker.mutateAsync(body);
      setAdding(false);
      showAlert(message, 'success');
      return null;
    } catch (error) {
      // The address is at fault: say so on the field only.
      if (isApiError(error) && error.status === 409) return error.message;
      showAlert(getErrorMessage(error), 'error');
      return null;
    }
  };

  return (
    <>
      <PageHeader title="Users">
        <TextField
          size="small"
          type="search"
          label="Search Name/Email"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setAdding(true)}>
          Add User
        </Button>
      </PageHeader>
      <WorkersTable
        rows={rows}
        total={workersQuery.data?.totalWorkers ?? 0}
        page={pageNumber}
        perPage={perPage}
        loading={workersQuery.isFetching}
        onPageChange={(page) => setPageParam(updateSearchParams, page)}
        onDelete={setDeleting}
      />
      {adding && (
        <AddWorkerDialog
          existingEmails={rows.map((w) => w.email)}
          pending={addWorker.isPending}
          onSubmit={submitWorker}
          onClose={() => setAdding(false)}
        />
      )}
      {deleting && (
        <DeleteWorkerDialog
          pending={deleteWorker.isPending}
          onNo={() => setDeleting(null)}
          onYes={() => deleteWorker.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </>
  );
}
