import { z } from 'zod';
import { workbenchMessages } from './workbench.js';

/**
 * The FedEx carrier calls of the shipment workbench (spec document 2, section 7 'Carrier (FedEx)';
 * issue 17): rates, create, cancel and the labels. `shipmentId` is the shipment's `_id` (uuid).
 */
export const fedexMessages = {
  /** Section 5, required-information modal: a non-partnered FedEx shipment needs a ready date. */
  readyDateMissing: 'Incorrect data or field is empty',
  estimated: 'FedEx estimated the cost of this shipment',
  created: 'FedEx shipment created: the labels are ready',
  cancelled: 'FedEx shipment cancelled',
  notWorking: 'Only a WORKING shipment can be changed',
  notFedex: 'This shipment is not a non-partnered small parcel shipment with FedEx as its carrier',
  fedexAccountMissing: 'FedEx account details are missing!',
  /** Rates, create and cancel once Amazon's transport is confirmed (the FedEx numbers are Amazon's now). */
  transportConfirmed: 'The transport is confirmed with Amazon: void it first',
  inProgress: 'The FedEx shipment is being created: wait a moment and try again',
  nothingToCancel: 'This shipment has no FedEx shipment to cancel',
  noLabels: 'This shipment has no FedEx labels',
  shipFromMissing: 'The ship-from address is missing: choose a ship-from warehouse',
  shipToMissing: "The destination fulfilment centre's address is not known",
  /** Ours: FedEx needs a 10-digit phone for both parties, and Amazon's centres have none (the seller's is given for both). */
  shipFromPhoneInvalid:
    "FedEx needs a 10-digit phone number for the shipment's contact: add one to the ship-from warehouse's company contact (Setting → Warehouse). It is also given for Amazon's centre, which has none.",
  noBoxes: 'Empty Box cannot be shipped',
  unavailable: 'FedEx is not available right now. Please try again.',
} as const;

/** The services a create may name (FedEx's service types the rate quote offers for parcels). */
export const FEDEX_SERVICE_TYPES = [
  'FEDEX_GROUND',
  'FEDEX_2_DAY',
  'FEDEX_EXPRESS_SAVER',
  'PRIORITY_OVERNIGHT',
] as const;
export const DEFAULT_FEDEX_SERVICE_TYPE = 'FEDEX_GROUND';

const shipmentIdField = z
  .string({ error: workbenchMessages.shipmentNotFound })
  .uuid(workbenchMessages.shipmentNotFound);

export const fedexShipmentBodySchema = z.object({ shipmentId: shipmentIdField });
export type FedexShipmentBody = z.infer<typeof fedexShipmentBodySchema>;

/** A calendar date YYYY-MM-DD, or an ISO date-time whose date part is taken. */
const readyDateField = z
  .string({ error: fedexMessages.readyDateMissing })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, fedexMessages.readyDateMissing)
  .refine((v) => !Number.isNaN(Date.parse(v.slice(0, 10) + 'T00:00:00Z')), fedexMessages.readyDateMissing)
  .transform((v) => v.slice(0, 10));

export const fedexCreateShipmentBodySchema = z.object({
  shipmentId: shipmentIdField,
  readyDate: readyDateField,
  serviceType: z.enum(FEDEX_SERVICE_TYPES, { error: 'serviceType is not a FedEx service' }).optional(),
});
export type FedexCreateShipmentBody = z.infer<typeof fedexCreateShipmentBodySchema>;

export const fedexRatesResponseSchema = z.object({
  transportStatus: z.literal('ESTIMATED'),
  estimatedCost: z.number(),
  estimatedCostCurrency: z.string(),
  serviceType: z.string(),
  message: z.string(),
});
export type FedexRatesResponse = z.infer<typeof fedexRatesResponseSchema>;

/** The transport status stays Amazon's: a FedEx shipment does not confirm it (confirm does, with its numbers). */
export const fedexCreateShipmentResponseSchema = z.object({
  transportStatus: z.enum(['ESTIMATED', 'CONFIRMED']).nullable(),
  masterTrackingNumber: z.string(),
  message: z.string(),
});
export type FedexCreateShipmentResponse = z.infer<typeof fedexCreateShipmentResponseSchema>;

export const fedexLabelsParamsSchema = z.object({ shipmentId: shipmentIdField });
export const fedexBoxLabelParamsSchema = z.object({
  shipmentId: shipmentIdField,
  boxId: z.string({ error: workbenchMessages.boxNotFound }).uuid(workbenchMessages.boxNotFound),
});

/** GET /fedex/labels/{shipmentId}: the boxes with a FedEx label, each downloadable as a PDF. */
export const fedexLabelsResponseSchema = z.object({
  masterTrackingNumber: z.string(),
  labels: z.array(z.object({ boxId: z.string(), boxNumber: z.number(), trackingNumber: z.string(), url: z.string() })),
});
export type FedexLabelsResponse = z.infer<typeof fedexLabelsResponseSchema>;
