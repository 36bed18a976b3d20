import type {
  AddressInput,
  BoxUpdateInput,
  ContentUpdatePreview,
  DeliveryWindowOption,
  InboundPlan,
  InboundPlanSummary,
  ItemInput,
  OperationStatus,
  PlacementOption,
  Shipment,
  ShipmentItem,
  ShipmentTransportationConfiguration,
  TrackingDetailsInput,
  TransportationOption,
} from './fulfillment-inbound-model.js';
import type { MarketplaceClient, StoreRef } from './marketplace-client.js';

/**
 * Typed wrappers over Fulfillment Inbound v2024-03-20 ("Send to Amazon"). Every POST and most PUTs
 * answer an `operationId` that getInboundOperationStatus reports on. The request and response
 * shapes, and the mappings between them, are fulfillment-inbound-model.ts's, exported from here
 * too, so callers import one module.
 */
export * from './fulfillment-inbound-model.js';

const BASE = '/inbound/fba/2024-03-20';
const enc = encodeURIComponent;

/** Pages through a list call until Amazon gives no next token. */
async function allPages<T>(
  fetchPage: (token: string | undefined) => Promise<{ page: T[]; next?: string | undefined }>,
): Promise<T[]> {
  const all: T[] = [];
  let token: string | undefined;
  for (let pages = 0; pages < 1000; pages += 1) {
    const { page, next } = await fetchPage(token);
    all.push(...page);
    if (!next) break;
    token = next;
  }
  return all;
}

