import { getProductsResponseSchema, type GetProductsBody, type Product, type ProductFilter } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/** The largest page the products call gives. */
const PAGE = 100;

/**
 * Every SKU that matches `filter`, up to `limit` (Amazon's SKUs in one plan), through the SKU
 * list's own paged call: the 'select all that match' of the apply bar. `total` is how many match.
 */
export async function getMatchingProducts(
  filter: ProductFilter,
  limit: number,
): Promise<{ products: Product[]; total: number }> {
  const products: Product[] = [];
  let total = 0;
  for (let pageNum = 1; products.length < limit; pageNum += 1) {
    const page = await apiClient.post('/products/get-products', getProductsResponseSchema, {
      filter,
      pagination: { pageNum, perPage: PAGE },
    } satisfies GetProductsBody);
    total = page.total;
    products.push(...page.products);
    if (page.products.length < PAGE || products.length >= total) break;
  }
  return { products: products.slice(0, limit), total };
}
