import type { WarehouseListQuery } from '@stowline/domain';

/** Query keys of every settings screen: a mutation invalidates the branch it changes. */
export const settingsKeys = {
  all: ['settings'] as const,
  shippingDetails: () => [...settingsKeys.all, 'shipping-details'] as const,
  labels: () => [...settingsKeys.all, 'labels'] as const,
  boxCategories: () => [...settingsKeys.all, 'box-categories'] as const,
  warehouseLists: () => [...settingsKeys.all, 'warehouses'] as const,
  warehouses: (filter: Required<Pick<WarehouseListQuery, 'pageNumber' | 'nPerPage'>> & { search: string }) =>
    [...settingsKeys.warehouseLists(), filter] as const,
  carriers: () => [...settingsKeys.all, 'carriers'] as const,
  shipToWarehouses: () => [...settingsKeys.all, 'ship-to-warehouses'] as const,
};
