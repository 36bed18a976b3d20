import { MarketplaceError, type MarketplaceClient, type StoreRef } from './marketplace-client.js';

/**
 * Typed wrappers over the SP-API operations the sync uses, with request and response shapes
 * as the official models (apps/sandbox/models) define them; only the fields we read.
 */

export interface MarketplaceParticipation {
  marketplace: { id: string; name: string; countryCode: string; defaultCurrencyCode: string };
  participation: { isParticipating: boolean; hasSuspendedListings: boolean };
}

export type ReportType =
  'GET_MERCHANT_LISTINGS_ALL_DATA' | 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA' | 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';

export interface Report {
  reportId: string;
  processingStatus: 'CANCELLED' | 'DONE' | 'FATAL' | 'IN_PROGRESS' | 'IN_QUEUE';
  reportDocumentId?: string;
}

export interface PrepInstructionsPayload {
  SKUPrepInstructionsList?: {
    SellerSKU?: string;
    ASIN?: string;
    BarcodeInstruction?: string;
    PrepGuidance?: string;
    PrepInstructionList?: string[];
    AmazonPrepFeesDetailsList?: { PrepInstruction?: string; FeePerUnit?: { CurrencyCode: string; Value: number } }[];
  }[];
  InvalidSKUList?: { SellerSKU?: string; ErrorReason?: string }[];
}

export interface InboundShipmentInfo {
  ShipmentId?: string;
  ShipmentName?: string;
  ShipFromAddress: Record<string, string>;
  DestinationFulfillmentCenterId?: string;
  ShipmentStatus?: string;
  LabelPrepType?: string;
  AreCasesRequired: boolean;
  ConfirmedNeedByDate?: string;
  BoxContentsSource?: string;
}

export interface InboundShipmentItem {
  ShipmentId?: string;
  SellerSKU: string;
  FulfillmentNetworkSKU?: string;
  QuantityShipped: number;
  QuantityReceived?: number;
  QuantityInCase?: number;
  ReleaseDate?: string;
  PrepDetailsList?: { PrepInstruction: string; PrepOwner: string }[];
}

export interface CatalogItem {
  asin: string;
  attributes?: Record<string, { value?: unknown; marketplace_id?: string }[] | undefined>;
  dimensions?: {
    marketplaceId: string;
    item?: Record<'height' | 'length' | 'width' | 'weight', { unit?: string; value?: number } | undefined>;
    package?: Record<'height' | 'length' | 'width' | 'weight', { unit?: string; value?: number } | undefined>;
  }[];
  images?: { marketplaceId: string; images: { variant: string; link: string }[] }[];
  summaries?: { marketplaceId: string; itemName?: string }[];
}

export const SHIPMENT_STATUSES = [
  'WORKING',
  'READY_TO_SHIP',
  'SHIPPED',
  'RECEIVING',
  'CANCELLED',
  'DELETED',
  'CLOSED',
  'ERROR',
  'IN_TRANSIT',
  'DELIVERED',
  'CHECKED_IN',
] as const;

/** The marketplace every North American seller account lists in; consent checks use it. */
const NA_MARKETPLACE_ID = 'ATVPDKIKX0DER';

/**
 * Whether an access token belongs to the seller id a consent redirect claims. The redirect's
 * selling_partner_id passes through the browser; Amazon answers searchListingsItems for
 * another seller's id with 403, so a 2xx proves the id is the token's own.
 */
export async function isTokenOfSeller(
  client: MarketplaceClient,
  accessToken: string,
  sellerId: string,
): Promise<boolean> {
  try {
    await client.call({ accessToken, sellerId }, 'searchListingsItems', {
      path: `/listings/2021-08-01/items/${encodeURIComponent(sellerId)}`,
      query: { marketplaceIds: [NA_MARKETPLACE_ID], pageSize: 1, includedData: ['summaries'] },
    });
    return true;
  } catch (error) {
    if (error instanceof MarketplaceError && error.kind === 'unauthorized') return false;
    throw error;
  }
}

