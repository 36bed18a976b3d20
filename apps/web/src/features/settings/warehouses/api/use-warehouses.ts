import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Warehouse } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

export interface WarehousesFilter {
  pageNumber: number;
  nPerPage: number;
  search: string;
}

/** GET /setting/get-warehouse-list?pageNumber&nPerPage&search */
export function useWarehouses(filter: WarehousesFilter) {
  return useQuery({
    queryKey: settingsKeys.warehouses(filter),
    queryFn: () =>
      apiClient.get<{ warehouses: Warehouse[]; totalWarehouses: number }>('/setting/get-warehouse-list', {
        query: { ...filter },
      }),
    placeholderData: keepPreviousData,
  });
}
