import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { warehouseListResponseSchema } from '@stowline/domain';
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
      apiClient.get('/setting/get-warehouse-list', warehouseListResponseSchema, {
        query: { ...filter },
      }),
    placeholderData: keepPreviousData,
  });
}
