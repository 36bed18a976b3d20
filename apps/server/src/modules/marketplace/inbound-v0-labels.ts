import { MarketplaceError, type MarketplaceClient, type StoreRef } from './marketplace-client.js';

/** Amazon's v0 getLabels page types (fulfillmentInboundV0.json); the settings offer three of them. */
export type PackageLabelPageType = string;

export type LabelsQuery =
  | {
      LabelType: 'UNIQUE' | 'BARCODE_2D';
      PageType: PackageLabelPageType;
      NumberOfPackages: number;
      PackageLabelsToPrint: string[];
    }
  | {
      LabelType: 'PALLET';
      PageType: PackageLabelPageType;
      NumberOfPallets: number;
      PageStartIndex?: number;
      PageSize?: number;
    };

const MAX_ATTEMPTS = 5;

/**
 * Fulfillment Inbound v0 getLabels (v2024-03-20 has no label call): box and pallet labels of a
 * shipment by its FBA id, then the PDF behind the answer's DownloadURL (Amazon's URL lives 15
 * seconds, so it is fetched at once). Amazon gives these labels as PDF only.
 */
export async function fetchShipmentLabels(
  client: MarketplaceClient,
  store: StoreRef,
  shipmentId: string,
  query: LabelsQuery,
): Promise<Buffer> {
  const answer = await client.call<{ payload?: { DownloadURL?: string } }>(store, 'getLabels', {
    path: `/fba/inbound/v0/shipments/${encodeURIComponent(shipmentId)}/labels`,
    query,
  });
  const url = answer.payload?.DownloadURL;
  if (!url) throw new MarketplaceError('rejected', 'getLabels: Amazon gave no DownloadURL');
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      if (response.status < 500)
        throw new MarketplaceError('rejected', `Label download failed (HTTP ${response.status})`);
    } catch (error) {
      if (error instanceof MarketplaceError) throw error;
    }
    if (attempt >= MAX_ATTEMPTS) throw new MarketplaceError('unavailable', 'Label download kept failing');
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}
