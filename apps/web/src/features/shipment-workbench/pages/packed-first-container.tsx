import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BoxContentInformation, ShipmentDetail } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import {
  createdShipmentsUrl,
  PlacementOptions,
  PlanProgress,
  useChooseOption,
  useCreateShipments,
  usePlanRequest,
  useSendBoxContents,
} from '../../create-shipment';
import { useInvalidateShipment } from '../api/use-invalidate-shipment';
import { PackedFirstBanner } from '../components/packed-first-banner';
import { pickPlacedShipment } from '../lib/packed-first';

interface PackedFirstContainerProps {
  shipment: Pick<ShipmentDetail, '_id' | 'shipmentName' | 'settings'>;
  packedFirst: NonNullable<ShipmentDetail['packedFirst']>;
  /** Why this shipment is not packed yet (its first readiness reason), or null. */
  notPackedReason: string | null;
}

/**
 * A small-parcel shipment packed before placement: Send Box Contents (every packing group of the
 * plan at once), the plan request while Amazon reads the boxes, its placement options to choose
 * from and Confirm placement, which places the boxes into Amazon's shipments; then the shipment
 * that holds this one's boxes opens (this row when Amazon's shipment took it, else the first).
 */
export function PackedFirstContainer({ shipment, packedFirst, notPackedReason }: PackedFirstContainerProps) {
  const [confirming, setConfirming] = useState<string[]>([]);
  const request = usePlanRequest(packedFirst.planRequestId, { creating: confirming }).data ?? null;
  const send = useSendBoxContents();
  const choose = useChooseOption(packedFirst.planRequestId);
  const create = useCreateShipments();
  const invalidate = useInvalidateShipment(shipment._id);
  const navigate = useNavigate();

  const plans = request?.InboundShipmentPlans ?? [];
  const busy = request?.status === 'IN_PROGRESS';
  const sent = busy || plans.length > 0;
  const started = plans.some((p) => p.creation.status !== 'NOT_STARTED');
  const placed = pickPlacedShipment(plans, shipment._id);

  const left = useRef(false);
  useEffect(() => {
    if (!placed || left.current) return;
    left.current = true;
    void invalidate();
    void navigate(createdShipmentsUrl([placed]), { replace: true });
  }, [placed, invalidate, navigate]);

  const failedPlan = plans.find((p) => p.creation.status === 'FAILED');
  const confirm = () => {
    const first = plans[0];
    if (!request || !first) return;
    const ids = plans.map((p) => p.ShipmentId);
    setConfirming(ids);
    create.mutate(
      {
        planRequestId: request._id,
        shipmentIds: [first.ShipmentId],
        // The group's name without its _n: Amazon's shipments get their own suffixes.
        name: shipment.shipmentName.replace(/_\d+$/, ''),
        boxContent: shipment.settings.contentPreference as BoxContentInformation,
        shipmentType: 'SP',
        isPartnered: shipment.settings.isPartnered,
      },
      {
        onSuccess: ({ refused }) => refused[0] && showAlert(refused[0].message, 'error'),
        onError: (error) => showAlert(getErrorMessage(error), 'error'),
      },
    );
  };

  return (
    <PackedFirstBanner
      sendReason={notPackedReason}
      sent={sent}
      sending={send.isPending}
      sendError={
        send.error
          ? getErrorMessage(send.error)
          : request && !sent && request.status === 'FAILED'
            ? request.message
            : null
      }
      onSend={() => send.mutate(shipment._id)}
    >
      {busy && request && <PlanProgress planRequest={request} />}
      {!busy && request && plans.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <PlacementOptions
            options={request.placementOptions}
            plans={plans}
            pending={choose.isPending}
            canChoose={!started}
            onChoose={(option) => choose.mutate({ placementOptionId: option.placementOptionId })}
          />
          {failedPlan?.creation.message && (
            <Typography variant="body2" color="error">
              {failedPlan.creation.message}
            </Typography>
          )}
          <Box>
            <Button
              variant="contained"
              size="small"
              disabled={create.isPending || (started && !failedPlan)}
              onClick={confirm}
            >
              Confirm placement
            </Button>
          </Box>
        </Box>
      )}
    </PackedFirstBanner>
  );
}
