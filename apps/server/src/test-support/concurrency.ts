import type { ApiResponse } from './client.js';

/** Fires `count` copies of a request at once and returns every answer (in sending order). */
export function atOnce<T>(count: number, send: (index: number) => Promise<ApiResponse<T>>): Promise<ApiResponse<T>[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}

/** The statuses of answers, for `expect(...).not.toContain(500)`-style checks with the bodies at hand. */
export function serverErrors(answers: ApiResponse[]): ApiResponse[] {
  return answers.filter((a) => a.status >= 500);
}
