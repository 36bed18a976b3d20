import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ShipmentDetail, TransportState } from '@stowline/domain';
import { createPackedFirstShipment } from './packed-first-shipment.js';
import { callApi } from './products.js';

/**
 * A small-parcel shipment packed first, placed by Amazon and with its partnered UPS transport
 * confirmed (PENDING_TO_MARK_SHIP), through the calls the drawer and the workbench make
 * (`createPackedFirstShipment`, then Submit and Confirm): `skus` standard SKUs of 10 units
 * (case-packed: two cases of at most 25), each SKU in a box of its own, 14 x 10 x 8 in and 6 lb,
 * the first SKU's last `split` units in a box after the others (case-packed: a case a box, Pack
 * Boxes with Case Qty). Amazon takes quantity changes then.
 */
export async function placedShipmentWithConfirmedTransport(
  request: APIRequestContext,
  page: Page,
  {
    casePacked = false,
    skus = 2,
    split = 0,
    name = 'Parcel journey',
  }: { casePacked?: boolean; skus?: number; split?: number; name?: string } = {},
): Promise<ShipmentDetail> {
  const call = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
    callApi<T>(request, page, method, path, body);
  const { shipment: placed } = await createPackedFirstShipment(request, page, {
    skus,
    name,
    casePacked,
    maxCaseQuantity: 25,
    units: 10,
    settings: { isPartnered: 'true', carrierName: 'UNITED_PARCEL_SERVICE_INC' },
    pack: async (rowId, group) => {
      let boxIds: string[];
      if (casePacked) {
        await call('PATCH', '/fullfilment/pack-boxes-with-case-qty', { inboundShipmentId: rowId });
        ({ allBoxesIds: boxIds } = await call<{ allBoxesIds: string[] }>('POST', '/fullfilment/get-boxes', {
          inboundShipmentId: rowId,
        }));
      } else {
        const { boxes } = await call<{ boxes: { _id: string }[] }>('POST', '/fullfilment/create-boxes', {
          inboundShipmentId: rowId,
          emptyBox: true,
          newBoxCount: group.Items.length + (split ? 1 : 0),
        });
        boxIds = boxes.map((b) => b._id);
        for (const [j, item] of group.Items.entries())
          await call('POST', '/fullfilment/add-item-to-box', {
            boxId: boxIds[j],
            item: { quantity: item.Quantity - (j === 0 ? split : 0), sellerSku: item.SellerSKU },
          });
        if (split)
          await call('POST', '/fullfilment/add-item-to-box', {
            boxId: boxIds[group.Items.length],
            item: { quantity: split, sellerSku: group.Items[0]!.SellerSKU },
          });
      }
      await call('POST', '/fullfilment/update-dimesions', {
        shipmentId: rowId,
        boxIds,
        dimensions: { length: 14, width: 10, height: 8, weight: 6, weightUnit: 'pounds' },
      });
    },
  });
  const rowId = placed._id;

  // The plan's partnered UPS transport, estimated and confirmed as Submit and Confirm do.
  const settled = async () => {
    let last: TransportState | null = null;
    await expect
      .poll(
        async () => {
          last = (await call<{ transport: TransportState }>('GET', `/fullfilment/get-transport/${rowId}`)).transport;
          return last.step;
        },
        { timeout: 90_000, intervals: [250] },
      )
      .toBeNull();
    return last! as TransportState;
  };
  await call('POST', '/fullfilment/sync-transport-content', {
    inboundShipmentId: rowId,
    ShipmentType: 'SP',
    IsPartnered: 'true',
    CarrierName: 'UNITED_PARCEL_SERVICE_INC',
  });
  const estimated = await settled();
  expect(estimated.error).toBeNull();
  const option = estimated.options.find((o) => o.matchesSettings)!;
  await call('POST', '/fullfilment/confirm-transport-shipment-content', {
    inboundShipmentId: rowId,
    transportationOptionId: option.transportationOptionId,
  });
  const confirmed = await settled();
  expect(confirmed.error).toBeNull();
  expect(confirmed.transportStatus).toBe('CONFIRMED');
  const { shipment } = await call<{ shipment: ShipmentDetail }>('GET', `/fullfilment/get-shipment/${rowId}`);
  expect(shipment.shipmentStatus).toBe('PENDING_TO_MARK_SHIP');
  return shipment;
}
