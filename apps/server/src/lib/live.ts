import { sql } from 'drizzle-orm';
import {
  SHIPMENT_CHANGE_KINDS,
  SHIPMENT_CHANGE_MAX_IDS,
  SHIPMENT_EVENTS_HEARTBEAT_MS,
  type ShipmentChangeEvent,
  type ShipmentChangeKind,
} from '@stowline/domain';
import type { Database, Executor, Listener } from '../db/client.js';

/**
 * Live updates per shipment (issue 14): a change to a shipment is announced with PostgreSQL's
 * NOTIFY inside the transaction that makes it, every server process LISTENs on one connection of
 * its own, and hands each announcement to the browsers that have that shipment's event stream
 * open on it (modules/shipment-live). So any number of processes on one database see every
 * change, a rolled-back change is never announced (PostgreSQL delivers a transaction's
 * notifications at its commit, and none at a rollback), and no process keeps anything another
 * needs: a process only knows the streams open on itself.
 *
 * Delivery is at most once: a process whose listening connection dropped tells its streams to
 * `resync` (refresh everything) once it is back, and a browser that reconnects refreshes too.
 */

/** The one NOTIFY channel (a lowercase identifier: LISTEN folds case, pg_notify does not). */
export const SHIPMENT_CHANNEL = 'stowline_shipment_changes';

/** A change to one shipment, as its writer announces it. */
export interface ShipmentChange {
  /** The account the shipment belongs to (the actor's `accountId`): streams of other accounts never see it. */
  accountId: string;
  /** The shipment's row id (shipments.id, the `_id` the web app has). */
  shipmentRowId: string;
  kind: ShipmentChangeKind;
  /** The box, item or pallet rows changed, when known; more than SHIPMENT_CHANGE_MAX_IDS are sent as "many" (none). */
  ids?: readonly string[];
}

/** The NOTIFY payload: short keys, since PostgreSQL caps a payload at 8000 bytes. */
interface Notice {
  a: string;
  s: string;
  k: ShipmentChangeKind;
  i?: string[];
}

/**
 * Announces a change to a shipment's open pages, in the caller's transaction: call it with the
 * transaction's executor, after the writes, and the announcement goes out when (and only if) the
 * transaction commits. Called with the database itself it goes out at once.
 *
 *   await transaction(async ({ boxesRepo, tx }) => {
 *     await boxesRepo.addUnit(...);
 *     await publishShipmentChange(tx, { accountId: actor.accountId, shipmentRowId, kind: 'boxes', ids: [boxId] });
 *   });
 *
 * Carries ids and a kind only: no names, SKUs or quantities (pages read those through their own
 * calls, scoped to the reader). Several announcements of one transaction with equal payloads are
 * delivered once (PostgreSQL folds them).
 */
