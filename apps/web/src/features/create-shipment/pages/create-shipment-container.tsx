import { useEffect, useMemo, useRef, useState } from 'react';
import {
  getPlanLabel,
  summariseCreation,
  type BoxContentInformation,
  type IsPartnered,
  type PlanRequestResponse,
  type ShippingMode,
} from '@stowline/domain';
import { useShippingDetails } from '../../settings';
import { useCreateShipments, type CreateShipmentsResult } from '../api/use-create-shipments';
import { usePlanRequest } from '../api/use-plan-request';
import { openCreatedShipments, shipmentIdsOf } from '../lib/created-shipment-ids';
import { CreateShipmentDialog } from '../components/create-shipment-dialog';
import type { CreationRow } from '../components/created-shipments-summary';
import { isPackingGroupReview, toCreatable, type Creatable } from '../state/plan-review';

interface CreateShipmentContainerProps {
  planRequest: PlanRequestResponse;
  /** The plans (or packing groups) still to create and the ticked ones. */
  openPlans: readonly Creatable[];
  selectedIds: ReadonlySet<string>;
  shipmentType: ShippingMode;
  /** Once the creations end: the plans created (their units leave the drawer). */
  onCreated: (createdPlans: Creatable[]) => void;
  onClose: () => void;
}

/**
 * The Create Shipment dialog's calls: one creation per ticked plan, the plan request read again
 * while Amazon confirms them, and, when they end, the created plans handed over and their
 * shipments opened in Shipment Details in a new tab (their ids kept under 'created-shipment-ids').
 * A small-parcel request's packing groups are created together: one call for them all.
 */
export function CreateShipmentContainer({
  planRequest,
  openPlans,
  selectedIds,
  shipmentType,
  onCreated,
  onClose,
}: CreateShipmentContainerProps) {
  const byGroup = isPackingGroupReview(planRequest);
  const [submitted, setSubmitted] = useState<{ ids: string[]; result: CreateShipmentsResult | null } | null>(null);
  const [tabBlocked, setTabBlocked] = useState(false);
  const createShipments = useCreateShipments();
  const defaultPartnered = useShippingDetails().data?.isPartnered;

  // While creations run, the plan request is read again every second (not for calls refused at once).
  const creating = (submitted?.ids ?? []).filter((id) => !submitted?.result?.refused.some((r) => r.shipmentId === id));
  const live = usePlanRequest(planRequest._id, { creating }).data ?? planRequest;
  const allPlans: readonly Creatable[] = useMemo(
    () => (byGroup ? live.packingGroups.map(toCreatable) : live.InboundShipmentPlans),
    [byGroup, live],
  );
  const rows = useMemo(
    () =>
      (submitted?.ids ?? []).map((id): CreationRow => {
        const plan = allPlans.find((p) => p.ShipmentId === id);
        const kind = byGroup ? 'packing group' : 'plan';
        // The name given at Create; before it comes back, 'Plan n' (never Amazon's internal id).
        const name = plan
          ? (plan.creation.name ?? getPlanLabel(plan.creation, { kind, number: plan.planNumber }))
          : `A ${kind} no longer offered`;
        // Packing groups go in one call: its refusal is every group's.
        const refused = submitted?.result?.refused.find((r) => byGroup || r.shipmentId === id);
        if (refused || !plan)
          return { shipmentId: id, name, plan: plan ?? null, status: 'FAILED', message: refused?.message ?? null };
        return { shipmentId: id, name, plan, status: plan.creation.status, message: plan.creation.message };
      }),
    [submitted, allPlans, byGroup],
  );
  // Until the calls answered, every submitted plan is being created.
  const outcome = submitted?.result ? summariseCreation(rows) : 'in-progress';

  const finished = useRef(false);
  useEffect(() => {
    if (!submitted?.result || outcome === 'in-progress' || finished.current) return;
    finished.current = true;
    const created = rows.flatMap((row) => (row.status === 'CREATED' && row.plan ? [row.plan] : []));
    onCreated(created);
    const ids = created.flatMap(shipmentIdsOf);
    // The creations end when polling says so, long after the press: a browser may block the tab then.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (ids.length > 0 && !openCreatedShipments(ids)) setTabBlocked(true);
  }, [submitted, outcome, rows, onCreated]);

  const create = ({
    ids,
    name,
    boxContent,
    isPartnered,
  }: {
    ids: string[];
    name: string;
    boxContent: BoxContentInformation;
    isPartnered: IsPartnered;
  }) => {
    setSubmitted({ ids, result: null });
    createShipments.mutate(
      {
        planRequestId: planRequest._id,
        shipmentIds: byGroup ? ids.slice(0, 1) : ids,
        name,
        boxContent,
        shipmentType,
        isPartnered,
      },
      {
        onSuccess: (result) => setSubmitted({ ids, result }),
        onError: () => setSubmitted(null),
      },
    );
  };

  return (
    <CreateShipmentDialog
      allPlans={allPlans}
      openPlans={openPlans}
      selectedIds={selectedIds}
      kind={byGroup ? 'packing group' : 'shipment plan'}
      defaultPartnered={defaultPartnered}
      view={submitted === null ? 'open' : outcome === 'in-progress' ? 'creating' : 'success'}
      rows={rows}
      complete={outcome === 'complete'}
      tabBlocked={tabBlocked}
      pending={createShipments.isPending}
      onCreate={create}
      onClose={onClose}
    />
  );
}
