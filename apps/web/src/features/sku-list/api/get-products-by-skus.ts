import { type Product, productListResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /products/get-products-by-skus: the current copies of products (of the selected store
 * marketplace), for selected items that may sit on pages not on screen.
 */
export async function getProductsBySkus(sellerSkus: string[]): Promise<Product[]> {
  if (sellerSkus.length === 0) return [];
  const { productList } = await apiClient.post('/products/get-products-by-skus', productListResponseSchema, {
    sellerSkus,
  });
  return productList;
}
