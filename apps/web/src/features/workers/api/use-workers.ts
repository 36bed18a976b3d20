import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Worker } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workersKeys, type WorkersFilter } from './workers-keys';

interface WorkersResponse {
  workers: Worker[];
  totalWorkers: number;
}

/** GET /users/get-workers/{perPage}/{pageNumber}?search&sortOrder */
export function useWorkers(filter: WorkersFilter) {
  return useQuery({
    queryKey: workersKeys.list(filter),
    queryFn: () =>
      apiClient.get<WorkersResponse>(`/users/get-workers/${filter.perPage}/${filter.pageNumber}`, {
        query: { search: filter.search, sortOrder: filter.sortOrder },
      }),
    placeholderData: keepPreviousData,
  });
}
