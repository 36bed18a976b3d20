import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fbaTypeUploadResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { skuListKeys } from './sku-list-keys';

/**
 * POST /products/upload-fba-types?filename=: the file's bytes. The valid rows are applied at
 * once, so the lists are fetched again. The dialog shows the outcome (stats, errors, a refused
 * file), so neither success nor failure goes to the alert bar from here.
 */
export function useUploadFbaTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiClient.upload('/products/upload-fba-types', fbaTypeUploadResponseSchema, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skuListKeys.productLists() }),
    meta: { silent: true, silentSuccess: true },
  });
}
