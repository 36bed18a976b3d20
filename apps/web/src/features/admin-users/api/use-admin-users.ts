import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { adminUsersKeys, type AdminUsersFilter } from './admin-users-keys';

/** GET /users/admin/{perPage}/{pageNumber}?approvalStatus&search&sortOrder */
export function useAdminUsers(filter: AdminUsersFilter) {
  return useQuery({
    queryKey: adminUsersKeys.list(filter),
    queryFn: () =>
      apiClient.get(`/users/admin/${filter.perPage}/${filter.pageNumber}`, adminUsersResponseSchema, {
        query: { approvalStatus: filter.approvalStatus, search: filter.search, sortOrder: filter.sortOrder },
      }),
    placeholderData: keepPreviousData,
  });
}
