import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { storeMessages, type ConnectStoreBody } from '@stowline/domain';
import { isApiError } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { useConnectStore } from '../api/use-connect-store';

/** Query parameters the consent page returns with (success or refusal). */
const CONSENT_PARAMS = [
  'spapi_oauth_code',
  'state',
  'selling_partner_id',
  'mws_auth_token',
  'error',
  'error_description',
];

type ConsentReturn = { kind: 'none' } | { kind: 'refused' } | { kind: 'granted'; body: ConnectStoreBody };

function readConsentReturn(params: URLSearchParams): ConsentReturn {
  if (params.has('error')) return { kind: 'refused' };
  const code = params.get('spapi_oauth_code');
  const state = params.get('state');
  const sellerId = params.get('selling_partner_id');
  if (!code || !state || !sellerId) return { kind: 'none' };
  const mwsAuthToken = params.get('mws_auth_token');
  return {
    kind: 'granted',
    body: {
      spapi_oauth_code: code,
      state,
      selling_partner_id: sellerId,
      ...(mwsAuthToken ? { mws_auth_token: mwsAuthToken } : {}),
    },
  };
}

/** What a failed connect says: the server's message, or the store-connection message when it gave none. */
export function getConnectFailure(error: unknown): string {
  // REJECTED, REQUEST_FAILED: an answer without a message ('Rejected!', 'Request Failed!' are the client's stand-ins).
  if (isApiError(error) && error.code !== 'REQUEST_FAILED' && error.code !== 'REJECTED') return error.message;
  return storeMessages.storeConnectionFailed;
}

/**
 * Handles the return from the marketplace's consent page on Connect Amazon: strips the query
 * at once (history replace, so a reload cannot replay the one-time code), then connects the
 * store once, even under StrictMode's double effects, and calls `onConnected` with its id.
 */
export function useConsentReturn(onConnected: (storeId: string) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const connectStore = useConnectStore();
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    const consent = readConsentReturn(searchParams);
    if (handled.current || consent.kind === 'none') return;
    handled.current = true;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const name of CONSENT_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
    const fail = (message: string) => {
      setError(message);
      showAlert(message, 'error');
    };
    if (consent.kind === 'refused') {
      fail(storeMessages.consentCancelled);
      return;
    }
    // The consent's return is read from the URL once, after Amazon (or the sandbox) sends the browser back.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setConnecting(true);
    // mutateAsync, not mutate's callbacks: StrictMode's simulated unmount would drop those.
    connectStore
      .mutateAsync(consent.body)
      .then((data) => {
        showAlert(storeMessages.storeConnected, 'success');
        onConnected(data.connectedStore._id);
      })
      .catch((e: unknown) => fail(getConnectFailure(e)))
      .finally(() => setConnecting(false));
    // Runs for the URL the page opened with; later URLs carry no consent parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { connecting, error, clearError: () => setError(null) };
}
