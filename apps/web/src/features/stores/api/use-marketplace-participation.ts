import { useQuery } from '@tanstack/react-query';
import { marketplaceParticipationResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './stores-keys';

/** GET /onboarding/get-marketplace-participation?storeId= : the marketplaces a store may sell in. */
export function useMarketplaceParticipation(storeId: string | null) {
  return useQuery({
    queryKey: storesKeys.participation(storeId ?? ''),
    queryFn: () =>
      apiClient.get('/onboarding/get-marketplace-participation', marketplaceParticipationResponseSchema, {
        query: { storeId },
      }),
    select: (data) => data.marketplaces,
    enabled: Boolean(storeId),
    // The checkboxes start from isSelected: always ask afresh when the form opens.
    staleTime: 0,
  });
}
