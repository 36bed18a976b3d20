import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { adminUsersKeys, type AdminUsersFilter } from './admin-users-keys';

interface AdminUsersResponse {
  users: AdminUserRow[];
  totalUsers: number;
}

/** GET /users/admin/{perPage}/{pageNumber}?approvalStatus&search&sortOrder */
export function useAdminUsers(filter: AdminUsersFilter) {
  return useQuery({
    queryKey: adminUsersKeys.list(filter),
    queryFn: () =>
      apiClient.get<AdminUsersResponse>(`/users/admin/${filter.perPage}/${filter.pageNumber}`, {
        query: { approvalStatus: filter.approvalStatus, search: filter.search, sortOrder: filter.sortOrder },
      }),
    placeholderData: keepPreviousData,
  });
}
