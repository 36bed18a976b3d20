// FedEx REST (the subset Stowline uses), under /fedex: OAuth client credentials, Rate quotes,
// Ship (create) and cancel, with FedEx's paths, request and response shapes and errors
// ({ transactionId, errors: [{ code, message }] }). Shapes follow developer.fedex.com's API
// catalog (Authorization, Rate, Ship); see apps/server/src/modules/fedex/README.md.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { drawFault } from '../faults.js';
import { LABEL_STOCK_TYPES, renderLabel } from './label.js';
import { FEDEX_TOKEN_SECONDS, type FedexShipment } from './store.js';
import {
  billableLb,
  chargeOf,
  FedexError,
  invalid,
  isObject,
  objectAt,
  readAccount,
  readPackages,
  readParty,
  SERVICES,
} from './requests.js';
import { readReferenceSearch, trackByReference, TrackInputError } from './track.js';

const NOT_AUTHORIZED = 'NOT.AUTHORIZED.ERROR';
const BAD_TOKEN = 'Access token expired or invalid. Please modify your request and try again.';
const BAD_CLIENT = 'The given client credentials were not valid. Please modify your request and try again.';

function send(reply: FastifyReply, status: number, errors: { code: string; message: string }[]) {
  return reply.code(status).send({ transactionId: randomUUID(), errors });
}

