import {
  checkCanCreateShipments,
  inboundMessages,
  type Creation,
  type PackingGroupView,
  type PlanRequestResponse,
} from '@stowline/domain';

/**
 * The Review Shipping Plan tab's own state: which plans are ticked for Create Shipment, the FC
 * tried last (its plans get a table of their own) and the FCs marked favourite here. The plans
 * themselves are the server's (the plan request); this state only refers to them by ShipmentId.
 */
export interface PlanReviewState {
  /** The plans the selection was made for: a new set of plans starts a new selection. */
  planKey: string;
  selectedIds: ReadonlySet<string>;
  triedFc: string | null;
  /** `${fc}|${fbaType}` marked favourite from this tab (the icon is disabled afterwards). */
  favourited: ReadonlySet<string>;
}

export type PlanReviewAction =
  | { type: 'plans-changed'; planKey: string; openIds: readonly string[] }
  | { type: 'toggle'; shipmentId: string; selected: boolean }
  | { type: 'select-all'; openIds: readonly string[]; selected: boolean }
  | { type: 'try-fc'; fc: string | null }
  | { type: 'favourited'; fc: string; fbaTypes: readonly string[] };

export const initialPlanReview: PlanReviewState = {
  planKey: '',
  selectedIds: new Set(),
  triedFc: null,
  favourited: new Set(),
};

export const favouriteKey = (fc: string, fbaType: string) => `${fc}|${fbaType}`;

/**
 * Decisions: a new set of plans (a new request, another placement option) starts with every
 * open plan ticked, as Amazon wants all shipments of a plan created and sent within 30 days;
 * a plan that leaves the list (created) leaves the selection; 'select all' ticks every open plan
 * (the spec's "selected plan ids set to all plan ids").
 */
export function planReviewReducer(state: PlanReviewState, action: PlanReviewAction): PlanReviewState {
  switch (action.type) {
    case 'plans-changed': {
      if (action.planKey !== state.planKey)
        return { ...state, planKey: action.planKey, selectedIds: new Set(action.openIds) };
      const open = new Set(action.openIds);
      const kept = [...state.selectedIds].filter((id) => open.has(id));
      return kept.length === state.selectedIds.size ? state : { ...state, selectedIds: new Set(kept) };
    }
    case 'toggle': {
      const selectedIds = new Set(state.selectedIds);
      if (action.selected) selectedIds.add(action.shipmentId);
      else selectedIds.delete(action.shipmentId);
      return { ...state, selectedIds };
    }
    case 'select-all':
      return { ...state, selectedIds: new Set(action.selected ? action.openIds : []) };
    case 'try-fc':
      return { ...state, triedFc: action.fc };
    case 'favourited':
      return {
        ...state,
        favourited: new Set([...state.favourited, ...action.fbaTypes.map((t) => favouriteKey(action.fc, t))]),
      };
  }
}

/** A set of plans: the request and the placement option its plans belong to. */
export function getPlanKey(planRequest: PlanRequestResponse | null | undefined): string {
  if (!planRequest) return '';
  const chosen = planRequest.placementOptions.find((o) => o.chosen)?.placementOptionId ?? '';
  return `${planRequest._id}:${chosen}:${planRequest.status}`;
}

/**
 * What Create Shipment creates: a plan (a shipment of the chosen placement option) or, for small
 * parcel packed first, a packing group (`ShipmentId` is then its packingGroupId). A plan is one.
 */
export interface Creatable {
  /** Amazon's id the calls take (sh… or pg…); never shown (getPlanLabel). */
  ShipmentId: string;
  /** Its place in the request (a packing group's groupNumber): 'Plan n', 'Packing group n'. */
  planNumber: number;
  Items: readonly { SellerSKU: string; Quantity: number }[];
  totalUnits: number;
  creation: Creation;
  /** A plan's centre; a packing group has none until Amazon places its boxes. */
  DestinationFulfillmentCenterId?: string;
}

/** A packing group as Create Shipment sees it. */
export const toCreatable = (group: PackingGroupView): Creatable => ({
  ShipmentId: group.packingGroupId,
  planNumber: group.groupNumber,
  Items: group.Items,
  totalUnits: group.totalUnits,
  creation: group.creation,
});

/**
 * Whether the review lists the request's packing groups (small parcel, packed before placement)
 * rather than plans: until Amazon has placed the packed boxes, there are no plans yet.
 */
export const isPackingGroupReview = (planRequest: PlanRequestResponse | null | undefined): boolean =>
  !!planRequest && planRequest.packingGroups.length > 0 && planRequest.InboundShipmentPlans.length === 0;

/** The plans still to create: a created plan leaves the list (spec section 4). */
export function getOpenPlans(
  planRequest: PlanRequestResponse | null | undefined,
): PlanRequestResponse['InboundShipmentPlans'] {
  return (planRequest?.InboundShipmentPlans ?? []).filter((plan) => plan.creation.status !== 'CREATED');
}

/** The packing groups whose shipments are not created yet. */
export function getOpenPackingGroups(planRequest: PlanRequestResponse | null | undefined): Creatable[] {
  return (planRequest?.packingGroups ?? []).filter((g) => g.creation.status !== 'CREATED').map(toCreatable);
}

/** Whether a plan can be ticked for creation (not being created already). */
export const isPlanCreatable = (plan: Creatable) =>
  plan.creation.status === 'NOT_STARTED' || plan.creation.status === 'FAILED';

/**
 * Why Create Shipment cannot run, or undefined (spec section 5): no plan, none ticked, no SKU in
 * the ticked plans, then 'No shipment selected!' when every ticked plan is already being created.
 */
export function getCreateHint(openPlans: readonly Creatable[], selectedIds: ReadonlySet<string>): string | undefined {
  const selected = openPlans.filter((plan) => selectedIds.has(plan.ShipmentId));
  const hint = checkCanCreateShipments({
    planCount: openPlans.length,
    selectedPlanCount: selected.length,
    skuCount: selected.reduce((n, plan) => n + plan.Items.length, 0),
  });
  if (hint) return hint;
  return selected.some(isPlanCreatable) ? undefined : inboundMessages.noShipmentSelected;
}
