import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  SHIPMENT_EVENT_NAMES,
  SHIPMENT_EVENTS_BACKOFF_MS,
  SHIPMENT_EVENTS_SILENCE_MS,
  shipmentChangeEventSchema,
  shipmentEventsPath,
  type ShipmentChangeEvent,
} from '@stowline/domain';
import { getToken } from './session';

/**
 * Live updates of one shipment (README, "Live updates per shipment"). The stream is read with
 * fetch and the bearer header, not EventSource, which cannot send one (a token in the URL would
 * land in proxy logs and history).
 */

/** What the stream says: a change, or "refresh everything" (the server's listener reconnected). */
export type ShipmentStreamMessage = { type: 'change'; change: ShipmentChangeEvent } | { type: 'resync' };

/**
 * - `connecting`: the first connection is being opened;
 * - `live`: subscribed, changes arrive;
 * - `reconnecting`: the stream dropped, the next try waits its backoff;
 * - `off`: not listening (no shipment, disabled, signed out, or the shipment is not the caller's).
 */
export type ShipmentLiveState = 'connecting' | 'live' | 'reconnecting' | 'off';

export interface ConnectOptions {
  shipmentId: string;
  signal: AbortSignal;
  onMessage(message: ShipmentStreamMessage): void;
  /** Subscribed; `reconnected` after a dropped stream, when changes may have been missed. */
  onReady(reconnected: boolean): void;
  onState(state: ShipmentLiveState): void;
  /** Seams for tests: the defaults are the browser's. */
  fetch?: typeof fetch;
  random?: () => number;
  backoffMs?: { first: number; max: number };
  silenceMs?: number;
}

/** Parses text/event-stream as it arrives: `event` and `data` lines, blocks ended by a blank line. */
export function createEventStreamParser(onEvent: (event: string, data: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) onEvent(event, data.join('\n'));
    }
  };
}

/** Statuses after which trying again cannot help: signed out, not allowed, not this account's shipment. */
const FINAL_STATUSES = new Set([400, 401, 403, 404]);

/**
 * Keeps one shipment's stream open until `signal` aborts: reconnects after a drop, a failed
 * answer or a silence longer than two heartbeats, waiting `first` ms doubling to `max` (with
 * jitter, so a restarted server is not met by every browser at once), and stops for good on a
 * refusal that retrying cannot change.
 */
export async function connectShipmentEvents(options: ConnectOptions): Promise<void> {
  const fetchImpl = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const backoff = options.backoffMs ?? SHIPMENT_EVENTS_BACKOFF_MS;
  const silenceMs = options.silenceMs ?? SHIPMENT_EVENTS_SILENCE_MS;
  const { signal } = options;
  let failures = 0;
  let everReady = false;
  options.onState('connecting');
  while (!signal.aborted) {
    const attempt = new AbortController();
    const stop = () => attempt.abort();
    signal.addEventListener('abort', stop);
    let silence: ReturnType<typeof setTimeout> | undefined;
    const armSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(stop, silenceMs);
    };
    try {
      const token = getToken();
      const response = await fetchImpl(`/api/v1${shipmentEventsPath(options.shipmentId)}`, {
        headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: attempt.signal,
        cache: 'no-store',
      });
      if (FINAL_STATUSES.has(response.status)) {
        await response.body?.cancel().catch(() => {});
        break;
      }
      if (response.ok && response.body) {
        armSilence();
        const parse = createEventStreamParser((event, data) => {
          if (event === SHIPMENT_EVENT_NAMES.ready) {
            failures = 0;
            options.onState('live');
            options.onReady(everReady);
            everReady = true;
          } else if (event === SHIPMENT_EVENT_NAMES.resync) {
            options.onMessage({ type: 'resync' });
          } else if (event === SHIPMENT_EVENT_NAMES.change) {
            const parsed = shipmentChangeEventSchema.safeParse(safeJson(data));
            if (parsed.success) options.onMessage({ type: 'change', change: parsed.data });
          }
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          armSilence();
          parse(value);
        }
      } else {
        await response.body?.cancel().catch(() => {});
      }
    } catch {
      // A network error, an abort (ours, or a silent stream): decided below.
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', stop);
    }
    if (signal.aborted) break;
    options.onState('reconnecting');
    const delay = Math.min(backoff.first * 2 ** failures, backoff.max);
    failures += 1;
    await sleep(delay * (0.5 + random() / 2), signal);
  }
  options.onState('off');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * How long the refreshed queries count as fresh while the stream is live. Every change reaches
 * them as an event, and a reconnect refreshes them all, so a query mounted again within this time
 * (a box page scrolled back into view) is not read again: a packer scrolling a 2,000-box shipment
 * up and down asked for every page passed once the usual 10 s had gone. Bounded, not forever:
 * delivery is at most once.
 */
export const LIVE_FRESH_MS = 60_000;

export interface UseShipmentLiveOptions {
  /** Refreshed on every change, and after a reconnect or a resync (changes may have been missed). */
  queryKeys: readonly QueryKey[];
  /** Off while false (a shipment not yet loaded, a read-only view). */
  enabled?: boolean;
  /** Every change, after the refresh is scheduled (a page may pick which parts to refresh sooner). */
  onChange?: (change: ShipmentChangeEvent) => void;
  /** The shipment was deleted (by another packer): the page should leave it. */
  onDeleted?: () => void;
  /** Changes arriving within this many ms make one refresh (twenty scanners, one refetch per list). */
  coalesceMs?: number;
}

/**
 * While a shipment page is open, listens to the shipment's changes and invalidates `queryKeys`
 * on each (TanStack Query refetches those in use), so two packers see each other's work within a
 * second without reloading; while live, those queries stay fresh for `LIVE_FRESH_MS`. Returns the
 * connection state (for a "live" badge).
 *
 *   useShipmentLive(shipment?._id, { queryKeys: [['shipment', id], ['shipment-boxes', id]] });
 */
export function useShipmentLive(shipmentId: string | undefined, options: UseShipmentLiveOptions): ShipmentLiveState {
  const queryClient = useQueryClient();
  const enabled = Boolean(shipmentId) && options.enabled !== false;
  const [state, setState] = useState<ShipmentLiveState>('off');
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!enabled || !shipmentId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keepFresh = (fresh: boolean) => {
      for (const queryKey of latest.current.queryKeys)
        queryClient.setQueryDefaults(queryKey, fresh ? { staleTime: LIVE_FRESH_MS } : {});
    };
    const refresh = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        for (const queryKey of latest.current.queryKeys) void queryClient.invalidateQueries({ queryKey });
      }, latest.current.coalesceMs ?? 100);
    };
    void connectShipmentEvents({
      shipmentId,
      signal: controller.signal,
      onState: (next) => {
        if (controller.signal.aborted) return;
        keepFresh(next === 'live');
        setState(next);
      },
      onReady: (reconnected) => {
        if (reconnected) refresh();
      },
      onMessage: (message) => {
        refresh();
        if (message.type !== 'change') return;
        latest.current.onChange?.(message.change);
        if (message.change.kind === 'deleted') latest.current.onDeleted?.();
      },
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
      keepFresh(false);
      setState('off');
    };
  }, [enabled, shipmentId, queryClient]);

  return enabled ? state : 'off';
}
