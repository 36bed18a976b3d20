import { formatDate } from '../../../lib/format-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the workbench says of how long Amazon holds a confirmed placement for packing and transport
 * (issue 26; the shipment's `placementExpiresAt`), while the shipment waits for its transport: the
 * date and the days left ('warning' in the last two days), or that the hold has ended. Nothing
 * when the date is unknown, or once the transport is confirmed or the shipment has left WORKING.
 */
export function placementHold(
  shipment: { placementExpiresAt: string | null; shipmentStatus: string },
  transportStatus: string | null | undefined,
  now: Date = new Date(),
): { severity: 'info' | 'warning' | 'error'; text: string } | null {
  const { placementExpiresAt: until, shipmentStatus } = shipment;
  if (!until || shipmentStatus !== 'WORKING' || transportStatus === 'CONFIRMED') return null;
  const left = Date.parse(until) - now.getTime();
  if (Number.isNaN(left)) return null;
  if (left <= 0)
    return {
      severity: 'error',
      text: "Amazon no longer holds this shipment's placement: it takes no more boxes or transport for it. Create a new shipment plan to send these units.",
    };
  const days = Math.floor(left / DAY_MS);
  const count = days === 0 ? 'less than a day' : days === 1 ? '1 day' : `${days} days`;
  return {
    severity: days < 2 ? 'warning' : 'info',
    text: `Amazon holds this shipment's placement until ${formatDate(until)} (${count} left): book its transport before then.`,
  };
}
