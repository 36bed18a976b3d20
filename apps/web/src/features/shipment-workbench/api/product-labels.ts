import { productLabelsPrintedResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

export interface ProductLabelsRequest {
  inboundShipmentId: string;
  items: { shipmentItemId: string; quantity: number }[];
  printAll?: boolean;
}

/** The product labels' file (server: modules/labels): rendering changes nothing. */
export const loadProductLabels = (request: ProductLabelsRequest, format: 'pdf' | 'zpl') =>
  apiClient.postBlob('/fullfilment/product-labels', { ...request, format });

/** Counts the labels printed from the preview (each item's printed count goes up by its quantity). */
export const countPrintedProductLabels = (request: ProductLabelsRequest) =>
  apiClient.post('/fullfilment/product-labels/printed', productLabelsPrintedResponseSchema, request);
