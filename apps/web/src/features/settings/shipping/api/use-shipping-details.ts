import { useQuery } from '@tanstack/react-query';
import type { ShippingDetails } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** GET /setting/get-shipping-details */
export function useShippingDetails() {
  return useQuery({
    queryKey: settingsKeys.shippingDetails(),
    queryFn: async () =>
      (await apiClient.get<{ shippingDetails: ShippingDetails }>('/setting/get-shipping-details')).shippingDetails,
  });
}
