import { useEffect, useReducer, useState } from 'react';
import type { FbaType, PlacementOptionView, PlanRequestResponse, ShipmentPlan, ShippingMode } from '@stowline/domain';
import { showAlert } from '../../../lib/alert-store';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useSaveShipToFc, useShipToWarehouses } from '../../settings';
import { useChooseOption } from '../api/use-choose-option';
import { deductCreatedPlans } from '../state/create-shipments-store';
import {
  getOpenPackingGroups,
  getOpenPlans,
  getPlanKey,
  initialPlanReview,
  isPackingGroupReview,
  planReviewReducer,
} from '../state/plan-review';
import { ReviewPlanPanel } from '../components/review-plan-panel';
import { CreateShipmentContainer } from './create-shipment-container';

interface ReviewPlanContainerProps {
  planRequest: PlanRequestResponse | null;
  loading: boolean;
  /** A plan is being asked for (the dangerous-goods process included). */
  requesting: boolean;
  clearing: boolean;
  /** The drawer's Shipping mode, for a request that names none. */
  shipmentType: ShippingMode;
  onRunOneByOne: () => void;
  onClear: (planRequest: PlanRequestResponse) => void;
}

/**
 * The Review Shipping Plan tab's data and calls: the favourite FCs, Mark as Favourite, Try this FC
 * and the placement option chosen, the plans ticked and FC tried (reset with each new set of
 * plans), and the Create Shipment dialog.
 */
export function ReviewPlanContainer(props: ReviewPlanContainerProps) {
  const { planRequest } = props;
  const [review, dispatch] = useReducer(planReviewReducer, initialPlanReview);
  const [creating, setCreating] = useState(false);
  const favourites = useShipToWarehouses().data ?? [];
  const saveFc = useSaveShipToFc();
  const chooseOption = useChooseOption(planRequest?._id ?? '');

  const openPlans = getOpenPlans(planRequest);
  // Small parcel: Create Shipment on the packing groups creates them all.
  const byGroup = isPackingGroupReview(planRequest);
  const openGroups = getOpenPackingGroups(planRequest);
  const planKey = getPlanKey(planRequest);
  const openIdsKey = openPlans.map((plan) => plan.ShipmentId).join(',');
  useEffect(() => {
    dispatch({ type: 'plans-changed', planKey, openIds: openIdsKey ? openIdsKey.split(',') : [] });
  }, [planKey, openIdsKey]);

  const markFavourite = async (
    plan: ShipmentPlan,
    choice: { fbaTypes: FbaType[]; makeDefault: boolean },
    onDone: () => void,
  ) => {
    const fc = plan.DestinationFulfillmentCenterId;
    try {
      for (const fbaType of choice.fbaTypes)
        await saveFc.mutateAsync({ fcid: fc, fbaType, selectedDefault: choice.makeDefault });
    } catch (error) {
      // Saved meanwhile (another tab): it is a favourite all the same.
      if (!(isApiError(error) && error.status === 409)) {
        showAlert(getErrorMessage(error), 'error');
        return;
      }
    }
    dispatch({ type: 'favourited', fc, fbaTypes: choice.fbaTypes });
    onDone();
  };

  const tryFc = (fc: string) =>
    chooseOption.mutate(
      { selectedFcid: fc },
      {
        onSuccess: ({ changed, message, planRequest: next }) => {
          const goesThere = next.InboundShipmentPlans.some((plan) => plan.DestinationFulfillmentCenterId === fc);
          showAlert(message, changed || goesThere ? 'success' : 'warning');
          dispatch({ type: 'try-fc', fc: goesThere ? fc : null });
        },
      },
    );
  const chooseOptionById = (option: PlacementOptionView) =>
    chooseOption.mutate(
      { placementOptionId: option.placementOptionId },
      { onSuccess: ({ message }) => showAlert(message, 'success') },
    );

  return (
    <>
      <ReviewPlanPanel
        {...props}
        openPlans={openPlans}
        review={review}
        onReview={dispatch}
        favourites={favourites}
        optionPending={chooseOption.isPending}
        onTryFc={tryFc}
        onChooseOption={chooseOptionById}
        favouritePending={saveFc.isPending}
        onMarkFavourite={(plan, choice, onDone) => void markFavourite(plan, choice, onDone)}
        onCreateShipment={() => setCreating(true)}
      />
      {creating && planRequest && (
        <CreateShipmentContainer
          planRequest={planRequest}
          openPlans={byGroup ? openGroups : openPlans}
          selectedIds={byGroup ? new Set(openGroups.map((g) => g.ShipmentId)) : review.selectedIds}
          shipmentType={planRequest.shippingMode ?? props.shipmentType}
          // A packed request's plans hold the units its packing groups took off already.
          onCreated={byGroup || planRequest.packingGroups.length === 0 ? deductCreatedPlans : () => {}}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
