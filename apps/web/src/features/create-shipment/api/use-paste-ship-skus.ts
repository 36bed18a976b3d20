import { useMutation } from '@tanstack/react-query';
import { type PasteShipSkusBody, shipSkuUploadResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/** POST /products/paste-ship-skus {mode, text}: the Copy/Paste tab; answers as the file upload does. Silent as the upload. */
export function usePasteShipSkus() {
  return useMutation({
    mutationFn: (body: PasteShipSkusBody) =>
      apiClient.post('/products/paste-ship-skus', shipSkuUploadResponseSchema, body satisfies PasteShipSkusBody),
    meta: { silent: true },
  });
}
