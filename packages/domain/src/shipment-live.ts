import { z } from 'zod';
import { inboundMessages } from './inbound-plans.js';

/**
 * Live updates per shipment (issue 14, "Live"): two packers on one shipment see each other's
 * changes within a second. The server announces a change with ids and a kind only (no personal
 * data: no names, SKUs' titles or quantities); each open page reads what changed through the
 * calls it already makes.
 */

/**
 * What changed on a shipment, so a page refreshes only what it shows:
 * - `shipment`: the shipment itself (name, status, settings, ship-from);
 * - `items`: its items (quantities, expiry dates, weights, added or removed SKUs);
 * - `boxes`: its boxes and their contents (a unit placed, moved or removed, dimensions, tracking ids);
 * - `pallets`: its pallets;
 * - `deleted`: the shipment is gone; a page showing it should leave.
 */
export const SHIPMENT_CHANGE_KINDS = ['shipment', 'items', 'boxes', 'pallets', 'deleted'] as const;
export type ShipmentChangeKind = (typeof SHIPMENT_CHANGE_KINDS)[number];
export const shipmentChangeKindSchema = z.enum(SHIPMENT_CHANGE_KINDS);

/**
 * At most this many ids travel with one change; a change touching more sends none (read: "many,
 * refresh the list"). PostgreSQL's NOTIFY payload holds 8000 bytes, a uuid with quotes 39.
 */
export const SHIPMENT_CHANGE_MAX_IDS = 50;

/** One `change` event on a shipment's stream (its `data` line, JSON). */
export const shipmentChangeEventSchema = z.object({
  /** The shipment's row id (`_id`), as in the stream's path. */
  shipmentId: z.string().uuid(),
  kind: shipmentChangeKindSchema,
  /** The changed rows (box, item or pallet ids) when few; absent when many or not known. */
  ids: z.array(z.string().uuid()).max(SHIPMENT_CHANGE_MAX_IDS).optional(),
});
export type ShipmentChangeEvent = z.infer<typeof shipmentChangeEventSchema>;

/**
 * The events of a shipment's stream (text/event-stream):
 * - `ready`: the subscription is in place; changes committed from now on arrive;
 * - `change`: a shipmentChangeEvent;
 * - `resync`: this server may have missed changes (its database listener reconnected): refresh all;
 * and a comment line (': ping') every SHIPMENT_EVENTS_HEARTBEAT_MS, so proxies keep the stream open
 * and the browser notices a dead one.
 */
export const SHIPMENT_EVENT_NAMES = { ready: 'ready', change: 'change', resync: 'resync' } as const;

/** Ours: a heartbeat under the 30 to 60 s idle timeouts of common proxies and load balancers. */
export const SHIPMENT_EVENTS_HEARTBEAT_MS = 25_000;
/**
 * The browser counts a stream silent this long (no event, no heartbeat) as dead and reconnects.
 * Two heartbeats and some slack.
 */
export const SHIPMENT_EVENTS_SILENCE_MS = 2 * SHIPMENT_EVENTS_HEARTBEAT_MS + 10_000;
/** Reconnect delays of the browser: doubling from the first to the last, with jitter. */
export const SHIPMENT_EVENTS_BACKOFF_MS = { first: 1_000, max: 30_000 } as const;

/** The stream's path under /api/v1. */
export function shipmentEventsPath(shipmentId: string): string {
  return `/fullfilment/shipments/${encodeURIComponent(shipmentId)}/events`;
}

/** GET /fullfilment/shipments/:id/events: an unknown or malformed id reads as a shipment not found. */
export const shipmentEventsParamsSchema = z.object({
  id: z.string({ error: inboundMessages.shipmentNotFound }).uuid(inboundMessages.shipmentNotFound),
});
