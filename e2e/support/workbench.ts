import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ShipmentDetail, ShipmentStatsResponse } from '@stowline/domain';
import { callApi, onboardedSeller } from './products.js';

/**
 * The WORKING shipments of the signed-in seller's store (the shipments sync brings the demo
 * store's in), each read whole, first the ones `pick` prefers.
 */
export async function workingShipments(request: APIRequestContext, page: Page): Promise<ShipmentDetail[]> {
  const { stats } = await callApi<ShipmentStatsResponse>(
    request,
    page,
    'POST',
    '/fullfilment/get-shipment-stats/50/1',
    {
      status: 'WORKING',
    },
  );
  const details: ShipmentDetail[] = [];
  for (const row of stats) {
    const { shipment } = await callApi<{ shipment: ShipmentDetail }>(
      request,
      page,
      'GET',
      `/fullfilment/get-shipment/${row._id}`,
    );
    if (shipment.editable) details.push(shipment);
  }
  return details;
}

/** One WORKING shipment that is (or is not) case-packed, with at least `minSkus` SKUs. */
export async function findWorkingShipment(
  request: APIRequestContext,
  page: Page,
  { casePacked, minSkus = 1 }: { casePacked: boolean; minSkus?: number },
): Promise<ShipmentDetail | null> {
  const shipments = await workingShipments(request, page);
  return shipments.find((s) => s.areCasesRequired === casePacked && s.skus >= minSkus) ?? null;
}

/** The workbench (Shipment Details) of one shipment, its heading shown. */
export async function openWorkbench(page: Page, shipmentRowId: string) {
  await page.goto(`/dashboard/boxContent?shipmentIds=${shipmentRowId}`);
  await expect(page.getByRole('heading', { name: 'Shipment Details' })).toBeVisible();
}

export const boxPanel = (page: Page) => page.getByRole('region', { name: 'Box Content' });

/**
 * A new seller's WORKING loose-pack demo shipment, made SP non-partnered with `contentPreference`,
 * with two new boxes of one unit each, open in the workbench (the label journeys' start).
 */
export async function shipmentWithTwoBoxes(
  page: Page,
  request: APIRequestContext,
  sellerName: string,
  contentPreference: 'FEED' | '2D_BARCODE',
): Promise<ShipmentDetail> {
  await onboardedSeller(page, request, sellerName);
  const shipment = (await findWorkingShipment(request, page, { casePacked: false }))!;
  expect(shipment, 'a WORKING loose-pack shipment in the demo store').not.toBeNull();
  await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
    inboundShipmentId: shipment._id,
    shipmentType: 'SP',
    isPartnered: 'false',
    contentPreference,
  });
  await callApi(request, page, 'POST', '/fullfilment/create-boxes', {
    inboundShipmentId: shipment._id,
    item: { quantity: 1, sellerSku: shipment.items[0]!.sellerSku },
    numberOfBoxes: 2,
  });
  await page.goto(`/dashboard/boxContent?shipmentIds=${shipment._id}`);
  await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (2)');
  return shipment;
}
