import { useMutation } from '@tanstack/react-query';
import type { Invoice } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';

/** GET /payment/invoices/{id}/receipt: the paid invoice's PDF receipt, saved as a download. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async (invoice: Invoice) => {
      const pdf = await apiClient.getBlob(`/payment/invoices/${invoice._id}/receipt`);
      downloadBlob(`Stowline-receipt-${invoice.number}.pdf`, pdf);
    },
  });
}
