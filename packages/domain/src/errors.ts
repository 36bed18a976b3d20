import { z } from 'zod';

/**
 * The codes of the server's refusals (`{ message, code }`): codes are for programs, messages for
 * people. The web branches on a refusal's code, never on its message, so a copy edit of a
 * message changes no behaviour. The server maps each code to its HTTP status (apps/server/src/errors.ts).
 */
export const errorCodes = [
  'VALIDATION',
  'INVALID_TOKEN',
  /** Change password or e-mail: the current password given is not the account's. */
  'CURRENT_PASSWORD_WRONG',
  /** Change e-mail: the new address is the one the account has. */
  'EMAIL_UNCHANGED',
  'UNAUTHORIZED',
  /** The server ended the session on purpose (a worker whose seller must act); the message says why. */
  'SESSION_ENDED',
  'INVALID_CREDENTIALS',
  'PAYMENT_FAILED',
  'FORBIDDEN',
  'GATE',
  /** The store must be connected again (its authorization is gone). */
  'STORE_UNAUTHORIZED',
  'ACCOUNT_REJECTED',
  'NOT_FOUND',
  'EMAIL_EXISTS',
  'CONFLICT',
  /** Connect or rename a store: the account has a store with this name. */
  'STORE_NAME_TAKEN',
  /** Create a pallet or add boxes to one: some boxes are on another pallet (ask Skip or Replace). */
  'PALLET_ALREADY_ASSIGNED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'MARKETPLACE_UNAVAILABLE',
  'BUSY',
  'PAYMENT_PROCESSOR_UNAVAILABLE',
  'CARRIER_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
export const errorCodeSchema = z.enum(errorCodes);

/** Every refusal's body: the message for people, the code for programs, and a few extras for programs. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  /** GATE: where the account belongs. */
  redirectTo: z.string().optional(),
  /** INTERNAL: the reference to quote. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
