import type { ProductFilter } from '@stowline/domain';
import { PRODUCT_LISTS_KEY } from '../../../lib/product-list-keys';

export interface ProductsQuery {
  /** The store marketplace the list belongs to (the side-menu selector's choice). */
  storeMarketplaceId: string | null;
  filter: ProductFilter;
  pageNum: number;
  perPage: number;
}

export const skuListKeys = {
  all: ['sku-list'] as const,
  productLists: () => PRODUCT_LISTS_KEY,
  products: (query: ProductsQuery) => [...skuListKeys.productLists(), query] as const,
  listingSyncs: () => [...skuListKeys.all, 'listing-sync'] as const,
  listingSync: (storeMarketplaceId: string | null) => [...skuListKeys.listingSyncs(), storeMarketplaceId] as const,
};
