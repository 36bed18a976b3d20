// FedEx Track by references (POST /track/v1/referencenumbers), the subset Stowline uses: the
// shipments of an account whose packages carry a CUSTOMER_REFERENCE, so a client that lost a
// create's answer can find what FedEx made before it creates again (FedEx's Ship API does not
// answer a resent create with the first shipment: each create is a new shipment).
import type { FedexShipment, FedexStore } from './store.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A refused track request: the message, for FedEx's INVALID.INPUT.EXCEPTION. */
export class TrackInputError extends Error {}

/** The reference search of a request body; throws TrackInputError when it is malformed. */
export function readReferenceSearch(body: unknown): { type: string; value: string; accountNumber: string } {
  const info = isObject(body) ? body.referencesInformation : undefined;
  if (!isObject(info)) throw new TrackInputError('referencesInformation is required');
  const { type, value, accountNumber } = info;
  if (type !== 'CUSTOMER_REFERENCE') throw new TrackInputError('referencesInformation.type: only CUSTOMER_REFERENCE');
  if (typeof value !== 'string' || !value) throw new TrackInputError('referencesInformation.value is required');
  if (typeof accountNumber !== 'string' || !/^\d{9}$/.test(accountNumber))
    throw new TrackInputError('referencesInformation.accountNumber is required for a reference search');
  return { type, value, accountNumber };
}

const statusOf = (s: FedexShipment) =>
  s.cancelled
    ? { code: 'CA', derivedCode: 'CA', statusByLocale: 'Shipment cancelled', description: 'Shipment cancelled' }
    : {
        code: 'OC',
        derivedCode: 'IN',
        statusByLocale: 'Label created',
        description: 'Shipment information sent to FedEx',
      };

/** The Track API's output for a reference: one result per package of each matching shipment. */
export function trackByReference(
  store: FedexStore,
  clientId: string,
  search: { value: string; accountNumber: string },
) {
  const found = store
    .all()
    .filter((s) => s.clientId === clientId && s.accountNumber === search.accountNumber && s.reference === search.value);
  if (!found.length)
    return {
      completeTrackResults: [
        {
          trackingNumber: '',
          trackResults: [
            {
              error: {
                code: 'TRACKING.REFERENCENUMBER.NOTFOUND',
                message: 'Reference number cannot be found. Please correct the reference number and try again.',
              },
            },
          ],
        },
      ],
    };
  return {
    completeTrackResults: found.flatMap((s) =>
      s.packages.map((p) => ({
        trackingNumber: p.trackingNumber,
        trackResults: [
          {
            trackingNumberInfo: { trackingNumber: p.trackingNumber, carrierCode: 'FDXG' },
            additionalTrackingInfo: {
              packageIdentifiers: [{ type: 'CUSTOMER_REFERENCE', values: [s.reference], trackingNumberUniqueId: '' }],
              hasAssociatedShipments: s.packages.length > 1,
            },
            masterTrackingNumber: s.masterTrackingNumber,
            latestStatusDetail: statusOf(s),
            shipmentDetails: { possessionStatus: false },
          },
        ],
      })),
    ),
  };
}
