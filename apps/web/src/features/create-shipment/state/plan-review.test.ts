import { describe, expect, it } from 'vitest';
import { inboundMessages, type PlanRequestResponse, type ShipmentPlan } from '@stowline/domain';
import {
  getCreateHint,
  getOpenPlans,
  getPlanKey,
  initialPlanReview,
  planReviewReducer,
  type PlanReviewState,
} from './plan-review';

const plan = (ShipmentId: string, creation: ShipmentPlan['creation']['status'] = 'NOT_STARTED', skus = 1) =>
  ({
    ShipmentId,
    Items: Array.from({ length: skus }, (_, i) => ({ SellerSKU: `${ShipmentId}-${i}`, Quantity: 1 })),
    creation: { status: creation },
  }) as unknown as ShipmentPlan;

const request = (plans: ShipmentPlan[], chosen = 'po-1', status: PlanRequestResponse['status'] = 'SUCCESS') =>
  ({
    _id: 'pr-1',
    status,
    InboundShipmentPlans: plans,
    placementOptions: [{ placementOptionId: chosen, chosen: true }],
  }) as unknown as PlanRequestResponse;

const ids = (state: PlanReviewState) => [...state.selectedIds].sort();

describe('the plan review state', () => {
  it('ticks every open plan when a new set of plans arrives, and keeps the choice while it stays', () => {
    const first = request([plan('S1'), plan('S2')]);
    let state = planReviewReducer(initialPlanReview, {
      type: 'plans-changed',
      planKey: getPlanKey(first),
      openIds: ['S1', 'S2'],
    });
    expect(ids(state)).toEqual(['S1', 'S2']);
    state = planReviewReducer(state, { type: 'toggle', shipmentId: 'S1', selected: false });
    state = planReviewReducer(state, { type: 'plans-changed', planKey: getPlanKey(first), openIds: ['S1', 'S2'] });
    expect(ids(state)).toEqual(['S2']);
    // Another placement option chosen (Try this FC): its plans are all ticked.
    const other = request([plan('S3')], 'po-2');
    state = planReviewReducer(state, { type: 'plans-changed', planKey: getPlanKey(other), openIds: ['S3'] });
    expect(ids(state)).toEqual(['S3']);
  });

  it('drops a created plan from the selection, and select all ticks every open plan', () => {
    const key = getPlanKey(request([plan('S1'), plan('S2')]));
    let state = planReviewReducer(initialPlanReview, { type: 'plans-changed', planKey: key, openIds: ['S1', 'S2'] });
    state = planReviewReducer(state, { type: 'plans-changed', planKey: key, openIds: ['S2'] });
    expect(ids(state)).toEqual(['S2']);
    state = planReviewReducer(state, { type: 'select-all', openIds: ['S2', 'S4'], selected: true });
    expect(ids(state)).toEqual(['S2', 'S4']);
    state = planReviewReducer(state, { type: 'select-all', openIds: ['S2', 'S4'], selected: false });
    expect(ids(state)).toEqual([]);
  });

  it('remembers the FC tried and the favourites marked', () => {
    let state = planReviewReducer(initialPlanReview, { type: 'try-fc', fc: 'ONT8' });
    state = planReviewReducer(state, { type: 'favourited', fc: 'ONT8', fbaTypes: ['STANDARD', 'HAZMAT'] });
    expect(state.triedFc).toBe('ONT8');
    expect([...state.favourited]).toEqual(['ONT8|STANDARD', 'ONT8|HAZMAT']);
  });
});

describe('the plans still to create', () => {
  it('leave out created plans', () => {
    const plans = getOpenPlans(request([plan('S1', 'CREATED'), plan('S2', 'FAILED'), plan('S3')]));
    expect(plans.map((p) => p.ShipmentId)).toEqual(['S2', 'S3']);
  });
});

describe('the Create Shipment hints', () => {
  it.each([
    ['no plan', [], [], inboundMessages.noShipmentPlanExists],
    ['no plan ticked', [plan('S1')], [], inboundMessages.noShipmentPlanSelected],
    ['ticked plans without SKUs', [plan('S1', 'NOT_STARTED', 0)], ['S1'], inboundMessages.noSkuSelected],
    ['ticked plans all being created', [plan('S1', 'IN_PROGRESS')], ['S1'], inboundMessages.noShipmentSelected],
    ['a plan ready to create', [plan('S1'), plan('S2', 'IN_PROGRESS')], ['S1', 'S2'], undefined],
  ])('%s: %s', (_case, plans, selected, hint) => {
    expect(getCreateHint(plans, new Set(selected))).toBe(hint);
  });
});
