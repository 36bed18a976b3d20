/**
 * Every cached page of the SKU list sits under this query key. The SKU list builds its keys on
 * it, and other features that change products (the Create Shipments drawer) refresh the list by it.
 */
export const PRODUCT_LISTS_KEY = ['sku-list', 'products'] as const;
