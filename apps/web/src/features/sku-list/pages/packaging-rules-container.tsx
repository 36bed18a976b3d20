import { useState } from 'react';
import { productMessages, type BoxCategoryBody, type PackagingRuleAction, type Product } from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alert-store';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useBoxCategories, useCreateBoxCategory, BoxCategoryDialog } from '../../settings';
import { useUpdateProduct } from '../api/use-update-product';
import { AddPackagingRuleForm } from '../components/add-packaging-rule-form';
import { PackagingRulesDrawer } from '../components/packaging-rules-drawer';
import { PackagingRulesTable, type PackagingRule } from '../components/packaging-rules-table';
import { UpdateQuantityDialog } from '../components/update-quantity-dialog';

interface PackagingRulesContainerProps {
  product: Product;
  /** Every saved change answers the whole product: the page keeps it for the drawer and the selection. */
  onUpdated: (product: Product) => void;
  onClose: () => void;
}

/**
 * Set Packeging Rule: fetches the box categories (shared with Settings, Box) and sends the rule
 * actions of PUT /products/{id}. 'Updated Successfully' comes from the server's answer (the
 * query client shows it); a refusal, a duplicate category included, goes to the alert bar as the
 * spec's error catalogue says (section 8).
 */
export function PackagingRulesContainer({ product, onUpdated, onClose }: PackagingRulesContainerProps) {
  const categoriesQuery = useBoxCategories();
  const createCategory = useCreateBoxCategory();
  const updateProduct = useUpdateProduct();
  const [editing, setEditing] = useState<PackagingRule | null>(null);
  const [deleting, setDeleting] = useState<PackagingRule | null>(null);
  // The add row waits for 'Adding New Box Category' to answer with the new category (or nothing).
  const [categoryRequest, setCategoryRequest] = useState<((categoryId: string | null) => void) | null>(null);

  const change = async (body: PackagingRuleAction): Promise<boolean> => {
    try {
      const { updatedProduct } = await updateProduct.mutateAsync({ id: product._id, body });
      onUpdated(updatedProduct);
      return true;
    } catch (error) {
      showAlert(getErrorMessage(error), 'error');
      return false;
    }
  };

  const requestNewCategory = () => new Promise<string | null>((resolve) => setCategoryRequest(() => resolve));
  const finishCategoryRequest = (categoryId: string | null) => {
    categoryRequest?.(categoryId);
    setCategoryRequest(null);
  };
  const submitCategory = async (body: BoxCategoryBody): Promise<string | null> => {
    try {
      const { newBox } = await createCategory.mutateAsync(body);
      finishCategoryRequest(newBox._id);
      return null;
    } catch (error) {
      // A taken name is the name field's fault: say so there only.
      if (isApiError(error) && error.status === 409) return error.message;
      showAlert(getErrorMessage(error), 'error');
      return null;
    }
  };

  return (
    <>
      <PackagingRulesDrawer
        product={product}
        onClose={onClose}
        addForm={
          <AddPackagingRuleForm
            categories={categoriesQuery.data ?? []}
            pending={updateProduct.isPending}
            onSubmit={change}
            onAddNewCategory={requestNewCategory}
          />
        }
        rules={
          <PackagingRulesTable
            rules={product.packagingRules}
            pending={updateProduct.isPending}
            onMakeDefault={(rule) => void change({ action: 'updateDefault', categoryId: rule.categoryBoxId })}
            onUpdateQuantity={setEditing}
            onDelete={setDeleting}
          />
        }
      />
      {categoryRequest && (
        <BoxCategoryDialog
          pending={createCategory.isPending}
          onSubmit={submitCategory}
          onClose={() => finishCategoryRequest(null)}
        />
      )}
      {editing && (
        <UpdateQuantityDialog
          rule={editing}
          pending={updateProduct.isPending}
          onSubmit={async (quantity) => {
            if (
              await change({
                action: 'updateQuantity',
                categoryId: editing.categoryBoxId,
                quantityToBeUpdate: quantity,
              })
            )
              setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          id="delete-rule-title"
          cancelLabel="Cancel"
          confirmLabel="Delete"
          pending={updateProduct.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            if (await change({ action: 'delete', categoryId: deleting.categoryBoxId })) setDeleting(null);
          }}
        >
          {productMessages.deleteRuleConfirm}
        </ConfirmDialog>
      )}
    </>
  );
}
