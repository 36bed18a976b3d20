import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context.js';
import { toSummary } from './data/sellers.js';
import { checkFaults } from './faults.js';
import type { FaultOptions } from './types.js';

/** Test and development controls under /_sandbox/: not part of Amazon's API. */
export function registerControlRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/_sandbox/sellers', async () => context.sellers.map(toSummary));

  app.get('/_sandbox/sellers/:sellerId/stats', async (request, reply) => {
    const seller = context.findSeller((request.params as { sellerId: string }).sellerId);
    if (!seller) return reply.code(404).send({ message: 'Unknown seller', code: 'NOT_FOUND' });
    return context.statsOf(seller);
  });

  app.post('/_sandbox/sellers/:sellerId/revoke', async (request, reply) => {
    const seller = context.findSeller((request.params as { sellerId: string }).sellerId);
    if (!seller) return reply.code(404).send({ message: 'Unknown seller', code: 'NOT_FOUND' });
    context.tokens.revoke(seller.sellerId);
    return reply.code(204).send();
  });

  app.get('/_sandbox/sellers/:sellerId/inbound', async (request, reply) => {
    const seller = context.findSeller((request.params as { sellerId: string }).sellerId);
    if (!seller) return reply.code(404).send({ message: 'Unknown seller', code: 'NOT_FOUND' });
    return context.inboundPlansOf(seller.sellerId);
  });

  app.get('/_sandbox/sellers/:sellerId/inbound-facts', async (request, reply) => {
    const seller = context.findSeller((request.params as { sellerId: string }).sellerId);
    if (!seller) return reply.code(404).send({ message: 'Unknown seller', code: 'NOT_FOUND' });
    return context.inboundFactsOf(seller);
  });

  app.get('/_sandbox/payments/customers/:customerId', async (request, reply) => {
    const customer = context.payments.customerSummary((request.params as { customerId: string }).customerId);
    if (!customer) return reply.code(404).send({ message: 'Unknown payments customer', code: 'NOT_FOUND' });
    return customer;
  });

  app.get('/_sandbox/faults', async () => context.faults);

  app.put('/_sandbox/faults', async (request, reply) => {
    const problem = checkFaults(request.body);
    if (problem) return reply.code(400).send({ message: problem, code: 'INVALID_FAULTS' });
    context.faults = { ...(request.body as FaultOptions) };
    return context.faults;
  });
}
