import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { inboundMessages, type PlanRequestResponse, type ShipmentPlan } from '@stowline/domain';
import { CREATED_SHIPMENT_IDS_KEY } from '../lib/created-shipment-ids';
import { CreateShipmentContainer } from './create-shipment-container';

const plan = (ShipmentId: string, fc: string, creation: Partial<ShipmentPlan['creation']> = {}): ShipmentPlan => ({
  ShipmentId,
  planNumber: 1,
  DestinationFulfillmentCenterId: fc,
  ShipToAddress: {
    Name: 'Amazon.com Services, Inc.',
    AddressLine1: '1 Dock Rd',
    City: 'Edison',
    StateOrProvinceCode: 'NJ',
    PostalCode: '08817',
    CountryCode: 'US',
  },
  LabelPrepType: 'SELLER_LABEL',
  AreCasesRequired: false,
  Items: [{ SellerSKU: `${ShipmentId}-SKU`, FulfillmentNetworkSKU: 'X0001', Quantity: 12, fbaType: 'STANDARD' }],
  inboundPlanId: 'wf-1',
  placementOptionId: 'po-1',
  totalUnits: 12,
  placementFee: { amount: 0, currency: 'USD' },
  creation: {
    status: 'NOT_STARTED',
    name: null,
    shipmentConfirmationId: null,
    shipmentRowId: null,
    message: null,
    ...creation,
  },
});

const request = (plans: ShipmentPlan[]): PlanRequestResponse => ({
  _id: '00000000-0000-4000-8000-00000000000a',
  mode: 'standard',
  status: 'SUCCESS',
  step: 'DONE',
  progress: 100,
  message: '2 shipment plans are ready',
  storeMarketplaceId: '00000000-0000-4000-8000-000000000001',
  warehouseId: '00000000-0000-4000-8000-000000000002',
  LabelPrepPreference: 'SELLER_LABEL',
  selectedFcid: null,
  shippingMode: null,
  // Numbered by their place, as the server numbers them.
  InboundShipmentPlans: plans.map((p, i) => ({ ...p, planNumber: i + 1 })),
  packingGroups: [],
  erroredSkuList: [],
  placementOptions: [],
  dangerousGoods: false,
  achievedPercentage: 100,
  createdAt: '2026-11-24T20:00:00.000Z',
  updatedAt: '2026-11-24T20:00:00.000Z',
});

const twoPlans = request([plan('sh-1', 'IND9'), plan('sh-2', 'LGB8')]);

function renderDialog(selected: string[], onCreated = vi.fn(), shipmentType: 'SP' | 'LTL' = 'SP') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CreateShipmentContainer
        planRequest={twoPlans}
        openPlans={twoPlans.InboundShipmentPlans}
        selectedIds={new Set(selected)}
        shipmentType={shipmentType}
        onCreated={onCreated}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  return onCreated;
}

/** The calls that change something (the dialog also reads its plan request). */
const writes = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter((call) => (call[1] as RequestInit | undefined)?.method !== 'GET');

// The dialog reads its plan request: the server's answer is the request as the panel had it.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(twoPlans))),
  ),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Create Shipment dialog', () => {
  it('shows the _1, _2 names the plans will get and asks for a name before creating anything', () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(twoPlans)));
    vi.stubGlobal('fetch', fetch);
    renderDialog(['sh-1', 'sh-2']);
    fireEvent.change(screen.getByLabelText(/Shipment Name/), { target: { value: 'Spring' } });
    expect(screen.getByText('Shipments will be named Spring_1, Spring_2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Shipment Name/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText(inboundMessages.nameRequired)).toBeTruthy();
    expect(writes(fetch)).toEqual([]);
  });

  it('keeps the plan’s place in the request for its suffix when only the second plan is ticked', () => {
    renderDialog(['sh-2']);
    fireEvent.change(screen.getByLabelText(/Shipment Name/), { target: { value: 'Spring' } });
    // One plan ticked: no list of names; the server names it Spring_2 (its place among the two).
    expect(screen.queryByText(/Shipments will be named/)).toBeNull();
    expect(screen.getByText(/1 shipment plan selected/)).toBeTruthy();
  });

  it('creates the shipments as the drawer’s Shipping mode says: LTL for pallets', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ message: 'Creating the shipment…', planRequest: twoPlans }))
        : new Response(JSON.stringify(twoPlans)),
    );
    vi.stubGlobal('fetch', fetch);
    renderDialog(['sh-1'], vi.fn(), 'LTL');
    fireEvent.change(screen.getByLabelText(/Shipment Name/), { target: { value: 'Pallets' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(JSON.parse(writes(fetch)[0]![1]!.body as string)).toMatchObject({ shipmentType: 'LTL' });
  });

  it('is disabled with the spec’s hint when no plan is ticked', () => {
    renderDialog([]);
    expect(screen.getByLabelText(`Create: ${inboundMessages.noShipmentPlanSelected}`)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists a plan Amazon failed above "Partially Completed", hands over the created plan and opens it', async () => {
    const answered = request([
      plan('sh-1', 'IND9', {
        status: 'CREATED',
        name: 'Spring_1',
        shipmentConfirmationId: 'FBA1ABC',
        shipmentRowId: 'row-1',
      }),
      plan('sh-2', 'LGB8', { status: 'FAILED', name: 'Spring_2', message: 'LGB8 is not taking shipments' }),
    ]);
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ message: 'Creating the shipment…', planRequest: answered }))
        : new Response(JSON.stringify(twoPlans)),
    );
    vi.stubGlobal('fetch', fetch);
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const onCreated = renderDialog(['sh-1', 'sh-2']);

    fireEvent.change(screen.getByLabelText(/Shipment Name/), { target: { value: 'Spring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(inboundMessages.partiallyCompleted)).toBeTruthy();
    // The failed plan is named as the seller named it, never by Amazon's internal shipment id.
    expect(screen.getByText('Spring_2: LGB8 is not taking shipments')).toBeTruthy();
    expect(screen.queryByText(/sh-\d/)).toBeNull();
    expect(writes(fetch).map((call) => call[0])).toEqual([
      '/api/v1/createShipment/create-inbound-shipment/sh-1',
      '/api/v1/createShipment/create-inbound-shipment/sh-2',
    ]);
    expect(onCreated).toHaveBeenCalledWith([answered.InboundShipmentPlans[0]]);
    expect(JSON.parse(localStorage.getItem(CREATED_SHIPMENT_IDS_KEY)!)).toEqual(['row-1']);
    expect(open).toHaveBeenCalledWith('/dashboard/boxContent?shipmentIds=row-1', '_blank');
  });

  it('calls a plan Amazon refused at once by its place, "Plan 2", not by Amazon’s internal id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        init?.method === 'POST' && url.endsWith('/sh-2')
          ? new Response(JSON.stringify({ message: inboundMessages.optionExpired, code: 'CONFLICT' }), { status: 409 })
          : init?.method === 'POST'
            ? new Response(JSON.stringify({ message: 'Creating the shipment…', planRequest: twoPlans }))
            : new Response(JSON.stringify(twoPlans)),
      ),
    );
    renderDialog(['sh-2']);
    fireEvent.change(screen.getByLabelText(/Shipment Name/), { target: { value: 'Spring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(`Plan 2: ${inboundMessages.optionExpired}`)).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Plan 2' })).toBeTruthy();
    expect(screen.queryByText(/sh-2/)).toBeNull();
  });
});
