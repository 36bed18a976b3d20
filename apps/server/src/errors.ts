import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@stowline/domain';
import { describeIssue, type ValidationIssue } from './lib/validation-messages.js';

export type { ErrorCode };

/** The HTTP status of each code (the codes are @stowline/domain's, shared with the web). */
const STATUS_BY_CODE = {
  VALIDATION: 400,
  INVALID_TOKEN: 400,
  CURRENT_PASSWORD_WRONG: 400,
  EMAIL_UNCHANGED: 400,
  UNAUTHORIZED: 401,
  SESSION_ENDED: 401,
  INVALID_CREDENTIALS: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  GATE: 403,
  STORE_UNAUTHORIZED: 403,
  ACCOUNT_REJECTED: 403,
  NOT_FOUND: 404,
  EMAIL_EXISTS: 409,
  CONFLICT: 409,
  STORE_NAME_TAKEN: 409,
  PALLET_ALREADY_ASSIGNED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  MARKETPLACE_UNAVAILABLE: 503,
  BUSY: 503,
  PAYMENT_PROCESSOR_UNAVAILABLE: 503,
  CARRIER_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

/** The one error type: a code for programs and a message for people. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** More for programs, sent beside the message (the gate's `redirectTo`). */
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION', message: 'Request body is not valid JSON' },
};

/** '/filter/0/sku' -> ['filter', 0, 'sku'] (fastify-type-provider-zod joins the issue's path). */
function pathOf(instancePath: string | undefined): (string | number)[] {
  return (instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

interface ZodIssueLike {
  code: string;
  path: (string | number)[];
  message: string;
}

/**
 * For a body that matched none of a union's shapes, the issue of the shape it was meant to
 * be: branches the body has foreign keys for are not it; of the rest, the one with fewest issues.
 */
function closestUnionIssue(params: { errors?: ZodIssueLike[][] }): ZodIssueLike | undefined {
  const branches = (params.errors ?? []).filter(
    (issues) => issues.length && !issues.some((i) => i.code === 'unrecognized_keys'),
  );
  branches.sort((a, b) => a.length - b.length);
  return branches[0]?.[0];
}

/** Maps every error to `{ message, code }` with a status; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ ...error.details, message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const unionIssue =
        first.keyword === 'invalid_union'
          ? closestUnionIssue(first.params as { errors?: ZodIssueLike[][] })
          : undefined;
      const issue: ValidationIssue = unionIssue
        ? {
            code: unionIssue.code,
            path: unionIssue.path,
            message: unionIssue.message,
            params: unionIssue as unknown as Record<string, unknown>,
          }
        : {
            code: first.keyword,
            path: pathOf(first.instancePath),
            message: first.message ?? 'Invalid input',
            params: first.params as Record<string, unknown>,
          };
      return reply.status(400).send({ message: describeIssue(issue, error.validationContext), code: 'VALIDATION' });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(STATUS_BY_CODE[known.code]).send(known);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, code: 'VALIDATION' });
    }
    // The log line carries the request id (reqId) too: the reference finds it.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      message: `Something went wrong on our side. If it happens again, quote reference ${request.id}.`,
      code: 'INTERNAL',
      requestId: request.id,
    });
  });
}
