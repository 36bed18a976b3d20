import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { shipmentEventsParamsSchema } from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { ShipmentStreams } from './shipment-live.streams.js';

const tags = ['shipments'];

/**
 * GET /fullfilment/shipments/:id/events: the shipment's live changes as server-sent events
 * (README, "Live updates"). The seller and the seller's workers may listen; another account's
 * shipment answers 404 as an unknown one does. The browser reads it with fetch and the usual
 * bearer header (not EventSource, which cannot send one), so no token travels in a URL.
 */
export function registerShipmentLiveRoutes(server: FastifyInstance, streams: ShipmentStreams): void {
  const member = authedRoutes(server, { auth: 'member' });

  member.get(
    '/fullfilment/shipments/:id/events',
    {
      schema: {
        tags,
        params: shipmentEventsParamsSchema,
        response: {
          200: z.unknown().describe('text/event-stream: events ready, change ({ shipmentId, kind, ids? }) and resync'),
        },
      },
    },
    async (req, actor, reply) => {
      const stream = await streams.open(actor, req.params.id, (end) => {
        if (reply.raw.destroyed) end();
        else reply.raw.once('close', end);
      });
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // The connection ends with the stream: a server stopping never waits out a keep-alive on it.
          .header('connection', 'close')
          .send(stream)
      );
    },
  );
}
