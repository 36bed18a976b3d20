import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { inboundMessages, SHIPMENT_EVENT_NAMES } from '@stowline/domain';
import type { Executor } from '../../db/client.js';
import { shipments } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { LiveHub, LiveMessage } from '../../lib/live.js';
import type { Actor } from '../auth/sessions.js';

/** A stream that buffers this much unread (a browser that stopped reading) is ended; it reconnects and refreshes. */
const MAX_UNREAD_BYTES = 256 * 1024;
/** Tells EventSource-style clients how soon to come back after a dropped stream. */
const RETRY_MS = 2_000;

const liveUnavailable = 'Live updates are not available right now. Please try again in a moment.';
/** How often open streams' sessions are checked again: a stream ends within this of its session. */
const SESSION_CHECK_MS = 5_000;

/** Reads only: is this shipment the account's? */
export function createShipmentLiveRepository(db: Executor) {
  return {
    async shipmentExists(accountId: string, shipmentRowId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(and(eq(shipments.id, shipmentRowId), eq(shipments.accountId, accountId)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type ShipmentLiveRepository = ReturnType<typeof createShipmentLiveRepository>;

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The event streams open on this process: each one a shipment of the caller's account, fed by the
 * process's LiveHub. `endAll` ends them at shutdown, before the server waits for open requests.
 *
 * A stream lives no longer than the session that opened it: every few seconds the sessions of the
 * open streams are asked again, with the rule a request meets (`sessionAllowed`: signed out, a
 * password reset, a deleted worker, a rejected account or a failed payment all end it). The
 * question goes to the database, so a session ended through another process ends here too.
 */
export function createShipmentStreams(deps: {
  hub: LiveHub;
  repo: ShipmentLiveRepository;
  sessionAllowed: (sessionId: string) => Promise<boolean>;
  sessionCheckMs?: number;
}) {
  const open = new Map<() => void, string>();
  let closing = false;
  let checking: NodeJS.Timeout | undefined;

  async function checkSessions(): Promise<void> {
    const sessionIds = new Set(open.values());
    const ended = new Set<string>();
    for (const sessionId of sessionIds) {
      // A failed check keeps the stream: the next request of its tab meets the rule anyway.
      if (!(await deps.sessionAllowed(sessionId).catch(() => true))) ended.add(sessionId);
    }
    for (const [end, sessionId] of [...open]) if (ended.has(sessionId)) end();
  }

  function watchSessions(): void {
    if (checking || !open.size) return;
    checking = setInterval(() => {
      if (!open.size) {
        clearInterval(checking);
        checking = undefined;
        return;
      }
      void checkSessions();
    }, deps.sessionCheckMs ?? SESSION_CHECK_MS);
    checking.unref();
  }

  return {
    /**
     * A text/event-stream body for the actor's shipment: `ready` once subscribed, then `change`
     * and `resync` events and a heartbeat comment. 404 for a shipment of another account, as for
     * one that does not exist. `onGone` fires when the client leaves.
     */
    async open(actor: Actor, shipmentRowId: string, onGone: (cleanup: () => void) => void): Promise<PassThrough> {
      if (closing) throw new AppError('BUSY', liveUnavailable);
      if (!(await deps.repo.shipmentExists(actor.accountId, shipmentRowId)))
        throw new AppError('NOT_FOUND', inboundMessages.shipmentNotFound);
      const stream = new PassThrough();
      let ended = false;
      const write = (text: string) => {
        if (ended) return;
        if (stream.writableLength > MAX_UNREAD_BYTES) return end();
        stream.write(text);
      };
      const send = (message: LiveMessage) =>
        message.type === 'change'
          ? write(frame(SHIPMENT_EVENT_NAMES.change, message.change))
          : write(frame(SHIPMENT_EVENT_NAMES.resync, {}));
      let unsubscribe: () => void;
      try {
        unsubscribe = await deps.hub.subscribe({ accountId: actor.accountId, shipmentRowId, send });
      } catch {
        // The database refused the listening connection: the browser tries again after its backoff.
        throw new AppError('BUSY', liveUnavailable);
      }
      const stopBeat = deps.hub.onHeartbeat(() => write(': ping\n\n'));
      function end() {
        if (ended) return;
        ended = true;
        open.delete(end);
        unsubscribe();
        stopBeat();
        stream.end();
      }
      open.set(end, actor.sessionId);
      watchSessions();
      onGone(end);
      stream.write(`retry: ${RETRY_MS}\n\n`);
      write(frame(SHIPMENT_EVENT_NAMES.ready, { shipmentId: shipmentRowId }));
      return stream;
    },

    /** Ends every open stream (server shutdown); new ones are refused from now on. */
    endAll() {
      closing = true;
      clearInterval(checking);
      for (const end of [...open.keys()]) end();
    },

    size: () => open.size,
  };
}

export type ShipmentStreams = ReturnType<typeof createShipmentStreams>;
