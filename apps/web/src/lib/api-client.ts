import { messages } from '@stowline/domain';
import { getToken } from './session';

const BASE_URL = '/api/v1';

/** A failed call: the server's message, or 'Network Error' (status null) when fetch itself failed. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string | undefined;

  constructor(status: number | null, message: string, code?: string) {
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

async function readMessage(response: Response): Promise<{ message?: string; code?: string }> {
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object') {
      const { message, code } = data as { message?: unknown; code?: unknown };
      return {
        message: typeof message === 'string' && message ? message : undefined,
        code: typeof code === 'string' ? code : undefined,
      };
    }
  } catch {
    // Not JSON: fall back to the generic message.
  }
  return {};
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
    throw new ApiError(null, messages.networkError);
  }

  if (!response.ok) {
    const { message, code } = await readMessage(response);
    throw new ApiError(response.status, message ?? messages.requestFailed, code);
  }
  return response;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    return undefined as T;
  }
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  /** A file the server sends (a PDF receipt): its bytes, refusals answered as for JSON calls. */
  getBlob: async (path: string, options?: Omit<RequestOptions, 'body'>) =>
    (await send('GET', path, options ?? {})).blob(),
  /** Uploads a file's bytes; its name goes in the `filename` query parameter. */
  upload: <T>(path: string, file: File, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, query: { ...options?.query, filename: file.name }, body: file }),
};

/** The message to show for any thrown value. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.requestFailed;
}
