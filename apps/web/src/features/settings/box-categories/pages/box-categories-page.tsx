import { useState } from 'react';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import type { BoxCategory, BoxCategoryBody } from '@stowline/domain';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PageHeader } from '../../../../components/page-header';
import { getErrorMessage, isApiError } from '../../../../lib/api-client';
import { showAlert } from '../../../../lib/alert-store';
import { useBoxCategories } from '../api/use-box-categories';
import { useCreateBoxCategory } from '../api/use-create-box-category';
import { useDeleteBoxCategory } from '../api/use-delete-box-category';
import { useUpdateBoxCategory } from '../api/use-update-box-category';
import { BoxCategoriesTable } from '../components/box-categories-table';
import { BoxCategoryDialog } from '../components/box-category-dialog';

/** Box (the spec's /setting/pallet): the box sizes packaging rules choose from. */
export default function BoxCategoriesPage() {
  const categoriesQuery = useBoxCategories();
  const createCategory = useCreateBoxCategory();
  const updateCategory = useUpdateBoxCategory();
  const deleteCategory = useDeleteBoxCategory();
  const [editing, setEditing] = useState<BoxCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BoxCategory | null>(null);

  const submit = async (body: BoxCategoryBody): Promise<string | null> => {
    try {
      const result =
        editing && editing !== 'new'
          ? await updateCategory.mutateAsync({ id: editing._id, body })
          : await createCategory.mutateAsync(body);
      showAlert(result.message, 'success');
      setEditing(null);
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
      <PageHeader title="Box Categories">
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          Add Box Category
        </Button>
      </PageHeader>
      <BoxCategoriesTable
        rows={categoriesQuery.data ?? []}
        loading={categoriesQuery.isFetching}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {editing && (
        <BoxCategoryDialog
          category={editing === 'new' ? undefined : editing}
          pending={createCategory.isPending || updateCategory.isPending}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          id="delete-box-category-title"
          cancelLabel="Cancel"
          confirmLabel="Delete"
          pending={deleteCategory.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => deleteCategory.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        >
          You want to delete the box category {deleting.name}?
        </ConfirmDialog>
      )}
    </>
  );
}