export function createSpApi(client: MarketplaceClient, store: StoreRef) {
  return {
    async getMarketplaceParticipations(): Promise<MarketplaceParticipation[]> {
      const body = await client.call<{ payload?: MarketplaceParticipation[] }>(store, 'getMarketplaceParticipations', {
        path: '/sellers/v1/marketplaceParticipations',
      });
      return body.payload ?? [];
    },

    async createReport(reportType: ReportType, marketplaceIds: string[]): Promise<string> {
      const body = await client.call<{ reportId: string }>(store, 'createReport', {
        method: 'POST',
        path: '/reports/2021-06-30/reports',
        body: { reportType, marketplaceIds },
      });
      return body.reportId;
    },

    getReport(reportId: string): Promise<Report> {
      return client.call<Report>(store, 'getReport', {
        path: `/reports/2021-06-30/reports/${encodeURIComponent(reportId)}`,
      });
    },

    /** The document's text: getReportDocument for its URL, then the download itself. */
    async getReportDocumentText(reportDocumentId: string): Promise<string> {
      const document = await client.call<{ url: string; compressionAlgorithm?: string }>(store, 'getReportDocument', {
        path: `/reports/2021-06-30/documents/${encodeURIComponent(reportDocumentId)}`,
      });
      return client.download(document.url, document.compressionAlgorithm);
    },

    async getPrepInstructions(
      shipToCountryCode: string,
      sellerSkus: readonly string[],
    ): Promise<PrepInstructionsPayload> {
      const body = await client.call<{ payload?: PrepInstructionsPayload }>(store, 'getPrepInstructions', {
        path: '/fba/inbound/v0/prepInstructions',
        query: { ShipToCountryCode: shipToCountryCode, SellerSKUList: sellerSkus },
      });
      return body.payload ?? {};
    },

    async getShipments(query: Record<string, string | readonly string[] | undefined>) {
      const body = await client.call<{ payload?: { ShipmentData?: InboundShipmentInfo[]; NextToken?: string } }>(
        store,
        'getShipments',
        {
          path: '/fba/inbound/v0/shipments',
          query,
        },
      );
      return { shipments: body.payload?.ShipmentData ?? [], nextToken: body.payload?.NextToken };
    },

    async getShipmentItems(query: Record<string, string | undefined>) {
      const body = await client.call<{ payload?: { ItemData?: InboundShipmentItem[]; NextToken?: string } }>(
        store,
        'getShipmentItems',
        {
          path: '/fba/inbound/v0/shipmentItems',
          query,
        },
      );
      return { items: body.payload?.ItemData ?? [], nextToken: body.payload?.NextToken };
    },

    async getShipmentItemsByShipmentId(shipmentId: string, marketplaceId: string) {
      const body = await client.call<{ payload?: { ItemData?: InboundShipmentItem[]; NextToken?: string } }>(
        store,
        'getShipmentItemsByShipmentId',
        {
          path: `/fba/inbound/v0/shipments/${encodeURIComponent(shipmentId)}/items`,
          query: { MarketplaceId: marketplaceId },
        },
      );
      return body.payload?.ItemData ?? [];
    },

    async searchCatalogItemsByAsin(marketplaceId: string, asins: readonly string[]): Promise<CatalogItem[]> {
      const body = await client.call<{ items?: CatalogItem[] }>(store, 'searchCatalogItems', {
        path: '/catalog/2022-04-01/items',
        query: {
          marketplaceIds: [marketplaceId],
          identifiers: asins,
          identifiersType: 'ASIN',
          includedData: ['attributes', 'dimensions', 'images', 'summaries'],
          pageSize: 20,
        },
      });
      return body.items ?? [];
    },
  };
}
export type SpApi = ReturnType<typeof createSpApi>;
