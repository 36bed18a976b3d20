import { useMutation } from '@tanstack/react-query';
import { SHIPMENT_LIST_EXPORT_FILE, type ShipmentExportQuery } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';

/**
 * GET /fullfilment/export-shipments: the list's rows for its filters as a CSV download. Fetched
 * with the session's bearer token (which never goes in a URL), so no new window is opened.
 */
export function useExportShipments() {
  return useMutation({
    mutationFn: async (query: ShipmentExportQuery) => {
      const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
      const csv = await apiClient.getBlob('/fullfilment/export-shipments', { query: params as Record<string, string> });
      downloadBlob(SHIPMENT_LIST_EXPORT_FILE, csv);
    },
  });
}
