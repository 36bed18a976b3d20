import type { FastifyReply } from 'fastify';

/** One entry of the SP-API error list. */
export interface SpApiError {
  code: string;
  message: string;
  details?: string;
}

/** Answers with the SP-API error shape `{ errors: [...] }` every model accepts. */
export function sendErrors(reply: FastifyReply, status: number, ...errors: SpApiError[]): FastifyReply {
  return reply.code(status).type('application/json').send({ errors });
}

export function sendInvalidInput(reply: FastifyReply, message: string, details?: string): FastifyReply {
  return sendErrors(reply, 400, { code: 'InvalidInput', message, ...(details === undefined ? {} : { details }) });
}

export function sendNotFound(reply: FastifyReply, message: string): FastifyReply {
  return sendErrors(reply, 404, { code: 'NotFound', message });
}

export const UNAUTHORIZED: SpApiError = {
  code: 'Unauthorized',
  message: 'Access to requested resource is denied.',
  details: '',
};
export const QUOTA_EXCEEDED: SpApiError = {
  code: 'QuotaExceeded',
  message: 'You exceeded your quota for the requested resource.',
};
