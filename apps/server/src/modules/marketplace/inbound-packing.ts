import type { BoxUpdateInput, ItemInput, ShipmentItem } from './fulfillment-inbound.js';
import type { MarketplaceClient, StoreRef } from './marketplace-client.js';

/**
 * Typed wrappers over the v2024-03-20 operations of the small-parcel "pack first" path and of
 * prep details (apps/sandbox/models/fulfillmentInbound_2024-03-20.json): packing options and
 * groups, box content by packing group, and each SKU's prep category and owner constraints.
 */

const BASE = '/inbound/fba/2024-03-20';
const enc = encodeURIComponent;
/** listPrepDetails takes at most 100 mskus a call (the sandbox and Amazon's model: `mskus` maxItems 100). */
const PREP_DETAILS_PAGE = 100;

export interface PackingOption {
  packingOptionId: string;
  status: string;
  packingGroups: string[];
  expiration?: string;
}

/** An item of a packing group (the model's Item). */
export type PackingGroupItem = ShipmentItem & { prepOwner?: string };

/** The model's OwnerConstraint. */
export type OwnerConstraint = 'AMAZON_ONLY' | 'NONE_ONLY' | 'SELLER_ONLY';

/** The model's MskuPrepDetail. */
export interface MskuPrepDetail {
  msku: string;
  prepCategory: string;
  prepTypes: string[];
  labelOwnerConstraint?: OwnerConstraint;
  prepOwnerConstraint?: OwnerConstraint;
  allOwnersConstraint?: 'MUST_MATCH';
}

/** A box of a placed shipment (the model's Box): Amazon's ids, size, weight and, with box content, its items. */
export interface ShipmentBox {
  boxId: string;
  packageId: string;
  contentInformationSource?: string;
  dimensions?: { length: number; width: number; height: number; unitOfMeasurement: string };
  weight?: { unit: string; value: number };
  quantity?: number;
  items?: { msku: string; quantity: number }[];
}

/** Box content for every packing group of the confirmed packing option, in one call. */
export interface PackingGroupBoxes {
  packingGroupId: string;
  boxes: (BoxUpdateInput & { items?: ItemInput[] })[];
}

export function createPackingApi(client: MarketplaceClient, store: StoreRef) {
  const planPath = (inboundPlanId: string) => `${BASE}/inboundPlans/${enc(inboundPlanId)}`;

  return {
    /** Replaces the plan's packing options with new ones (safe to retry). */
    generatePackingOptions(inboundPlanId: string) {
      return client.call<{ operationId: string }>(store, 'generatePackingOptions', {
        method: 'POST',
        path: `${planPath(inboundPlanId)}/packingOptions`,
      });
    },

    async listPackingOptions(inboundPlanId: string): Promise<PackingOption[]> {
      const all: PackingOption[] = [];
      let token: string | undefined;
      do {
        const body = await client.call<{ packingOptions?: PackingOption[]; pagination?: { nextToken?: string } }>(
          store,
          'listPackingOptions',
          { path: `${planPath(inboundPlanId)}/packingOptions`, query: { pageSize: 20, paginationToken: token } },
        );
        all.push(...(body.packingOptions ?? []));
        token = body.pagination?.nextToken;
      } while (token);
      return all;
    },

    async listPackingGroupItems(inboundPlanId: string, packingGroupId: string): Promise<PackingGroupItem[]> {
      const all: PackingGroupItem[] = [];
      let token: string | undefined;
      do {
        const body = await client.call<{ items?: PackingGroupItem[]; pagination?: { nextToken?: string } }>(
          store,
          'listPackingGroupItems',
          {
            path: `${planPath(inboundPlanId)}/packingGroups/${enc(packingGroupId)}/items`,
            query: { pageSize: 100, paginationToken: token },
          },
        );
        all.push(...(body.items ?? []));
        token = body.pagination?.nextToken;
      } while (token);
      return all;
    },

    /**
     * Never retried after a lost answer (`once`): the caller lists the packing options (the
     * confirmed one is ACCEPTED) before it confirms again.
     */
    confirmPackingOption(inboundPlanId: string, packingOptionId: string) {
      return client.call<{ operationId: string }>(store, 'confirmPackingOption', {
        method: 'POST',
        path: `${planPath(inboundPlanId)}/packingOptions/${enc(packingOptionId)}/confirmation`,
        once: true,
      });
    },

    /** The box content of every packing group of the plan (repeating it replaces it: safe to retry). */
    setPackingInformationByGroups(inboundPlanId: string, groups: PackingGroupBoxes[]) {
      return client.call<{ operationId: string }>(store, 'setPackingInformation', {
        method: 'POST',
        path: `${planPath(inboundPlanId)}/packingInformation`,
        body: { packageGroupings: groups.map((g) => ({ packingGroupId: g.packingGroupId, boxes: g.boxes })) },
      });
    },

    /** A placed shipment's boxes with Amazon's ids, in Amazon's order (not the order they were sent in). */
    async listShipmentBoxes(inboundPlanId: string, shipmentId: string): Promise<ShipmentBox[]> {
      const all: ShipmentBox[] = [];
      let token: string | undefined;
      do {
        const body = await client.call<{ boxes?: ShipmentBox[]; pagination?: { nextToken?: string } }>(
          store,
          'listShipmentBoxes',
          {
            path: `${planPath(inboundPlanId)}/shipments/${enc(shipmentId)}/boxes`,
            query: { pageSize: 1000, paginationToken: token },
          },
        );
        all.push(...(body.boxes ?? []));
        token = body.pagination?.nextToken;
      } while (token);
      return all;
    },

    /** Prep category and owner constraints of SKUs, 100 a call. */
    async listPrepDetails(marketplaceId: string, mskus: readonly string[]): Promise<MskuPrepDetail[]> {
      const all: MskuPrepDetail[] = [];
      for (let i = 0; i < mskus.length; i += PREP_DETAILS_PAGE) {
        // The model asks for '%', '+' and ',' in an msku to be encoded twice (`mskus`, collectionFormat multi).
        const page = mskus.slice(i, i + PREP_DETAILS_PAGE).map((m) => m.replace(/[%+,]/g, (c) => enc(c)));
        const body = await client.call<{ mskuPrepDetails?: MskuPrepDetail[] }>(store, 'listPrepDetails', {
          path: `${BASE}/items/prepDetails`,
          query: { marketplaceId, mskus: page },
          multi: ['mskus'],
        });
        all.push(...(body.mskuPrepDetails ?? []));
      }
      return all;
    },
  };
}
export type PackingApi = ReturnType<typeof createPackingApi>;