export function registerFedexRoutes(app: FastifyInstance, context: SandboxContext): void {
  const store = context.fedex;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** What every FedEx call meets first: latency and injected 429/5xx (FedEx's codes). */
  async function faultOf(reply: FastifyReply): Promise<boolean> {
    if (context.faults.latencyMs) await sleep(context.faults.latencyMs);
    const fault = drawFault(context.faults);
    if (!fault) return false;
    if (fault.status === 429)
      send(reply, 429, [
        {
          code: 'TOO.MANY.REQUESTS',
          message: 'We have received too many requests in a short duration. Please wait a while to try again.',
        },
      ]);
    else if (fault.status === 500)
      send(reply, 500, [
        {
          code: 'INTERNAL.SERVER.ERROR',
          message:
            'We encountered an unexpected error and are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.',
        },
      ]);
    else
      send(reply, 503, [
        {
          code: 'SERVICE.UNAVAILABLE.ERROR',
          message:
            'The service is currently unavailable and we are working to resolve the issue. We apologize for any inconvenience. Please check back at a later time.',
        },
      ]);
    return true;
  }

  function clientOf(request: FastifyRequest): string {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const clientId = store.clientOf(match?.[1]);
    if (!clientId) throw new FedexError(401, NOT_AUTHORIZED, BAD_TOKEN);
    return clientId;
  }

  /** A write carried out whose answer is lost (rateLostResponse): the client sees a 500. */
  function lostAnswer(reply: FastifyReply): boolean {
    if (Math.random() >= (context.faults.rateLostResponse ?? 0)) return false;
    send(reply, 500, [
      {
        code: 'INTERNAL.SERVER.ERROR',
        message: 'We encountered an unexpected error and are working to resolve the issue.',
      },
    ]);
    return true;
  }

  void app.register(
    async (fedex) => {
      fedex.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        if (error instanceof FedexError)
          return send(reply, error.status, [{ code: error.code, message: error.message }]);
        const status = error.statusCode ?? 500;
        if (status < 500) return send(reply, status, [{ code: 'INVALID.INPUT.EXCEPTION', message: error.message }]);
        request.log.error(error);
        return send(reply, 500, [{ code: 'INTERNAL.SERVER.ERROR', message: 'We encountered an unexpected error.' }]);
      });

      fedex.post('/oauth/token', async (request, reply) => {
        if (await faultOf(reply)) return reply;
        const body = (isObject(request.body) ? request.body : {}) as Record<string, string>;
        if (body.grant_type !== 'client_credentials')
          throw invalid('grant_type must be client_credentials', 'BAD.REQUEST.ERROR');
        if (
          body.client_id !== context.options.fedexClientId ||
          body.client_secret !== context.options.fedexClientSecret
        )
          throw new FedexError(401, NOT_AUTHORIZED, BAD_CLIENT);
        return {
          access_token: store.issueToken(body.client_id),
          token_type: 'bearer',
          expires_in: FEDEX_TOKEN_SECONDS,
          scope: 'CXS',
        };
      });

      fedex.post('/rate/v1/rates/quotes', async (request, reply) => {
        clientOf(request);
        if (await faultOf(reply)) return reply;
        const body = isObject(request.body) ? request.body : {};
        readAccount(body);
        const shipment = objectAt(body, 'requestedShipment', '');
        readParty(shipment.shipper, 'requestedShipment.shipper');
        readParty(shipment.recipient, 'requestedShipment.recipient');
        const packages = readPackages(shipment);
        return {
          transactionId: randomUUID(),
          output: {
            quoteDate: new Date(context.now()).toISOString().slice(0, 10),
            encoded: false,
            rateReplyDetails: SERVICES.map((service) => ({
              serviceType: service.serviceType,
              serviceName: service.serviceName,
              packagingType: 'YOUR_PACKAGING',
              ratedShipmentDetails: [
                {
                  rateType: 'ACCOUNT',
                  ratedWeightMethod: 'ACTUAL',
                  totalBaseCharge: chargeOf(service, packages),
                  totalNetCharge: chargeOf(service, packages),
                  totalNetFedExCharge: chargeOf(service, packages),
                  currency: 'USD',
                  shipmentRateDetail: {
                    totalBillingWeight: { units: 'LB', value: packages.reduce((s, p) => s + billableLb(p), 0) },
                  },
                },
              ],
            })),
          },
        };
      });

      fedex.post('/ship/v1/shipments', async (request, reply) => {
        const clientId = clientOf(request);
        if (await faultOf(reply)) return reply;
        const body = isObject(request.body) ? request.body : {};
        const accountNumber = readAccount(body);
        if (body.labelResponseOptions !== 'LABEL' && body.labelResponseOptions !== 'URL_ONLY')
          throw invalid('labelResponseOptions must be LABEL or URL_ONLY');
        const shipment = objectAt(body, 'requestedShipment', '');
        const shipper = readParty(shipment.shipper, 'requestedShipment.shipper', true);
        const recipients = shipment.recipients;
        if (!Array.isArray(recipients) || recipients.length !== 1)
          throw invalid('requestedShipment.recipients takes one recipient');
        const recipient = readParty(recipients[0], 'requestedShipment.recipients[0]', true);
        const serviceType = String(shipment.serviceType ?? '');
        if (!SERVICES.some((s) => s.serviceType === serviceType))
          throw invalid('requestedShipment.serviceType is not valid', 'SERVICE.TYPE.INVALID');
        const spec = objectAt(shipment, 'labelSpecification', 'requestedShipment.');
        if (spec.imageType !== 'PDF') throw invalid('labelSpecification.imageType: this sandbox renders PDF only');
        const stock = String(spec.labelStockType ?? '');
        if (!LABEL_STOCK_TYPES.includes(stock))
          throw invalid('labelSpecification.labelStockType is not valid', 'LABELSTOCKTYPE.INVALID');
        const packages = readPackages(shipment);
        const reference = packages[0]?.reference;
        // FedEx Ground takes customer references of up to 30 characters (a UUID has 36).
        if (serviceType === 'FEDEX_GROUND' && packages.some((p) => (p.reference?.length ?? 0) > 30))
          throw invalid(
            'Customer reference is too long: FedEx Ground takes up to 30 characters.',
            'CUSTOMERREFERENCE.VALUE.TOOLONG',
          );
        // Every create is a new shipment, as at FedEx: a create resent after a lost answer makes a
        // second one (a client looks the reference up with Track first).
        const made = await createShipment();
        if (lostAnswer(reply)) return reply;
        return {
          transactionId: randomUUID(),
          output: {
            transactionShipments: [
              {
                serviceType: made.serviceType,
                shipDatestamp: made.shipDatestamp,
                masterTrackingNumber: made.masterTrackingNumber,
                pieceResponses: made.packages.map((p, index) => ({
                  masterTrackingNumber: made.masterTrackingNumber,
                  trackingNumber: p.trackingNumber,
                  packageSequenceNumber: index + 1,
                  customerReferences: reference
                    ? [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: reference }]
                    : [],
                  packageDocuments: [
                    { contentType: 'LABEL', copiesToPrint: 1, docType: 'PDF', encodedLabel: p.encodedLabel },
                  ],
                })),
              },
            ],
          },
        };

        async function createShipment(): Promise<FedexShipment> {
          const shipDatestamp =
            typeof shipment.shipDatestamp === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(shipment.shipDatestamp)
              ? shipment.shipDatestamp
              : new Date(context.now()).toISOString().slice(0, 10);
          const numbers = packages.map(() => store.trackingNumber());
          const master = numbers[0]!;
          const labelled = await Promise.all(
            packages.map(async (p, index) => ({
              trackingNumber: numbers[index]!,
              weightLb: p.weightLb,
              encodedLabel: (
                await renderLabel(stock, {
                  trackingNumber: numbers[index]!,
                  masterTrackingNumber: master,
                  serviceType,
                  sequence: index + 1,
                  count: packages.length,
                  weightLb: p.weightLb,
                  shipper,
                  recipient,
                  reference: p.reference,
                  shipDate: shipDatestamp,
                })
              ).toString('base64'),
            })),
          );
          const created: FedexShipment = {
            masterTrackingNumber: master,
            clientId,
            accountNumber,
            reference,
            serviceType,
            shipDatestamp,
            labelStockType: stock,
            packages: labelled,
            cancelled: false,
            createdAt: context.now(),
          };
          store.add(created);
          return created;
        }
      });

      fedex.post('/track/v1/referencenumbers', async (request, reply) => {
        const clientId = clientOf(request);
        if (await faultOf(reply)) return reply;
        let search;
        try {
          search = readReferenceSearch(request.body);
        } catch (error) {
          if (error instanceof TrackInputError) throw invalid(error.message);
          throw error;
        }
        return { transactionId: randomUUID(), output: trackByReference(store, clientId, search) };
      });

      fedex.put('/ship/v1/shipments/cancel', async (request, reply) => {
        const clientId = clientOf(request);
        if (await faultOf(reply)) return reply;
        const body = isObject(request.body) ? request.body : {};
        const accountNumber = readAccount(body);
        const trackingNumber = body.trackingNumber;
        if (typeof trackingNumber !== 'string' || !trackingNumber) throw invalid('trackingNumber is required');
        const found = store.findByTracking(trackingNumber);
        if (!found || found.clientId !== clientId || found.accountNumber !== accountNumber)
          throw new FedexError(404, 'TRACKING.TRACKINGNUMBER.NOTFOUND', 'Tracking number cannot be found.');
        // Cancelling again answers as the first cancel did, so a retried cancel ends the same.
        found.cancelled = true;
        if (lostAnswer(reply)) return reply;
        return {
          transactionId: randomUUID(),
          output: { cancelledShipment: true, cancelledHistory: true, successMessage: 'Success' },
        };
      });
    },
    { prefix: '/fedex' },
  );
}
