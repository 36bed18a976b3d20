import type { FastifyRequest } from 'fastify';

/** A problem with the request's parameters; routes answer it with 400 InvalidInput. */
export class InvalidInput extends Error {}

type Query = Record<string, string | string[] | undefined>;

function queryOf(request: FastifyRequest): Query {
  return (request.query ?? {}) as Query;
}

export function readString(request: FastifyRequest, name: string, required: true): string;
export function readString(request: FastifyRequest, name: string, required?: false): string | undefined;
export function readString(request: FastifyRequest, name: string, required = false): string | undefined {
  const raw = queryOf(request)[name];
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (value === undefined || value === '') {
    if (required) throw new InvalidInput(`Missing required parameter ${name}.`);
    return undefined;
  }
  return value;
}

/** A list parameter: comma-separated (Swagger's csv, SP-API's default) or repeated. */
export function readList(
  request: FastifyRequest,
  name: string,
  options: { required?: boolean; max?: number } = {},
): string[] | undefined {
  const raw = queryOf(request)[name];
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((v) => v.split(','))
    .filter((v) => v !== '');
  if (values.length === 0) {
    if (options.required) throw new InvalidInput(`Missing required parameter ${name}.`);
    return undefined;
  }
  if (options.max !== undefined && values.length > options.max)
    throw new InvalidInput(`${name} accepts at most ${options.max} values.`);
  return values;
}

export function readBoolean(request: FastifyRequest, name: string): boolean | undefined {
  const value = readString(request, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new InvalidInput(`${name} must be true or false.`);
  return value === 'true';
}

export function readInteger(request: FastifyRequest, name: string, min: number, max: number): number | undefined {
  const value = readString(request, name);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new InvalidInput(`${name} must be an integer from ${min} to ${max}.`);
  return n;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date-time parameter, as epoch milliseconds. */
export function readDateTime(request: FastifyRequest, name: string): number | undefined {
  const value = readString(request, name);
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (!ISO_DATE_TIME.test(value) || Number.isNaN(time))
    throw new InvalidInput(`${name} must be an ISO 8601 date-time.`);
  return time;
}

export function checkEnum<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new InvalidInput(`${name} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

/** Opaque page tokens: the query and the offset, bound to the seller and the operation. */
export function encodePageToken(payload: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

export function decodePageToken(
  token: string,
  sellerId: string,
  kind: string,
): Record<string, unknown> & { offset: number } {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (payload.s === sellerId && payload.k === kind && typeof payload.offset === 'number')
      return payload as Record<string, unknown> & { offset: number };
  } catch {
    // fall through
  }
  throw new InvalidInput('The next token is invalid.');
}
