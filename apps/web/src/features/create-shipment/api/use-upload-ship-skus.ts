import { useMutation } from '@tanstack/react-query';
import { type PackMode, shipSkuUploadResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

export interface UploadShipSkusVariables {
  file: File;
  mode: PackMode;
}

/**
 * POST /products/upload-ship-skus?mode=&filename=: the file's bytes; answers the rows judged.
 * Silent: the dialog shows a refused file (empty, unreadable) beside the drop zone.
 */
export function useUploadShipSkus() {
  return useMutation({
    mutationFn: ({ file, mode }: UploadShipSkusVariables) =>
      apiClient.upload('/products/upload-ship-skus', shipSkuUploadResponseSchema, file, { query: { mode } }),
    meta: { silent: true },
  });
}
