import { useMemo, useState } from 'react';
import {
  excludeItemsInList,
  importMessages,
  type PackMode,
  type ShipSkuUploadResult,
  type ShipmentItem,
} from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { usePasteShipSkus } from '../api/use-paste-ship-skus';
import { useUploadShipSkus } from '../api/use-upload-ship-skus';
import { checkUploadFile } from '../../../components/upload/check-upload-file';
import { toShipmentItems } from '../lib/to-shipment-items';

export interface ShipSkuUpload {
  /** The last answer, with the rows whose SKU is already in the drawer turned into errors. */
  result: ShipSkuUploadResult | null;
  /** The result's valid rows as drawer items. */
  items: ShipmentItem[];
  pending: boolean;
  /** Why the file or the text was refused (before sending, or by the server); null otherwise. */
  error: string | null;
  sendFile: (file: File) => void;
  sendText: (text: string) => void;
}

/**
 * One SKU upload for shipping, by file or by copy/paste (Upload Bulk Items and the Bulk tab of
 * 'Add SKUs to Plan'). `currentItems` are the drawer's items of this pack mode.
 */
export function useShipSkuUpload(mode: PackMode, currentItems: readonly ShipmentItem[]): ShipSkuUpload {
  const upload = useUploadShipSkus();
  const paste = usePasteShipSkus();
  const [answer, setAnswer] = useState<ShipSkuUploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const result = useMemo(() => (answer ? excludeItemsInList(answer, currentItems) : null), [answer, currentItems]);
  const items = useMemo(() => (result ? toShipmentItems(result.items, mode) : []), [result, mode]);

  // A new attempt replaces the last answer: Confirm never takes rows of an earlier file.
  const start = (problem: string | null = null) => {
    setAnswer(null);
    setError(problem);
  };
  const callbacks = {
    onSuccess: (data: ShipSkuUploadResult) => setAnswer(data),
    onError: (e: unknown) => setError(getErrorMessage(e)),
  };

  return {
    result,
    items,
    pending: upload.isPending || paste.isPending,
    error,
    sendFile: (file) => {
      const problem = checkUploadFile(file, importMessages.emptyFile);
      start(problem ?? null);
      if (!problem) upload.mutate({ file, mode }, callbacks);
    },
    sendText: (text) => {
      start();
      paste.mutate({ mode, text }, callbacks);
    },
  };
}
