import { useQuery } from '@tanstack/react-query';
import { shippingDetailsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** GET /setting/get-shipping-details */
export function useShippingDetails() {
  return useQuery({
    queryKey: settingsKeys.shippingDetails(),
    queryFn: async () =>
      (await apiClient.get('/setting/get-shipping-details', shippingDetailsResponseSchema)).shippingDetails,
  });
}
