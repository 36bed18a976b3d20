import type Stripe from 'stripe';

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

/** The `error` member of a Stripe API error answer (what the SDK turns into StripeError). */
export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: Stripe.PaymentIntent;
  setup_intent?: Stripe.SetupIntent;
  payment_method?: Stripe.PaymentMethod;
}

/** Any refusal of the payments API: the HTTP status and Stripe's error object. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

/** Stripe's documentation page of an error code. */
export function docUrlOf(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrlOf(code) } : {}),
    ...(param ? { param } : {}),
  });
}

/** An id that names nothing: `No such payment_intent: 'pi_x'`; 404 in the path, 400 as a parameter. */
export function resourceMissing(resource: string, id: string, param = 'id', status = 404): StripeApiError {
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: docUrlOf('resource_missing'),
    message: `No such ${resource}: '${id}'`,
    param,
  });
}

/** A card problem: a decline, a number that fails validation, or a needed authentication. */
export function cardError(fields: Omit<StripeErrorBody, 'type'> & { code: string }): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', doc_url: docUrlOf(fields.code), ...fields });
}
