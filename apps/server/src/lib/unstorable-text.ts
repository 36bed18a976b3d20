import type { FastifyInstance } from 'fastify';
import { findUnstorableText, messages } from '@stowline/domain';
import { AppError } from '../errors.js';

/** One rule for every input of every route: text PostgreSQL cannot store never reaches it. */
export function registerUnstorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field) throw new AppError('VALIDATION', messages.unstorableText(field));
    }
  });
}
