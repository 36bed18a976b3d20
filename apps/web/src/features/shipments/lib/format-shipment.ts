import { SHIPMENT_STATUS_VALUES } from '@stowline/domain';

/** 'IN_TRANSIT' -> 'In Transit'. */
export function formatStatus(status: string): string {
  if (!(SHIPMENT_STATUS_VALUES as readonly string[]).includes(status) && !/^[A-Z_]+$/.test(status)) return status;
  return status
    .split('_')
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(' ');
}

/** SP is shown as SPD, LTL as LTL/FTL (spec section 9's shipment modes); a shipment without a type is SP. */
export function formatShipmentType(type: string | null): string {
  return type === 'LTL' ? 'LTL/FTL' : 'SPD';
}

/** 'DD-MM-YYYY hh:mm' in local time. */
export function formatCreatedAt(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
