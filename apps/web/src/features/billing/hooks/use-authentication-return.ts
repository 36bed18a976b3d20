import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCompleteAuthentication } from '../api/use-complete-authentication';

/** What the processor's 3-D Secure page adds to the return path. */
const RETURN_PARAMS = [
  'setup_intent',
  'setup_intent_client_secret',
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
];

/**
 * Back from the processor's 3-D Secure page (?setup_intent=seti_… or ?payment_intent=pi_…):
 * strips the query at once (history replace, so a reload does not finish it twice) and calls
 * POST /payment/complete-authentication once, even under StrictMode's double effects. The
 * alert bar shows the outcome; the refreshed current user lets the gate move on.
 */
export function useAuthenticationReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const completeAuthentication = useCompleteAuthentication();
  // Set from the first render when the URL carries an intent, so the card form is not mounted
  // (hosted fields and all) only to be replaced by the confirmation at once.
  const [completing, setCompleting] = useState(
    () => searchParams.has('setup_intent') || searchParams.has('payment_intent'),
  );
  /** How the return ended: the card action went through, or not (refused, failed or still unconfirmed). */
  const [outcome, setOutcome] = useState<'succeeded' | 'failed' | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    const intentId = searchParams.get('setup_intent') ?? searchParams.get('payment_intent');
    if (handled.current || !intentId) return;
    handled.current = true;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
    setCompleting(true);
    // mutateAsync, not mutate's callbacks: StrictMode's simulated unmount would drop those.
    completeAuthentication
      .mutateAsync(intentId)
      .then((result) => setOutcome(result.status === 'succeeded' ? 'succeeded' : 'failed'))
      .catch(() => setOutcome('failed'))
      .finally(() => setCompleting(false));
    // Runs for the URL the page opened with; later URLs carry no intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { completing, outcome };
}
