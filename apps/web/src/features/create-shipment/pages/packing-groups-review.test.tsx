import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PackingGroupView, PlanRequestResponse } from '@stowline/domain';
import { initialPlanReview } from '../state/plan-review';
import { ReviewPlanPanel } from '../components/review-plan-panel';
import { CreateShipmentContainer } from './create-shipment-container';
import { getOpenPackingGroups } from '../state/plan-review';

const group = (id: string, sku: string, creation: Partial<PackingGroupView['creation']> = {}): PackingGroupView => ({
  packingGroupId: id,
  groupNumber: 1,
  inboundPlanId: 'wf-1',
  Items: [
    {
      SellerSKU: sku,
      FulfillmentNetworkSKU: 'X0001',
      Quantity: 10,
      fbaType: 'STANDARD',
      labelOwner: 'SELLER',
      prepOwner: 'NONE',
      expiration: sku === 'OVER-1' ? '2031-06-30' : null,
    },
  ],
  totalUnits: 10,
  creation: {
    status: 'NOT_STARTED',
    name: null,
    shipmentConfirmationId: null,
    shipmentRowId: null,
    message: null,
    ...creation,
  },
});

const request = (groups: PackingGroupView[]): PlanRequestResponse => ({
  _id: '00000000-0000-4000-8000-00000000000b',
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
  // Numbered by their place, as the server numbers them.
  packingGroups: groups.map((g, i) => ({ ...g, groupNumber: i + 1 })),
  erroredSkuList: [],
  placementOptions: [],
  dangerousGoods: false,
  achievedPercentage: 100,
  createdAt: '2026-11-24T20:00:00.000Z',
  updatedAt: '2026-11-24T20:00:00.000Z',
});

const twoGroups = request([group('pg-1', 'STD-1'), group('pg-2', 'OVER-1')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the review of a small-parcel request', () => {
  it('lists its packing groups with their SKUs, units, owners and expiry instead of plans', () => {
    const onCreate = vi.fn();
    render(
      <ReviewPlanPanel
        planRequest={twoGroups}
        loading={false}
        requesting={false}
        clearing={false}
        onRunOneByOne={() => {}}
        onClear={() => {}}
        openPlans={[]}
        review={initialPlanReview}
        onReview={() => {}}
        favourites={[]}
        optionPending={false}
        onTryFc={() => {}}
        onChooseOption={() => {}}
        favouritePending={false}
        onMarkFavourite={() => {}}
        onCreateShipment={onCreate}
      />,
    );
    const groups = within(screen.getByRole('list', { name: 'Packing groups' })).getAllByRole('listitem', {
      name: /Packing group/,
    });
    expect(groups).toHaveLength(2);
    expect(within(groups[0]!).getByText('STD-1 · 10 units')).toBeTruthy();
    expect(within(groups[0]!).getByText('Label: Seller · Prep: None')).toBeTruthy();
    expect(within(groups[1]!).getByText('Label: Seller · Prep: None · Expires 2031-06-30')).toBeTruthy();
    expect(screen.getByText(/SKUs Amazon packs together/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create Shipment' }));
    expect(onCreate).toHaveBeenCalled();
  });
});

describe('Create Shipment on packing groups', () => {
  it('asks once for every group, with the Shipping mode and the Partnered choice, and opens the groups’ shipments once created', async () => {
    const created = request([
      group('pg-1', 'STD-1', { status: 'CREATED', name: 'Parcel_1', shipmentRowId: 'row-1' }),
      group('pg-2', 'OVER-1', { status: 'CREATED', name: 'Parcel_2', shipmentRowId: 'row-2' }),
    ]);
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ message: 'Creating the shipments…', planRequest: created }))
        : new Response(JSON.stringify(twoGroups)),
    );
    vi.stubGlobal('fetch', fetch);
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const onCreated = vi.fn();
    const open2 = getOpenPackingGroups(twoGroups);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CreateShipmentContainer
          planRequest={twoGroups}
          openPlans={open2}
          selectedIds={new Set(open2.map((g) => g.ShipmentId))}
          shipmentType="SP"
          onCreated={onCreated}
          onClose={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/2 packing groups selected/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Shipment Name/), { target: { value: 'Parcel' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Partnered' }));
    fireEvent.click(screen.getByRole('option', { name: 'Non Partnered' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(/All 2 shipments were created/)).toBeTruthy();
    const posts = fetch.mock.calls.filter((call) => call[1]?.method === 'POST');
    expect(posts.map((call) => call[0])).toEqual(['/api/v1/createShipment/create-inbound-shipment/pg-1']);
    expect(JSON.parse(posts[0]![1]!.body as string)).toMatchObject({
      ShipmentName: 'Parcel',
      shipmentType: 'SP',
      isPartnered: 'false',
    });
    expect(open).toHaveBeenCalledWith('/dashboard/boxContent?shipmentIds=row-1%2Crow-2', '_blank');
    expect(onCreated).toHaveBeenCalledTimes(1);
  });
});
