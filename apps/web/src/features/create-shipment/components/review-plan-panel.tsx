import { useState, type Dispatch } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatAchievedPercentage,
  SHIP_TO_FBA_TYPES,
  type FbaType,
  type PlacementOptionView,
  type PlanRequestResponse,
  type ShipToWarehouse,
  type ShipmentPlan,
} from '@stowline/domain';
import { createdShipmentsUrl, shipmentIdsOf } from '../lib/created-shipment-ids';
import {
  favouriteKey,
  getCreateHint,
  getOpenPackingGroups,
  isPackingGroupReview,
  type PlanReviewAction,
  type PlanReviewState,
} from '../state/plan-review';
import { PackingGroupsList } from './packing-groups-list';
import { MarkFavouriteDialog } from './mark-favourite-dialog';
import { PlacementOptions } from './placement-options';
import { DangerousGoodsBanner, ErroredSkusList, MultiPlanWarning } from './plan-alerts';
import { PlanProgress } from './plan-progress';
import { planLabelOf, PlansTable } from './plans-table';
import { ShipmentSkuDetailsDialog } from './shipment-sku-details-dialog';
import { TryFcBar } from './try-fc-bar';

interface ReviewPlanPanelProps {
  planRequest: PlanRequestResponse | null;
  loading: boolean;
  /** A plan is being asked for (the dangerous-goods process included). */
  requesting: boolean;
  clearing: boolean;
  onRunOneByOne: () => void;
  onClear: (planRequest: PlanRequestResponse) => void;
  /** The request's plans not created yet. */
  openPlans: ShipmentPlan[];
  /** The plans ticked, the FC tried and the favourites marked here. */
  review: PlanReviewState;
  onReview: Dispatch<PlanReviewAction>;
  /** The account's favourite FCs. */
  favourites: readonly ShipToWarehouse[];
  /** Try this FC or a placement option is being chosen. */
  optionPending: boolean;
  onTryFc: (fc: string) => void;
  onChooseOption: (option: PlacementOptionView) => void;
  favouritePending: boolean;
  /** Saves the plan's FC as a favourite of the types chosen; `onDone` once saved. */
  onMarkFavourite: (
    plan: ShipmentPlan,
    choice: { fbaTypes: FbaType[]; makeDefault: boolean },
    onDone: () => void,
  ) => void;
  onCreateShipment: () => void;
}

const isShipToType = (type: string | null): type is FbaType =>
  type !== null && (SHIP_TO_FBA_TYPES as readonly string[]).includes(type);

/** The FBA types of a plan's SKUs that can keep a favourite FC. */
const fbaTypesOf = (plan: ShipmentPlan): FbaType[] => [
  ...new Set(plan.Items.map((item) => item.fbaType).filter(isShipToType)),
];

/**
 * The Review Shipping Plan tab (spec sections 2, 4 and 8): the plan request's progress, then its
 * plans: errors per SKU, the dangerous-goods banner, the 30-day warning, Amazon's placement
 * options side by side, Try this FC, Clear Ship Plan, the plans table (and the tried FC's own
 * table), Mark as Favourite, Shipment SKU Details and Create Shipment. A small-parcel request
 * lists its packing groups instead until Amazon has placed their packed boxes.
 */
