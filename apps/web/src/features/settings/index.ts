/** The settings features: what the SKU list uses of them (box categories). */
export { BoxCategoryDialog } from './box-categories/components/box-category-dialog';
export { useBoxCategories } from './box-categories/api/use-box-categories';
export { useCreateBoxCategory } from './box-categories/api/use-create-box-category';
