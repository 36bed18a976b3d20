import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateProductBody, updateProductResponseSchema, type GetProductsResponse } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { skuListKeys } from './sku-list-keys';

export interface UpdateProductVariables {
  id: string;
  body: UpdateProductBody;
}

/**
 * PUT /products/{id}: one change (weight, expirable or FBA type). The row changes in place at
 * once; the lists are then fetched again, since a new weight or FBA type can move the product
 * in or out of a filtered page. Errors are the caller's: a refused weight belongs on its field.
 */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateProductVariables) =>
      apiClient.put(`/products/${encodeURIComponent(id)}`, updateProductResponseSchema, body),
    onSuccess: ({ updatedProduct }) => {
      queryClient.setQueriesData<GetProductsResponse>({ queryKey: skuListKeys.productLists() }, (page) =>
        page
          ? { ...page, products: page.products.map((p) => (p._id === updatedProduct._id ? updatedProduct : p)) }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: skuListKeys.productLists() });
    },
    meta: { silent: true },
  });
}
