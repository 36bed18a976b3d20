import { z } from 'zod';

/** GET /health: the process answers and its database does. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