export async function publishShipmentChange(
  executor: Pick<Executor, 'execute'>,
  change: ShipmentChange,
): Promise<void> {
  const notice: Notice = { a: change.accountId, s: change.shipmentRowId, k: change.kind };
  if (change.ids?.length && change.ids.length <= SHIPMENT_CHANGE_MAX_IDS) notice.i = [...new Set(change.ids)];
  await executor.execute(sql`select pg_notify(${SHIPMENT_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** How long a shipment's announcements of one kind are joined (a page hears of a change within it). */
export const LIVE_ANNOUNCE_WINDOW_MS = 200;

/**
 * Announcements after commit, at most one per shipment and kind every `windowMs` from a process:
 * the first change goes out at once, the ones that follow it within the window go out together
 * at its end (their ids joined; none, meaning "refresh the list", when one of them had none or
 * there are too many). Twenty packers scanning into one shipment make a few notifications a
 * second instead of hundreds: pages refresh on each anyway, and PostgreSQL commits notifying
 * transactions one at a time. Keeps nothing another process needs (timers only).
 */
export function createAnnouncer(
  publish: (change: ShipmentChange) => void,
  windowMs: number,
): { announce: (change: ShipmentChange) => void; close: () => void } {
  /** Open windows by shipment and kind, with what waits for their end. */
  const windows = new Map<string, { waiting: ShipmentChange | null; timer: ReturnType<typeof setTimeout> }>();
  const join = (a: ShipmentChange, b: ShipmentChange): ShipmentChange => {
    const ids = a.ids && b.ids ? [...new Set([...a.ids, ...b.ids])] : undefined;
    const { ids: _ids, ...rest } = a;
    return ids && ids.length <= SHIPMENT_CHANGE_MAX_IDS ? { ...rest, ids } : rest;
  };
  const open = (key: string, change: ShipmentChange) => {
    publish(change);
    const window = {
      waiting: null as ShipmentChange | null,
      timer: setTimeout(() => {
        windows.delete(key);
        if (window.waiting) open(key, window.waiting);
      }, windowMs),
    };
    window.timer.unref?.();
    windows.set(key, window);
  };
  return {
    announce(change) {
      const key = `${change.accountId}/${change.shipmentRowId}/${change.kind}`;
      const window = windows.get(key);
      if (!window) open(key, change);
      else window.waiting = window.waiting ? join(window.waiting, change) : change;
    },
    /** Sends what waits at once (the server is closing). */
    close() {
      for (const [key, window] of windows) {
        clearTimeout(window.timer);
        windows.delete(key);
        if (window.waiting) publish(window.waiting);
      }
    },
  };
}

/** What a shipment's stream is told. */
export type LiveMessage = { type: 'change'; change: ShipmentChangeEvent } | { type: 'resync' };

export interface LiveSubscription {
  accountId: string;
  shipmentRowId: string;
  send(message: LiveMessage): void;
}

export interface LiveHub {
  /**
   * Adds a stream; resolves once this process listens, so anything committed after that reaches it.
   * Returns the function that removes it.
   */
  subscribe(subscription: LiveSubscription): Promise<() => void>;
  /** Calls `beat` on every open stream each heartbeat (a comment line for proxies and dead-stream checks). */
  onHeartbeat(beat: () => void): () => void;
  /** Open streams on this process (tests and logs). */
  size(): number;
  /** Stops listening; the routes end their streams first (modules/shipment-live). */
  close(): Promise<void>;
}

const KINDS = new Set<string>(SHIPMENT_CHANGE_KINDS);

function parseNotice(payload: string): Notice | null {
  try {
    const value = JSON.parse(payload) as Partial<Notice> | null;
    if (typeof value?.a !== 'string' || typeof value.s !== 'string' || !KINDS.has(value.k as string)) return null;
    return value as Notice;
  } catch {
    return null;
  }
}

/**
 * This process's side: one LISTEN (opened with the first stream, kept until close) and the
 * streams open here, by shipment.
 */
export function createLiveHub(options: {
  database: Pick<Database, 'listen'>;
  log: { warn(details: object, message: string): void };
  heartbeatMs?: number;
}): LiveHub {
  const byShipment = new Map<string, Set<LiveSubscription>>();
  const beats = new Set<() => void>();
  let listener: Promise<Listener> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  function deliver(payload: string): void {
    const notice = parseNotice(payload);
    if (!notice) return;
    const subscribers = byShipment.get(notice.s);
    if (!subscribers) return;
    const change: ShipmentChangeEvent = {
      shipmentId: notice.s,
      kind: notice.k,
      ...(notice.i ? { ids: notice.i } : {}),
    };
    for (const subscriber of subscribers) {
      // The account is checked again: a stream only ever hears of its own account's shipment.
      if (subscriber.accountId === notice.a) subscriber.send({ type: 'change', change });
    }
  }

  function resyncAll(): void {
    for (const subscribers of byShipment.values()) for (const s of subscribers) s.send({ type: 'resync' });
  }

  function listen(): Promise<Listener> {
    listener ??= options.database
      .listen(SHIPMENT_CHANNEL, {
        onPayload: deliver,
        onReconnect: resyncAll,
        onError: (error) => options.log.warn({ err: error }, 'live updates: the database listener failed'),
      })
      .catch((error: unknown) => {
        listener = undefined;
        throw error;
      });
    return listener;
  }

  return {
    async subscribe(subscription) {
      if (closed) throw new Error('live updates are closed');
      await listen();
      let set = byShipment.get(subscription.shipmentRowId);
      if (!set) byShipment.set(subscription.shipmentRowId, (set = new Set()));
      set.add(subscription);
      return () => {
        const current = byShipment.get(subscription.shipmentRowId);
        current?.delete(subscription);
        if (current?.size === 0) byShipment.delete(subscription.shipmentRowId);
      };
    },
    onHeartbeat(beat) {
      beats.add(beat);
      if (!heartbeat) {
        heartbeat = setInterval(() => {
          for (const b of beats) b();
        }, options.heartbeatMs ?? SHIPMENT_EVENTS_HEARTBEAT_MS);
        heartbeat.unref();
      }
      return () => {
        beats.delete(beat);
        if (!beats.size && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
    },
    size() {
      let n = 0;
      for (const set of byShipment.values()) n += set.size;
      return n;
    },
    async close() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      beats.clear();
      byShipment.clear();
      const open = listener;
      listener = undefined;
      await (await open?.catch(() => undefined))?.close();
    },
  };
}
