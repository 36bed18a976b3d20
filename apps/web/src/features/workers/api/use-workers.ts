import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workersResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workersKeys, type WorkersFilter } from './workers-keys';

/** GET /users/get-workers/{perPage}/{pageNumber}?search&sortOrder */
export function useWorkers(filter: WorkersFilter) {
  return useQuery({
    queryKey: workersKeys.list(filter),
    queryFn: () =>
      apiClient.get(`/users/get-workers/${filter.perPage}/${filter.pageNumber}`, workersResponseSchema, {
        query: { search: filter.search, sortOrder: filter.sortOrder },
      }),
    placeholderData: keepPreviousData,
  });
}
