import { storesQueryRoot } from '../../../lib/store-status';

export const storesKeys = {
  all: storesQueryRoot,
  lists: () => [...storesKeys.all, 'list'] as const,
  list: (name: string) => [...storesKeys.lists(), { name }] as const,
  participations: () => [...storesKeys.all, 'participation'] as const,
  participation: (storeId: string) => [...storesKeys.participations(), storeId] as const,
};
