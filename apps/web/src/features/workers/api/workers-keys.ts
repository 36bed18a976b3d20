import type { SortOrder } from '@stowline/domain';

export interface WorkersFilter {
  perPage: number;
  pageNumber: number;
  search: string;
  sortOrder: SortOrder;
}

export const workersKeys = {
  all: ['workers'] as const,
  lists: () => [...workersKeys.all, 'list'] as const,
  list: (filter: WorkersFilter) => [...workersKeys.lists(), filter] as const,
};
