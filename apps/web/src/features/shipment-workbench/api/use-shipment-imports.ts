import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  readBoxContentResponseSchema,
  readDimensionsResponseSchema,
  readExpiryDatesResponseSchema,
  readTrackingIdsResponseSchema,
  uploadBoxContentResponseSchema,
  uploadDimensionsResponseSchema,
  type UploadBoxContentBody,
  type UploadDimensionsBody,
} from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths, type ShipmentImportKind } from './workbench-paths';

/** Each reading call's answer. */
export const READ_IMPORT_SCHEMAS = {
  'boxes-content': readBoxContentResponseSchema,
  'boxes-dimension': readDimensionsResponseSchema,
  'expiry-dates': readExpiryDatesResponseSchema,
  'tracking-ids': readTrackingIdsResponseSchema,
} as const satisfies Record<ShipmentImportKind, z.ZodType>;

/**
 * POST /fullfilment/read-bulk-{kind}?inboundShipmentId=&filename= (ours): the file's rows judged,
 * nothing written. Silent: the dialog says why a file was refused.
 */
export function useReadShipmentImport<S extends z.ZodType>(shipmentId: string, kind: ShipmentImportKind, schema: S) {
  return useMutation({
    mutationFn: (file: File): Promise<z.output<S>> =>
      apiClient.upload(workbenchPaths.readImport(kind), schema, file, { query: { inboundShipmentId: shipmentId } }),
    meta: { silent: true },
  });
}

/** PUT /fullfilment/upload-bulk-boxes-content: the valid rows of a box content import. */
export function useUploadBoxContent(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: UploadBoxContentBody) =>
      apiClient.put(workbenchPaths.uploadBoxContent, uploadBoxContentResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}

/** PUT /fullfilment/upload-bulk-boxes-dimension: the valid rows of a weight and dimension import. */
export function useUploadDimensions(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: UploadDimensionsBody) =>
      apiClient.put(workbenchPaths.uploadDimensions, uploadDimensionsResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
