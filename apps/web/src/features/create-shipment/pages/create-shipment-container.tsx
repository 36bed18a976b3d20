import { useEffect, useMemo, useRef, useState } from 'react';
import {
  summariseCreation,
  type BoxContentInformation,
  type PlanRequestResponse,
  type ShipmentPlan,
} from '@stowline/domain';
import { useCreateShipments, type CreateShipmentsResult } from '../api/use-create-shipments';
import { usePlanRequest } from '../api/use-plan-request';
import { openCreatedShipments, shipmentIdsOf } from '../lib/created-shipment-ids';
import { CreateShipmentDialog } from '../components/create-shipment-dialog';
import type { CreationRow } from '../components/created-shipments-summary';

interface CreateShipmentContainerProps {
  planRequest: PlanRequestResponse;
  /** The plans still to create and the ticked ones. */
  openPlans: readonly ShipmentPlan[];
  selectedIds: ReadonlySet<string>;
  /** Once the creations end: the plans created (their units leave the drawer). */
  onCreated: (createdPlans: ShipmentPlan[]) => void;
  onClose: () => void;
}

/**
 * The Create Shipment dialog's calls: one creation per ticked plan, the plan request read again
 * while Amazon confirms them, and, when they end, the created plans handed over and their
 * shipments opened in Shipment Details in a new tab (their ids kept under 'created-shipment-ids').
 */
export function CreateShipmentContainer({
  planRequest,
  openPlans,
  selectedIds,
  onCreated,
  onClose,
}: CreateShipmentContainerProps) {
  const [submitted, setSubmitted] = useState<{ ids: string[]; result: CreateShipmentsResult | null } | null>(null);
  const [tabBlocked, setTabBlocked] = useState(false);
  const createShipments = useCreateShipments();

  // While creations run, the plan request is read again every second (not for calls refused at once).
  const creating = (submitted?.ids ?? []).filter((id) => !submitted?.result?.refused.some((r) => r.shipmentId === id));
  const live = usePlanRequest(planRequest._id, { creating }).data ?? planRequest;
  const allPlans = live.InboundShipmentPlans;
  const rows = useMemo(
    () =>
      (submitted?.ids ?? []).map((id): CreationRow => {
        const plan = allPlans.find((p) => p.ShipmentId === id);
        const refused = submitted?.result?.refused.find((r) => r.shipmentId === id);
        if (refused || !plan)
          return { shipmentId: id, plan: plan ?? null, status: 'FAILED', message: refused?.message ?? null };
        return { shipmentId: id, plan, status: plan.creation.status, message: plan.creation.message };
      }),
    [submitted, allPlans],
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

  const create = ({ ids, name, boxContent }: { ids: string[]; name: string; boxContent: BoxContentInformation }) => {
    setSubmitted({ ids, result: null });
    createShipments.mutate(
      { planRequestId: planRequest._id, shipmentIds: ids, name, boxContent },
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
