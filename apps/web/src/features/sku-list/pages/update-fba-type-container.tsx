import { IMPORT_FILE_NAMES, getFbaTypeTemplateCsv, type Product } from '@stowline/domain';
import { showAlert } from '../../../lib/alert-store';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download';
import { useUploadFbaTypes } from '../api/use-upload-fba-types';
import { getProductsBySkus } from '../api/get-products-by-skus';
import { UpdateFbaTypeDialog } from '../components/update-fba-type-dialog';

interface UpdateFbaTypeContainerProps {
  /** SKUs selected to ship: their items take the new FBA types, wherever their rows are. */
  selectedSkus: string[];
  onProductsChanged: (products: Product[]) => void;
  onClose: () => void;
}

/**
 * Sends the Update FBA Type file. A file the server refuses (4xx: empty, too large, wrong type)
 * is said inside the dialog; anything else (network, 5xx) goes to the alert bar. After an upload
 * that changed something, 'Updated Successfully' shows and the lists are fetched again.
 */
export function UpdateFbaTypeContainer({ selectedSkus, onProductsChanged, onClose }: UpdateFbaTypeContainerProps) {
  const upload = useUploadFbaTypes();
  const refusal =
    isApiError(upload.error) && upload.error.status !== null && upload.error.status < 500 ? upload.error.message : null;

  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: async (result) => {
        if (result.stats.valid === 0) return;
        showAlert(result.message, 'success');
        if (selectedSkus.length === 0) return;
        try {
          onProductsChanged(await getProductsBySkus(selectedSkus));
        } catch (error) {
          showAlert(getErrorMessage(error), 'error');
        }
      },
      onError: (error) => {
        if (!(isApiError(error) && error.status !== null && error.status < 500))
          showAlert(getErrorMessage(error), 'error');
      },
    });

  return (
    <UpdateFbaTypeDialog
      pending={upload.isPending}
      result={upload.data ?? null}
      refusal={refusal}
      onUpload={send}
      onFileChange={() => upload.reset()}
      onDownloadTemplate={() => downloadText(IMPORT_FILE_NAMES.fbaTypeTemplate, getFbaTypeTemplateCsv())}
      onDownloadErrors={(csv) => downloadText(IMPORT_FILE_NAMES.fbaTypeErrors, csv)}
      onClose={onClose}
    />
  );
}
