import type { SortOrder } from '@stowline/domain';

export type ApprovalFilter = 'All' | 'pending' | 'approved' | 'rejected';

export interface AdminUsersFilter {
  perPage: number;
  pageNumber: number;
  approvalStatus: ApprovalFilter;
  search: string;
  sortOrder: SortOrder;
}

export const adminUsersKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUsersKeys.all, 'list'] as const,
  list: (filter: AdminUsersFilter) => [...adminUsersKeys.lists(), filter] as const,
};
