export interface SyncLogsFilter {
  pageNumber: number;
  perPage: number;
}

export const syncLogsKeys = {
  all: ['sync-logs'] as const,
  lists: () => [...syncLogsKeys.all, 'list'] as const,
  list: (filter: SyncLogsFilter) => [...syncLogsKeys.lists(), filter] as const,
};
