import { requiredInfoVariant, type TransportState } from '@stowline/domain';
import { settingsOf } from './transport-options.js';
import type { TransportRow, TransportShipment } from './transport.repository.js';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * A shipment's transport as get-transport answers it: its settings, Amazon's options and the step
 * in flight (`row`), what the seller may do now, and the plan's shipments (`siblings`, itself
 * included) with their estimates, since Amazon's transport belongs to the whole plan.
 */
export function transportState(
  shipment: TransportShipment,
  row: TransportRow | undefined,
  siblings: readonly TransportShipment[],
  now: Date,
): TransportState {
  const settings = settingsOf(shipment);
  const confirmed = shipment.transportStatus === 'CONFIRMED';
  // Mark Shipped is irreversible (spec section 4): a shipped shipment's window is closed, whatever its date.
  const notShipped = shipment.shipmentStatus === 'PENDING_TO_MARK_SHIP' || shipment.shipmentStatus === 'WORKING';
  const voidOpen = confirmed && notShipped && !!shipment.voidDate && shipment.voidDate.getTime() > now.getTime();
  const planShipments = siblings.map((s): TransportState['planShipments'][number] => ({
    shipmentRowId: s.id,
    shipmentId: s.shipmentId,
    shipmentName: s.shipmentName,
    destinationFulfillmentCenterId: s.destinationFulfillmentCenterId,
    transportStatus: s.transportStatus === 'ESTIMATED' || s.transportStatus === 'CONFIRMED' ? s.transportStatus : null,
    estimatedCost: s.estimatedCost === null ? null : Number(s.estimatedCost),
    estimatedCostCurrency: s.estimatedCostCurrency,
  }));
  const costs = planShipments.map((p) => p.estimatedCost);
  return {
    shipmentId: shipment.id,
    amazonShipmentId: shipment.shipmentId || null,
    shipmentStatus: shipment.shipmentStatus,
    shipmentType: settings.shipmentType,
    isPartnered: settings.isPartnered,
    carrierName: settings.carrierName,
    transportStatus:
      shipment.transportStatus === 'ESTIMATED' || shipment.transportStatus === 'CONFIRMED'
        ? shipment.transportStatus
        : null,
    step: (row?.step as TransportState['step']) ?? null,
    error: row?.error ?? null,
    options: row?.options ?? [],
    confirmedOptionId: row?.confirmedOptionId ?? null,
    estimatedCost: shipment.estimatedCost === null ? null : Number(shipment.estimatedCost),
    estimatedCostCurrency: shipment.estimatedCostCurrency,
    voidDate: iso(shipment.voidDate),
    canVoid: voidOpen && !row?.step && shipment.appCreated,
    canMarkShipped: confirmed && shipment.shipmentStatus === 'PENDING_TO_MARK_SHIP',
    canDownloadBol: confirmed && settings.shipmentType === 'LTL' && settings.isPartnered === 'true',
    requiredInfo: requiredInfoVariant(settings),
    readyDate: iso(row?.readyDate),
    freightClass: row?.freightClass ?? null,
    proNumber: row?.proNumber ?? null,
    feedStatus: shipment.feedStatus === 'Success' || shipment.feedStatus === 'Failed' ? shipment.feedStatus : 'Pending',
    feedErrors: shipment.feedErrors ?? [],
    masterTrackingNumber: shipment.masterTrackingNumber,
    planShipments,
    planEstimatedCost: costs.every((c) => c !== null)
      ? Math.round(costs.reduce((a, b) => a! + b!, 0)! * 100) / 100
      : null,
    updatedAt: (row && row.updatedAt > shipment.updatedAt ? row.updatedAt : shipment.updatedAt).toISOString(),
  };
}
