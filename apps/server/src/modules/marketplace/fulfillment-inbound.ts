import type { MarketplaceClient, StoreRef } from './marketplace-client.js';

/**
 * Typed wrappers over Fulfillment Inbound v2024-03-20 ("Send to Amazon"), with request and
 * response shapes as apps/sandbox/models/fulfillmentInbound_2024-03-20.json defines them;
 * only the fields we send or read. Every POST and most PUTs answer an `operationId` that
 * getInboundOperationStatus reports on.
 */

const BASE = '/inbound/fba/2024-03-20';
const enc = encodeURIComponent;

export interface AddressInput {
  name: string;
  companyName?: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  stateOrProvinceCode?: string;
  postalCode: string;
  countryCode: string;
  phoneNumber: string;
  email?: string;
}

export interface Address {
  name?: string;
  companyName?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  stateOrProvinceCode?: string;
  postalCode?: string;
  countryCode?: string;
}

export interface ItemInput {
  msku: string;
  quantity: number;
  labelOwner: 'AMAZON' | 'SELLER' | 'NONE';
  prepOwner: 'AMAZON' | 'SELLER' | 'NONE';
  expiration?: string;
  manufacturingLotCode?: string;
}

export interface OperationStatus {
  operation: string;
  operationId: string;
  operationStatus: 'SUCCESS' | 'FAILED' | 'IN_PROGRESS';
  operationProblems: { code: string; message: string; details?: string; severity: string }[];
}

export interface Money {
  amount: number;
  code: string;
}

export interface Incentive {
  description: string;
  target: string;
  type: string;
  value: Money;
}

export interface PlacementOption {
  placementOptionId: string;
  status: string;
  fees: Incentive[];
  discounts: Incentive[];
  expiration?: string;
  shipmentIds: string[];
}

export interface Shipment {
  shipmentId: string;
  placementOptionId: string;
  name?: string;
  shipmentConfirmationId?: string;
  status?: string;
  destination: { destinationType: string; warehouseId?: string; address?: Address };
  source: { sourceType: string; address?: Address };
}

/** An item of a shipment or packing group (the model's Item). */
export interface ShipmentItem {
  msku: string;
  fnsku: string;
  asin: string;
  quantity: number;
  labelOwner: string;
  expiration?: string;
  manufacturingLotCode?: string;
  prepInstructions?: { prepOwner?: string; prepType?: string }[];
}

/**
 * The prep owner of an item Amazon lists: the owner of its prep instructions other than labelling
 * (Amazon lists ITEM_NO_PREP with the owner when nothing is to do, selling-partner-api-models #551);
 * NONE without any.
 */
export function prepOwnerOf(item: Pick<ShipmentItem, 'prepInstructions'> & { prepOwner?: string }): string {
  const prep = item.prepInstructions?.find((i) => i.prepType !== 'ITEM_LABELING' && i.prepOwner);
  return item.prepOwner ?? prep?.prepOwner ?? 'NONE';
}

/**
 * An item Amazon lists as ItemInput (`quantity` units of it): its label owner, prep owner,
 * expiration and lot, on which Amazon matches box content to a shipment's items.
 */
export function itemInputOf(item: ShipmentItem, quantity = item.quantity): ItemInput {
  const owner = (value: string | undefined): ItemInput['prepOwner'] =>
    value === 'AMAZON' || value === 'SELLER' ? value : 'NONE';
  return {
    msku: item.msku,
    quantity,
    labelOwner: owner(item.labelOwner),
    prepOwner: owner(prepOwnerOf(item)),
    ...(item.expiration ? { expiration: item.expiration } : {}),
    ...(item.manufacturingLotCode ? { manufacturingLotCode: item.manufacturingLotCode } : {}),
  };
}

/** The box content source of a shipment's content preference (Box Content Information). */
export function contentSourceOf(
  preference: 'NONE' | 'FEED' | '2D_BARCODE' | null,
): BoxUpdateInput['contentInformationSource'] {
  return preference === 'FEED' ? 'BOX_CONTENT_PROVIDED' : preference === '2D_BARCODE' ? 'BARCODE_2D' : 'MANUAL_PROCESS';
}

export interface InboundPlanSummary {
  inboundPlanId: string;
  name: string;
  status: string;
  createdAt: string;
  lastUpdatedAt: string;
  marketplaceIds: string[];
}

export interface InboundPlan extends InboundPlanSummary {
  placementOptions?: { placementOptionId: string; status: string }[];
  shipments?: { shipmentId: string; status: string }[];
}

export interface ContentUpdatePreview {
  contentUpdatePreviewId: string;
  expiration: string;
  requestedUpdates: { items?: ItemInput[]; boxes?: BoxUpdateInput[] };
  transportationOption: { quote?: { cost: Money } };
}

export interface BoxUpdateInput {
  contentInformationSource: 'BOX_CONTENT_PROVIDED' | 'MANUAL_PROCESS' | 'BARCODE_2D';
  /** Content updates: Amazon's id of a box the shipment has (absent: a new box; boxes left out are removed). */
  packageId?: string;
  dimensions: { height: number; length: number; width: number; unitOfMeasurement: 'IN' | 'CM' };
  weight: { unit: 'LB' | 'KG'; value: number };
  quantity: number;
  items?: ItemInput[];
}

/** v2024 TransportationOption (listTransportationOptions). */
export interface TransportationOption {
  transportationOptionId: string;
  shipmentId: string;
  carrier: { name?: string; alphaCode?: string };
  shippingMode: string;
  shippingSolution: string;
  preconditions: string[];
  quote?: { cost: Money; expiration?: string; voidableUntil?: string };
  carrierAppointment?: { startTime: string; endTime: string };
}

/** v2024 ShipmentTransportationConfiguration (generateTransportationOptions). */
export interface ShipmentTransportationConfiguration {
  shipmentId: string;
  readyToShipWindow: { start: string };
  contactInformation?: { name: string; phoneNumber: string; email?: string };
  freightInformation?: { freightClass?: string; declaredValue?: Money };
  pallets?: {
    quantity: number;
    dimensions?: { height: number; length: number; width: number; unitOfMeasurement: 'IN' | 'CM' };
    weight?: { unit: 'LB' | 'KG'; value: number };
    stackability?: 'STACKABLE' | 'NON_STACKABLE';
  }[];
}

/** v2024 DeliveryWindowOption (listDeliveryWindowOptions). */
export interface DeliveryWindowOption {
  deliveryWindowOptionId: string;
  availabilityType: string;
  startDate: string;
  endDate: string;
  validUntil: string;
}

/** v2024 TrackingDetailsInput (updateShipmentTrackingDetails). */
export interface TrackingDetailsInput {
  spdTrackingDetail?: { spdTrackingItems: { boxId: string; trackingId: string }[] };
  ltlTrackingDetail?: { billOfLadingNumber?: string; freightBillNumber: string[] };
}

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
