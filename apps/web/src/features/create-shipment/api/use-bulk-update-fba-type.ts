import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BulkUpdateBody, type FbaType, bulkUpdateResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { replaceShipmentProducts } from '../state/create-shipments-store';
import { PRODUCT_LISTS_KEY } from '../../../lib/product-list-keys';

export interface BulkUpdateFbaTypeVariables {
  productIds: string[];
  fbaType: FbaType;
}

/**
 * PUT /products/bulk-update-details {action: 'updateFbaType'}: Move to Error Bucket (ERRORED) and
 * Revise FBA Type. The cards take the returned products at once; the SKU list behind the drawer
 * is fetched again. Success ('Updated Successfully') and failure go to the alert bar.
 */
export function useBulkUpdateFbaType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productIds, fbaType }: BulkUpdateFbaTypeVariables) =>
      apiClient.put('/products/bulk-update-details', bulkUpdateResponseSchema, {
        bulkData: { action: 'updateFbaType', selectedIds: productIds, fbaType },
      } satisfies BulkUpdateBody),
    onSuccess: ({ updatedProducts }) => {
      replaceShipmentProducts(updatedProducts);
      void queryClient.invalidateQueries({ queryKey: PRODUCT_LISTS_KEY });
    },
  });
}
