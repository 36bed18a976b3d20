import type { QueryClient } from '@tanstack/react-query';
import type { CardActionResponse } from '@stowline/domain';
import { showAlert } from '../../../lib/alert-store';
import { forgetCardForms } from '../lib/card-form-memory';
import { invalidateBilling } from './invalidate-billing';

/** The card action sends the browser to the processor's 3-D Secure page. */
export function isLeavingForAuthentication(result: CardActionResponse): boolean {
  return result.status === 'requires_action' && Boolean(result.redirectUrl);
}

/**
 * Carries out a card action's outcome (subscribe, add card, retry, complete authentication):
 * off to the processor's 3-D Secure page, which comes back to the return path; or the
 * message, once the current user and the billing queries are fresh.
 */
export async function settleCardAction(queryClient: QueryClient, result: CardActionResponse): Promise<void> {
  if (isLeavingForAuthentication(result)) {
    window.location.assign(result.redirectUrl!);
    return;
  }
  // The card is in: nothing typed needs keeping for another try.
  if (result.status === 'succeeded') forgetCardForms();
  await invalidateBilling(queryClient);
  showAlert(result.message, result.status === 'succeeded' ? 'success' : 'warning');
}