export function ReviewPlanPanel({
  planRequest,
  loading,
  requesting,
  clearing,
  onRunOneByOne,
  onClear,
  openPlans,
  review,
  onReview: dispatch,
  favourites,
  optionPending,
  ...props
}: ReviewPlanPanelProps) {
  const [details, setDetails] = useState<ShipmentPlan | null>(null);
  const [favouriting, setFavouriting] = useState<ShipmentPlan | null>(null);

  if (!planRequest) {
    return loading ? null : (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
        No shipment plan yet: tick the SKUs to send and press Create Ship Plan.
      </Typography>
    );
  }

  const isFavourite = (plan: ShipmentPlan) => {
    const types = fbaTypesOf(plan);
    const fc = plan.DestinationFulfillmentCenterId;
    return (
      types.length === 0 ||
      types.every(
        (type) =>
          review.favourited.has(favouriteKey(fc, type)) ||
          favourites.some((f) => f.destinationFulfillmentId === fc && f.fbaType === type),
      )
    );
  };
  const unsavedTypes = (plan: ShipmentPlan) =>
    fbaTypesOf(plan).filter(
      (type) =>
        !favourites.some(
          (f) => f.destinationFulfillmentId === plan.DestinationFulfillmentCenterId && f.fbaType === type,
        ),
    );

  const busy = planRequest.status === 'IN_PROGRESS';
  const started = planRequest.InboundShipmentPlans.some(
    (plan) => plan.creation.status === 'CREATED' || plan.creation.status === 'IN_PROGRESS',
  );
  const createHint = getCreateHint(openPlans, review.selectedIds);
  // Every plan of the request created: nothing is left to review but the way to new plans.
  const allCreated = openPlans.length === 0 && planRequest.InboundShipmentPlans.length > 0;
  const chosen = new Set(planRequest.placementOptions.filter((o) => o.chosen).flatMap((o) => o.fulfillmentCenterIds));
  const fcSuggestions = [
    ...new Set([
      ...planRequest.placementOptions.flatMap((o) => o.fulfillmentCenterIds).filter((fc) => !chosen.has(fc)),
      ...favourites.map((f) => f.destinationFulfillmentId),
    ]),
  ].sort();
  const triedPlans = review.triedFc
    ? openPlans.filter((plan) => plan.DestinationFulfillmentCenterId === review.triedFc)
    : [];
  const tableProps = {
    selectedIds: review.selectedIds,
    onToggle: (plan: ShipmentPlan, selected: boolean) =>
      dispatch({ type: 'toggle', shipmentId: plan.ShipmentId, selected }),
    isFavourite,
    onMarkFavourite: setFavouriting,
    onOpenDetails: setDetails,
  };

  const byGroup = isPackingGroupReview(planRequest);
  const openGroups = getOpenPackingGroups(planRequest);
  const groupHint = getCreateHint(openGroups, new Set(openGroups.map((g) => g.ShipmentId)));
  const groupShipmentIds = planRequest.packingGroups.flatMap(shipmentIdsOf);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {busy && <PlanProgress planRequest={planRequest} />}
      {!busy && planRequest.status === 'FAILED' && (
        <Alert severity="error" data-testid="plan-failed">
          {planRequest.message}
        </Alert>
      )}
      {!busy && planRequest.status === 'SUCCESS' && (
        <Typography variant="body2" color="text.secondary" role="status" data-testid="plan-message">
          {planRequest.message}
        </Typography>
      )}
      {!busy && (
        <Typography variant="body2" data-testid="plan-achieved">
          Achieved: <strong>{formatAchievedPercentage(planRequest.achievedPercentage)}</strong>
        </Typography>
      )}
      {planRequest.dangerousGoods && planRequest.mode !== 'one-by-one' && !busy && (
        <DangerousGoodsBanner pending={requesting} onConfirm={onRunOneByOne} />
      )}
      {planRequest.erroredSkuList.length > 0 && !busy && <ErroredSkusList errors={planRequest.erroredSkuList} />}
      {byGroup && !busy && <PackingGroupsList groups={planRequest.packingGroups} />}
      {byGroup && !busy && openGroups.length === 0 && (
        <Alert
          severity="success"
          data-testid="packing-groups-created"
          action={
            groupShipmentIds.length > 0 && (
              <Button color="inherit" size="small" href={createdShipmentsUrl(groupShipmentIds)} target="_blank">
                Open
              </Button>
            )
          }
        >
          Every packing group has its shipment: pack them in Shipment Details, then Send Box Contents there.
        </Alert>
      )}
      {byGroup && !busy && openGroups.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button color="error" disabled={clearing} onClick={() => onClear(planRequest)}>
            Clear Ship Plan
          </Button>
          <Tooltip title={groupHint ?? ''}>
            <span tabIndex={groupHint ? 0 : -1} aria-label={groupHint ? `Create Shipment: ${groupHint}` : undefined}>
              <Button variant="contained" disabled={groupHint !== undefined} onClick={props.onCreateShipment}>
                Create Shipment
              </Button>
            </span>
          </Tooltip>
        </Box>
      )}
      {allCreated && (
        <Alert severity="success" data-testid="plans-all-created">
          Every shipment plan of this request is created. Tick more SKUs and press Create Ship Plan for new plans.
        </Alert>
      )}
      {openPlans.length > 1 && <MultiPlanWarning />}
      {planRequest.placementOptions.length > 0 && !busy && !allCreated && (
        <PlacementOptions
          options={planRequest.placementOptions}
          plans={planRequest.InboundShipmentPlans}
          pending={optionPending}
          canChoose={!started}
          onChoose={props.onChooseOption}
        />
      )}
      {!busy && !allCreated && !byGroup && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <TryFcBar
            suggestions={fcSuggestions}
            pending={optionPending}
            disabled={started || planRequest.placementOptions.length === 0}
            onTry={props.onTryFc}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button color="error" disabled={clearing} onClick={() => onClear(planRequest)}>
              Clear Ship Plan
            </Button>
            <Tooltip title={createHint ?? ''}>
              <span
                tabIndex={createHint ? 0 : -1}
                aria-label={createHint ? `Create Shipment: ${createHint}` : undefined}
                data-testid="create-shipment-hint"
              >
                <Button variant="contained" disabled={createHint !== undefined} onClick={props.onCreateShipment}>
                  Create Shipment
                </Button>
              </span>
            </Tooltip>
          </Box>
        </Box>
      )}
      {!busy && !allCreated && !byGroup && (
        <PlansTable
          label="Shipment plans"
          plans={openPlans}
          onSelectAll={(selected) =>
            dispatch({ type: 'select-all', openIds: openPlans.map((p) => p.ShipmentId), selected })
          }
          {...tableProps}
        />
      )}
      {!busy && !allCreated && triedPlans.length > 0 && (
        <Box component="section" aria-labelledby="tried-fc-title" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="tried-fc-title" variant="subtitle1" component="h3">
            Plans for {review.triedFc}
          </Typography>
          <PlansTable
            label={`Plans for ${review.triedFc}`}
            plans={triedPlans}
            onSelectAll={(selected) =>
              dispatch({ type: 'select-all', openIds: triedPlans.map((p) => p.ShipmentId), selected })
            }
            {...tableProps}
          />
        </Box>
      )}
      {details && (
        <ShipmentSkuDetailsDialog
          shipmentLabel={planLabelOf(details)}
          subtitle={details.DestinationFulfillmentCenterId}
          items={details.Items}
          onClose={() => setDetails(null)}
        />
      )}
      {favouriting && (
        <MarkFavouriteDialog
          fc={favouriting.DestinationFulfillmentCenterId}
          fbaTypes={unsavedTypes(favouriting)}
          pending={props.favouritePending}
          onSubmit={(choice) => props.onMarkFavourite(favouriting, choice, () => setFavouriting(null))}
          onClose={() => setFavouriting(null)}
        />
      )}
    </Box>
  );
}
