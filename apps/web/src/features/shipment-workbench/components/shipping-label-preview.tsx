import type { GetLabelBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { LabelPreviewDialog } from './label-preview-dialog';

/** A box or pallet shipping label set to preview: the get-label payload and the dialog's words. */
export interface ShippingLabelRequest {
  title: string;
  fileName: string;
  body: GetLabelBody;
}

/**
 * Labels from POST /fullfilment/get-label in the label preview: box and pallet shipping labels
 * (Amazon's, PDF only, so Download ZPL shows the server's refusal), and our own 2D and box
 * content labels (PDF or ZPL).
 */
export function ShippingLabelPreview({
  request,
  onClose,
}: {
  request: ShippingLabelRequest | null;
  onClose: () => void;
}) {
  return (
    <LabelPreviewDialog
      open={request !== null}
      title={request?.title ?? ''}
      fileName={request?.fileName ?? ''}
      load={(format) => apiClient.postBlob('/fullfilment/get-label', { ...request!.body, format })}
      onClose={onClose}
    />
  );
}
