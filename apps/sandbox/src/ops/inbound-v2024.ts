import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { createInboundRouter } from './inbound-v2024/http.js';
import { registerPackingRoutes } from './inbound-v2024/packing.js';
import { registerPlacementRoutes } from './inbound-v2024/placement.js';
import { registerPlanRoutes } from './inbound-v2024/plans.js';
import { registerPrepRoutes } from './inbound-v2024/prep.js';
import { registerShipmentRoutes } from './inbound-v2024/shipments.js';
import { registerTransportRoutes } from './inbound-v2024/transport.js';

/**
 * Fulfillment Inbound v2024-03-20: inbound plans, packing, placement options, shipments,
 * transport and content-update previews, asynchronous as at Amazon (see src/inbound/store.ts and
 * the README's "Inbound plans"). One file per area under ./inbound-v2024/.
 */
export function registerInboundV2024Routes(app: FastifyInstance, context: SandboxContext): void {
  const router = createInboundRouter(app, context);
  registerPlanRoutes(router);
  registerPlacementRoutes(router);
  registerPackingRoutes(router);
  registerShipmentRoutes(router);
  registerTransportRoutes(router);
  registerPrepRoutes(router);
}