export function createInboundApi(client: MarketplaceClient, store: StoreRef) {
  const planPath = (inboundPlanId: string) => `${BASE}/inboundPlans/${enc(inboundPlanId)}`;
  const shipmentPath = (inboundPlanId: string, shipmentId: string) =>
    `${planPath(inboundPlanId)}/shipments/${enc(shipmentId)}`;

  return {
    /** Never retried after a lost answer (`once`): the caller finds the plan by name instead. */
    createInboundPlan(body: {
      destinationMarketplaces: string[];
      items: ItemInput[];
      name: string;
      sourceAddress: AddressInput;
    }) {
      return client.call<{ inboundPlanId: string; operationId: string }>(store, 'createInboundPlan', {
        method: 'POST',
        path: `${BASE}/inboundPlans`,
        body,
        once: true,
      });
    },

    getInboundOperationStatus(operationId: string) {
      return client.call<OperationStatus>(store, 'getInboundOperationStatus', {
        path: `${BASE}/operations/${enc(operationId)}`,
      });
    },

    /** The newest plans first, `pages` pages of 30 at most. */
    async listRecentInboundPlans(pages = 3): Promise<InboundPlanSummary[]> {
      const all: InboundPlanSummary[] = [];
      let token: string | undefined;
      for (let page = 0; page < pages; page += 1) {
        const body = await client.call<{ inboundPlans?: InboundPlanSummary[]; pagination?: { nextToken?: string } }>(
          store,
          'listInboundPlans',
          {
            path: `${BASE}/inboundPlans`,
            query: { pageSize: 30, sortBy: 'CREATION_TIME', sortOrder: 'DESC', paginationToken: token },
          },
        );
        all.push(...(body.inboundPlans ?? []));
        token = body.pagination?.nextToken;
        if (!token) break;
      }
      return all;
    },

    getInboundPlan(inboundPlanId: string) {
      return client.call<InboundPlan>(store, 'getInboundPlan', { path: planPath(inboundPlanId) });
    },

    cancelInboundPlan(inboundPlanId: string) {
      return client.call<{ operationId: string }>(store, 'cancelInboundPlan', {
        method: 'PUT',
        path: `${planPath(inboundPlanId)}/cancellation`,
      });
    },

    generatePlacementOptions(inboundPlanId: string) {
      return client.call<{ operationId: string }>(store, 'generatePlacementOptions', {
        method: 'POST',
        path: `${planPath(inboundPlanId)}/placementOptions`,
        body: {},
      });
    },

    listPlacementOptions(inboundPlanId: string): Promise<PlacementOption[]> {
      return allPages(async (token) => {
        const body = await client.call<{ placementOptions: PlacementOption[]; pagination?: { nextToken?: string } }>(
          store,
          'listPlacementOptions',
          { path: `${planPath(inboundPlanId)}/placementOptions`, query: { pageSize: 20, paginationToken: token } },
        );
        return { page: body.placementOptions ?? [], next: body.pagination?.nextToken };
      });
    },

    confirmPlacementOption(inboundPlanId: string, placementOptionId: string) {
      return client.call<{ operationId: string }>(store, 'confirmPlacementOption', {
        method: 'POST',
        path: `${planPath(inboundPlanId)}/placementOptions/${enc(placementOptionId)}/confirmation`,
        once: true,
      });
    },

    getShipment(inboundPlanId: string, shipmentId: string) {
      return client.call<Shipment>(store, 'getShipment', { path: shipmentPath(inboundPlanId, shipmentId) });
    },

    listShipmentItems(inboundPlanId: string, shipmentId: string): Promise<ShipmentItem[]> {
      return allPages(async (token) => {
        const body = await client.call<{ items: ShipmentItem[]; pagination?: { nextToken?: string } }>(
          store,
          'listShipmentItems',
          {
            path: `${shipmentPath(inboundPlanId, shipmentId)}/items`,
            query: { pageSize: 1000, paginationToken: token },
          },
        );
        return { page: body.items ?? [], next: body.pagination?.nextToken };
      });
    },

    async updateShipmentName(inboundPlanId: string, shipmentId: string, name: string): Promise<void> {
      await client.call<unknown>(store, 'updateShipmentName', {
        method: 'PUT',
        path: `${shipmentPath(inboundPlanId, shipmentId)}/name`,
        body: { name },
      });
    },

    /** Answers an operation; Amazon takes a new source only while the shipment is WORKING. */
    updateShipmentSourceAddress(inboundPlanId: string, shipmentId: string, address: AddressInput) {
      return client.call<{ operationId: string }>(store, 'updateShipmentSourceAddress', {
        method: 'PUT',
        path: `${shipmentPath(inboundPlanId, shipmentId)}/sourceAddress`,
        body: { address },
      });
    },

    generateShipmentContentUpdatePreviews(
      inboundPlanId: string,
      shipmentId: string,
      body: { items: ItemInput[]; boxes: BoxUpdateInput[] },
    ) {
      return client.call<{ operationId: string }>(store, 'generateShipmentContentUpdatePreviews', {
        method: 'POST',
        path: `${shipmentPath(inboundPlanId, shipmentId)}/contentUpdatePreviews`,
        body,
      });
    },

    listShipmentContentUpdatePreviews(inboundPlanId: string, shipmentId: string): Promise<ContentUpdatePreview[]> {
      return allPages(async (token) => {
        const body = await client.call<{
          contentUpdatePreviews: ContentUpdatePreview[];
          pagination?: { nextToken?: string };
        }>(store, 'listShipmentContentUpdatePreviews', {
          path: `${shipmentPath(inboundPlanId, shipmentId)}/contentUpdatePreviews`,
          query: { pageSize: 20, paginationToken: token },
        });
        return { page: body.contentUpdatePreviews ?? [], next: body.pagination?.nextToken };
      });
    },

    getShipmentContentUpdatePreview(inboundPlanId: string, shipmentId: string, previewId: string) {
      return client.call<ContentUpdatePreview>(store, 'getShipmentContentUpdatePreview', {
        path: `${shipmentPath(inboundPlanId, shipmentId)}/contentUpdatePreviews/${enc(previewId)}`,
      });
    },

    confirmShipmentContentUpdatePreview(inboundPlanId: string, shipmentId: string, previewId: string) {
      return client.call<{ operationId: string }>(store, 'confirmShipmentContentUpdatePreview', {
        method: 'POST',
        path: `${shipmentPath(inboundPlanId, shipmentId)}/contentUpdatePreviews/${enc(previewId)}/confirmation`,
        once: true,
      });
    },

    // ---- transport (issue 17) ----------------------------------------------------------------

    /** The box content of a placed shipment, by shipmentId (repeating it replaces it: safe to retry). */
    setPackingInformation(inboundPlanId: string, shipmentId: string, boxes: BoxUpdateInput[]) {
      return client.call<{ operationId: string }>(store, 'setPackingInformation', {
        method: 'POST',
        path: `${planPath(inboundPlanId)}/packingInformation`,
        body: { packageGroupings: [{ shipmentId, boxes }] },
      });
    },

    /**
     * Replaces the options of the placement option's shipments with new ones (safe to retry); Amazon
     * wants a configuration for every shipment of the placement option.
     */
    generateTransportationOptions(
      inboundPlanId: string,
      placementOptionId: string,
      configurations: ShipmentTransportationConfiguration[],
    ) {
      return client.call<{ operationId: string }>(store, 'generateTransportationOptions', {
        method: 'POST',
        path: `${planPath(inboundPlanId)}/transportationOptions`,
        body: { placementOptionId, shipmentTransportationConfigurations: configurations },
      });
    },

    listTransportationOptions(inboundPlanId: string, shipmentId: string): Promise<TransportationOption[]> {
      return allPages(async (token) => {
        const body = await client.call<{
          transportationOptions: TransportationOption[];
          pagination?: { nextToken?: string };
        }>(store, 'listTransportationOptions', {
          path: `${planPath(inboundPlanId)}/transportationOptions`,
          query: { shipmentId, pageSize: 20, paginationToken: token },
        });
        return { page: body.transportationOptions ?? [], next: body.pagination?.nextToken };
      });
    },

    /**
     * One selection for every shipment of the plan's placement option, once for the plan ("Once
     * confirmed, new transportation options can not be generated or confirmed"). Never retried
     * after a lost answer (`once`): the caller reconciles by listing the options (a confirmed one
     * carries quote.voidableUntil) instead of confirming a second time.
     */
    confirmTransportationOptions(
      inboundPlanId: string,
      selections: {
        shipmentId: string;
        transportationOptionId: string;
        contactInformation?: { name: string; phoneNumber: string; email?: string };
      }[],
    ) {
      return client.call<{ operationId: string }>(store, 'confirmTransportationOptions', {
        method: 'POST',
        path: `${planPath(inboundPlanId)}/transportationOptions/confirmation`,
        body: { transportationSelections: selections },
        once: true,
      });
    },

    /** Own carriers need a confirmed delivery window before their option can be confirmed. */
    generateDeliveryWindowOptions(inboundPlanId: string, shipmentId: string) {
      return client.call<{ operationId: string }>(store, 'generateDeliveryWindowOptions', {
        method: 'POST',
        path: `${shipmentPath(inboundPlanId, shipmentId)}/deliveryWindowOptions`,
      });
    },

    listDeliveryWindowOptions(inboundPlanId: string, shipmentId: string): Promise<DeliveryWindowOption[]> {
      return allPages(async (token) => {
        const body = await client.call<{
          deliveryWindowOptions: DeliveryWindowOption[];
          pagination?: { nextToken?: string };
        }>(store, 'listDeliveryWindowOptions', {
          path: `${shipmentPath(inboundPlanId, shipmentId)}/deliveryWindowOptions`,
          query: { pageSize: 20, paginationToken: token },
        });
        return { page: body.deliveryWindowOptions ?? [], next: body.pagination?.nextToken };
      });
    },

    /** Confirming the same window again changes nothing, so a retry is harmless. */
    confirmDeliveryWindowOptions(inboundPlanId: string, shipmentId: string, deliveryWindowOptionId: string) {
      return client.call<{ operationId: string }>(store, 'confirmDeliveryWindowOptions', {
        method: 'POST',
        path: `${shipmentPath(inboundPlanId, shipmentId)}/deliveryWindowOptions/${enc(deliveryWindowOptionId)}/confirmation`,
      });
    },

    /** v0 getBillOfLading (partnered LTL, once confirmed): a URL valid for 15 seconds. */
    async getBillOfLadingUrl(fbaShipmentId: string): Promise<string> {
      const body = await client.call<{ payload?: { DownloadURL?: string } }>(store, 'getBillOfLading', {
        path: `/fba/inbound/v0/shipments/${enc(fbaShipmentId)}/billOfLading`,
      });
      const url = body.payload?.DownloadURL;
      if (!url) throw new Error('getBillOfLading answered without a DownloadURL');
      return url;
    },

    updateShipmentTrackingDetails(inboundPlanId: string, shipmentId: string, trackingDetails: TrackingDetailsInput) {
      return client.call<{ operationId: string }>(store, 'updateShipmentTrackingDetails', {
        method: 'PUT',
        path: `${shipmentPath(inboundPlanId, shipmentId)}/trackingDetails`,
        body: { trackingDetails },
      });
    },
  };
}
export type InboundApi = ReturnType<typeof createInboundApi>;
