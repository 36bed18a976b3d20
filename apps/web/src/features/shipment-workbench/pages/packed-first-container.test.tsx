import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { inboundMessages, type PlanRequestResponse, type ShipmentPlan } from '@stowline/domain';
import { PackedFirstContainer } from './packed-first-container';

const creation = {
  status: 'NOT_STARTED' as const,
  name: null,
  shipmentConfirmationId: null,
  shipmentRowId: null,
  message: null,
};

const packed: PlanRequestResponse = {
  _id: '00000000-0000-4000-8000-00000000000c',
  mode: 'standard',
  status: 'SUCCESS',
  step: 'DONE',
  progress: 100,
  message: '2 packing groups are ready to pack',
  storeMarketplaceId: '00000000-0000-4000-8000-000000000001',
  warehouseId: '00000000-0000-4000-8000-000000000002',
  LabelPrepPreference: 'SELLER_LABEL',
  selectedFcid: null,
  shippingMode: 'SP',
  InboundShipmentPlans: [],
  packingGroups: [],
  erroredSkuList: [],
  placementOptions: [],
  dangerousGoods: false,
  achievedPercentage: 100,
  createdAt: '2026-11-24T20:00:00.000Z',
  updatedAt: '2026-11-24T20:00:00.000Z',
};

const plan = (ShipmentId: string, fc: string): ShipmentPlan => ({
  ShipmentId,
  planNumber: 1,
  DestinationFulfillmentCenterId: fc,
  ShipToAddress: {
    Name: 'Amazon',
    AddressLine1: '1 Dock Rd',
    City: 'Edison',
    StateOrProvinceCode: 'NJ',
    PostalCode: '08817',
    CountryCode: 'US',
  },
  LabelPrepType: 'SELLER_LABEL',
  AreCasesRequired: false,
  Items: [{ SellerSKU: `${ShipmentId}-SKU`, FulfillmentNetworkSKU: 'X0001', Quantity: 10, fbaType: 'STANDARD' }],
  inboundPlanId: 'wf-1',
  placementOptionId: 'po-1',
  totalUnits: 10,
  placementFee: { amount: 0, currency: 'USD' },
  creation,
});

const placedOffer: PlanRequestResponse = {
  ...packed,
  InboundShipmentPlans: [plan('sh-1', 'IND9'), plan('sh-2', 'LGB8')],
  placementOptions: [
    {
      placementOptionId: 'po-1',
      inboundPlanId: 'wf-1',
      status: 'OFFERED',
      centres: 2,
      fulfillmentCenterIds: ['IND9', 'LGB8'],
      shipmentIds: ['sh-1', 'sh-2'],
      units: 20,
      totalFee: 0,
      feePerUnit: 0,
      discount: 0,
      currency: 'USD',
      expiration: null,
      chosen: true,
    },
  ],
};

function renderBanner(
  request: PlanRequestResponse,
  post: (url: string) => Response,
  notPackedReason: string | null = null,
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST' ? post(url) : new Response(JSON.stringify(request)),
  );
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PackedFirstContainer
            shipment={{
              _id: 'row-1',
              shipmentName: 'Parcel_1',
              settings: {
                contentPreference: 'FEED',
                shipmentType: 'SP',
                isPartnered: 'true',
                carrierName: 'UPS',
              } as never,
            }}
            packedFirst={{ planRequestId: request._id, packingGroupId: 'pg-1' }}
            notPackedReason={notPackedReason}
          />
        ),
      },
    ],
    { initialEntries: ['/dashboard/boxContent?shipmentIds=row-1'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the banner of a shipment packed before placement', () => {
  it('holds Send Box Contents back with the reason while this shipment is not packed', async () => {
    renderBanner(packed, () => new Response('{}'), 'Box dimensions are required');
    expect(await screen.findByText('Packed before placement')).toBeTruthy();
    expect(screen.getByText(inboundMessages.notPlacedYet)).toBeTruthy();
    const button = screen.getByRole('button', { name: /Send Box Contents/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Box dimensions are required')).toBeTruthy();
  });

  it("shows the server's refusal naming another group not packed", async () => {
    const refusal = inboundMessages.notPacked('Parcel_2');
    const fetch = renderBanner(
      packed,
      () => new Response(JSON.stringify({ message: refusal, code: 'VALIDATION' }), { status: 400 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send Box Contents' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(fetch.mock.calls.find((c) => c[1]?.method === 'POST')?.[0]).toBe(
      '/api/v1/createShipment/packed-shipments/row-1/send-box-contents',
    );
  });

  it("lists Amazon's placement options and confirms the placement of every shipment in one call", async () => {
    const fetch = renderBanner(
      placedOffer,
      () => new Response(JSON.stringify({ message: 'Creating the shipments…', planRequest: placedOffer })),
    );
    expect(await screen.findByText('Placement options')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Box Contents' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm placement' }));
    await waitFor(() => expect(fetch.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(true));
    const posts = fetch.mock.calls.filter((c) => c[1]?.method === 'POST');
    expect(posts.map((c) => c[0])).toEqual(['/api/v1/createShipment/create-inbound-shipment/sh-1']);
    expect(JSON.parse(posts[0]![1]!.body as string)).toMatchObject({
      ShipmentName: 'Parcel',
      IntendedBoxContentsSource: 'FEED',
      isPartnered: 'true',
    });
  });

  it('says beside Amazon’s options what its no-fee option means against the cheapest paid one', async () => {
    const paid = {
      ...placedOffer.placementOptions[0]!,
      placementOptionId: 'po-2',
      centres: 1,
      fulfillmentCenterIds: ['IND9'],
      shipmentIds: ['sh-3'],
      totalFee: 18.4,
      feePerUnit: 0.92,
      chosen: false,
    };
    renderBanner(
      { ...placedOffer, placementOptions: [...placedOffer.placementOptions, paid] },
      () => new Response('{}'),
    );
    expect((await screen.findByTestId('placement-comparison')).textContent).toBe(
      'No placement fee: 2 shipments to 2 centres. Cheapest paid option: 1 shipment to 1 centre for $18.40.',
    );
    expect(screen.queryByText(/sh-\d/)).toBeNull();
  });
});
