export const storesKeys = {
  all: ['stores'] as const,
  lists: () => [...storesKeys.all, 'list'] as const,
  list: (name: string) => [...storesKeys.lists(), { name }] as const,
  participations: () => [...storesKeys.all, 'participation'] as const,
  participation: (storeId: string) => [...storesKeys.participations(), storeId] as const,
};
