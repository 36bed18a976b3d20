import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PlacementOptionView, PlanRequestResponse, ShipmentPlan } from '@stowline/domain';
import { initialPlanReview } from '../state/plan-review';
import { ReviewPlanPanel } from './review-plan-panel';

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
  Items: [{ SellerSKU: `${fc}-SKU`, FulfillmentNetworkSKU: 'X0001', Quantity: 12, fbaType: 'STANDARD' }],
  inboundPlanId: 'wf-1',
  placementOptionId: 'po-free',
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

const option = (
  placementOptionId: string,
  fcs: string[],
  totalFee: number,
  chosen: boolean,
  currency = 'USD',
): PlacementOptionView => ({
  placementOptionId,
  inboundPlanId: 'wf-1',
  status: 'OFFERED',
  centres: fcs.length,
  fulfillmentCenterIds: fcs,
  shipmentIds: fcs.map((fc) => `sh38482429-a589-${placementOptionId}-${fc}`),
  units: 36,
  totalFee,
  feePerUnit: Math.round((totalFee / 36) * 100) / 100,
  discount: 0,
  currency,
  expiration: null,
  chosen,
});

const request = (plans: ShipmentPlan[], placementOptions: PlacementOptionView[]): PlanRequestResponse => ({
  _id: '00000000-0000-4000-8000-00000000000a',
  mode: 'standard',
  status: 'SUCCESS',
  step: 'DONE',
  progress: 100,
  message: '3 shipment plans are ready',
  storeMarketplaceId: '00000000-0000-4000-8000-000000000001',
  warehouseId: '00000000-0000-4000-8000-000000000002',
  LabelPrepPreference: 'SELLER_LABEL',
  selectedFcid: null,
  shippingMode: 'LTL',
  // Numbered by their place, as the server numbers them.
  InboundShipmentPlans: plans.map((p, i) => ({ ...p, planNumber: i + 1 })),
  packingGroups: [],
  erroredSkuList: [],
  placementOptions,
  dangerousGoods: false,
  achievedPercentage: 100,
  createdAt: '2026-11-24T20:00:00.000Z',
  updatedAt: '2026-11-24T20:00:00.000Z',
});

// Amazon's three splits, as Send to Amazon offers them: the no-fee one chosen.
const options = [
  option('po-one', ['IND9'], 42.3, false),
  option('po-two', ['SMF3', 'MCO1'], 25.92, false),
  option('po-free', ['ABE2', 'TPA1', 'RDU1'], 0, true),
];

function renderPanel(planRequest: PlanRequestResponse) {
  const openPlans = planRequest.InboundShipmentPlans.filter((p) => p.creation.status !== 'CREATED');
  render(
    <ReviewPlanPanel
      planRequest={planRequest}
      loading={false}
      requesting={false}
      clearing={false}
      onRunOneByOne={() => {}}
      onClear={() => {}}
      openPlans={openPlans}
      review={{ ...initialPlanReview, selectedIds: new Set(openPlans.map((p) => p.ShipmentId)) }}
      onReview={() => {}}
      favourites={[]}
      optionPending={false}
      onTryFc={() => {}}
      onChooseOption={() => {}}
      favouritePending={false}
      onMarkFavourite={() => {}}
      onCreateShipment={() => {}}
    />,
  );
}

afterEach(cleanup);

describe('Amazon’s placement options in the review', () => {
  it('say beside them what the no-fee option means against the cheapest paid one', () => {
    renderPanel(request([plan('sh-1', 'ABE2'), plan('sh-2', 'TPA1'), plan('sh-3', 'RDU1')], options));
    expect(screen.getByTestId('placement-comparison').textContent).toBe(
      'No placement fee: 3 shipments to 3 centres. Cheapest paid option: 2 shipments to 2 centres for $25.92.',
    );
    const chosen = within(screen.getByRole('list', { name: 'Placement options' }))
      .getAllByRole('listitem')
      .filter((card) => within(card).queryByText('Chosen'));
    expect(chosen.map((card) => card.getAttribute('aria-label'))).toEqual(['3 centres, $0.00 placement fee']);
  });

  it('state the paid option’s fee in Amazon’s currency, and say when every option is paid', () => {
    renderPanel(
      request(
        [plan('sh-1', 'YYZ4')],
        [option('po-one', ['YYZ4'], 12.5, true, 'CAD'), option('po-two', ['YYZ4', 'YVR2'], 20, false, 'CAD')],
      ),
    );
    expect(screen.getByTestId('placement-comparison').textContent).toBe(
      'Every option has a placement fee. Cheapest: 1 shipment to 1 centre for CA$12.50.',
    );
  });
});

describe('the plans table', () => {
  it('calls plans by their place, their name or their FBA id, never by Amazon’s internal shipment id', () => {
    renderPanel(
      request(
        [
          plan('sh38482429-a589-1', 'ABE2'),
          // Being created: it has the name the seller typed.
          plan('sh38482429-a589-2', 'TPA1', { status: 'IN_PROGRESS', name: 'Spring restock_2' }),
          // A sibling of a confirmed option: Amazon gave it its FBA id.
          plan('sh38482429-a589-3', 'RDU1', { shipmentConfirmationId: 'FBA1RDU1X2Y3' }),
        ],
        options,
      ),
    );
    const table = screen.getByRole('table', { name: 'Shipment plans' });
    expect(within(table).getByRole('columnheader', { name: 'Shipment' })).toBeTruthy();
    const rows = within(table).getAllByTestId('plan-row');
    expect(rows.map((row) => row.querySelectorAll('td')[1]!.textContent)).toEqual([
      'Plan 1',
      'Spring restock_2Creating…',
      'FBA1RDU1X2Y3',
    ]);
    expect(table.textContent).not.toMatch(/sh38482429/);
    expect(within(rows[0]!).getByRole('checkbox', { name: 'Select Plan 1' })).toBeTruthy();

    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Open Shipment Details of FBA1RDU1X2Y3' }));
    const details = screen.getByRole('dialog', { name: 'Shipment SKU Details' });
    expect(within(details).getByText('FBA1RDU1X2Y3 · RDU1')).toBeTruthy();
    expect(details.textContent).not.toMatch(/sh38482429/);
  });
});
