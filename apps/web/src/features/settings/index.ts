/**
 * The settings features: what other features use of them (box categories for the SKU list;
 * the warehouse dialog and Ship to FC favourites for the create-shipment settings bar and Mark as Favourite).
 */
export { BoxCategoryDialog } from './box-categories/components/box-category-dialog';
export { useBoxCategories } from './box-categories/api/use-box-categories';
export { useCreateBoxCategory } from './box-categories/api/use-create-box-category';
export { WarehouseDialog } from './warehouses/components/warehouse-dialog';
export { useShipToWarehouses } from './ship-to-fc/api/use-ship-to-warehouses';
export { useSaveShipToFc } from './ship-to-fc/api/use-save-ship-to-fc';
export { useShippingDetails } from './shipping/api/use-shipping-details';
