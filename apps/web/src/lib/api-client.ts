import type { z } from 'zod';
import { errorCodes, messages, type ErrorCode } from '@stowline/domain';
import { getToken } from './session';

const BASE_URL = '/api/v1';

/**
 * A refusal's code: the server's (@stowline/domain's errorCodes), or the client's own when the
 * server said nothing: NETWORK_ERROR (fetch itself failed), REJECTED (a 4xx answer without a
 * message), REQUEST_FAILED (any other answer without a message).
 * Programs branch on the code, never on the message (README: One API contract).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'REJECTED' | 'REQUEST_FAILED';

/** A failed call: the server's message, or 'Network Error' (status null) when fetch itself failed. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: ApiErrorCode | undefined;

  constructor(status: number | null, message: string, code?: ApiErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | undefined | null;

interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as the raw bytes (application/octet-stream) when a File or Blob. */
  body?: unknown;
  /** Auth calls go without the bearer token. */
  auth?: boolean;
  /** Let the call finish after the page is gone (a draft saved as the tab closes; bodies up to 64 kB). */
  keepalive?: boolean;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${BASE_URL}${path}${qs ? `?${qs}` : ''}`;
}

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (errorCodes as readonly string[]).includes(code);
}

async function readMessage(response: Response): Promise<{ message?: string; code?: ErrorCode }> {
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object') {
      const { message, code } = data as { message?: unknown; code?: unknown };
      return {
        message: typeof message === 'string' && message ? message : undefined,
        code: isErrorCode(code) ? code : undefined,
      };
    }
  } catch {
    // Not JSON: fall back to the generic message.
  }
  return {};
}

/**
 * Every answer is typed by the zod schema the server checks it against before sending
 * (fastify-type-provider-zod's serializer), so production builds trust it unparsed; development
 * builds parse it again, which catches a call given the wrong schema for its path.
 */
function assertResponse<S extends z.ZodType>(
  schema: S,
  data: unknown,
  method: string,
  path: string,
): asserts data is z.output<S> {
  if (!import.meta.env.DEV) return;
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${method} ${path} answered outside its schema: ${result.error.message}`);
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isFile = options.body instanceof Blob;
  if (options.body !== undefined) headers['Content-Type'] = isFile ? 'application/octet-stream' : 'application/json';
  const token = options.auth === false ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      keepalive: options.keepalive,
      body: options.body === undefined ? undefined : isFile ? (options.body as Blob) : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(null, messages.networkError, 'NETWORK_ERROR');
  }

  if (!response.ok) {
    const { message, code } = await readMessage(response);
    if (message) throw new ApiError(response.status, message, code);
    // The spec's fallbacks: the server refused the call without a reason ('Rejected!'), or the
    // call failed on the way or on the server's side ('Request Failed!').
    throw response.status >= 400 && response.status < 500
      ? new ApiError(response.status, messages.rejected, 'REJECTED')
      : new ApiError(response.status, messages.requestFailed, 'REQUEST_FAILED');
  }
  return response;
}

async function request<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await send(method, path, options);
  let data: unknown;
  if (response.status !== 204) {
    try {
      data = await response.json();
    } catch {
      data = undefined;
    }
  }
  assertResponse(schema, data, method, path);
  return data;
}

type CallOptions = Omit<RequestOptions, 'body'>;

/**
 * Calls the API under /api/v1. Each call names the response schema of its route (from
 * @stowline/domain, the one the server's route declares), and its result is that schema's type:
 *
 *   const { cards } = await apiClient.get('/payment/get-payment-cards', cardsResponseSchema);
 */
export const apiClient = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) => request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: CallOptions) =>
    request('POST', path, schema, { ...options, body: body ?? {} }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: CallOptions) =>
    request('PUT', path, schema, { ...options, body: body ?? {} }),
  patch: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: CallOptions) =>
    request('PATCH', path, schema, { ...options, body: body ?? {} }),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) =>
    request('DELETE', path, schema, options),
  /** A file the server sends (a PDF receipt): its bytes, refusals answered as for JSON calls. */
  getBlob: async (path: string, options?: CallOptions) => (await send('GET', path, options ?? {})).blob(),
  /** A file the server renders from a JSON body (label PDFs and ZPL): its bytes, refusals as for JSON calls. */
  postBlob: async (path: string, body: unknown, options?: CallOptions) =>
    (await send('POST', path, { ...options, body })).blob(),
  /** Uploads a file's bytes; its name goes in the `filename` query parameter. */
  upload: <S extends z.ZodType>(path: string, schema: S, file: File, options?: CallOptions) =>
    request('POST', path, schema, { ...options, query: { ...options?.query, filename: file.name }, body: file }),
};

/** The message to show for any thrown value: its own, else 'Request Rejected' (a failure that says nothing). */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.requestRejected;
}
