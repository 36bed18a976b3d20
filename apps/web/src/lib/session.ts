import { useSyncExternalStore } from 'react';
import type { GateMarkers } from '@stowline/domain';

/** Local-storage keys the app uses; the names are shared with older clients. */
export const SESSION_KEYS = {
  token: 'token',
  previousPage: 'PreviousPage',
  signupEmail: 'signupEmail',
  pageMarker: 'pageMarker',
  reauthorize: 'reauthorize',
  newStore: 'newstore',
  signOutReason: 'signOutReason',
} as const;

export type PreviousPage = 'signup' | 'reset';

const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the session then lives for this page only.
  }
  notify();
}

if (typeof window !== 'undefined') {
  // Another tab signing in or out changes what this tab may show.
  window.addEventListener('storage', () => notify());
}

export const getToken = (): string | null => read(SESSION_KEYS.token);
export const setToken = (token: string): void => write(SESSION_KEYS.token, token);

export function getPreviousPage(): PreviousPage | null {
  const value = read(SESSION_KEYS.previousPage);
  return value === 'signup' || value === 'reset' ? value : null;
}
export const setPreviousPage = (page: PreviousPage | null): void => write(SESSION_KEYS.previousPage, page);

export const getSignupEmail = (): string | null => read(SESSION_KEYS.signupEmail);
export const setSignupEmail = (email: string | null): void => write(SESSION_KEYS.signupEmail, email);

export const setPageMarker = (marker: 'congratulation' | null): void => write(SESSION_KEYS.pageMarker, marker);
/** Reauthorise mode: the marker holds the id of the store being reconnected (or whose marketplaces change). */
export const setReauthorize = (storeId: string | null): void => write(SESSION_KEYS.reauthorize, storeId || null);
export const getReauthorizeStoreId = (): string | null => read(SESSION_KEYS.reauthorize) || null;
export const setNewStore = (on: boolean): void => write(SESSION_KEYS.newStore, on ? 'true' : null);

/** The markers the route gate reads. */
export function readMarkers(): GateMarkers {
  return {
    page: read(SESSION_KEYS.pageMarker),
    reauthorize: Boolean(read(SESSION_KEYS.reauthorize)),
    newStore: read(SESSION_KEYS.newStore) === 'true',
  };
}

/**
 * Why the server or the gate ended the session (a worker whose seller must act), for Sign In to
 * show until the next sign-in. It is kept in local storage beside the token, written before the
 * token goes: every tab of the browser loses the session at once (the token is shared), so each
 * one's Sign In says why, and a reload just after an open page met the ended session (a poll)
 * cannot find the token gone but the reason missing (two storage areas are not written in order).
 */
export const getSignOutReason = (): string | null => read(SESSION_KEYS.signOutReason);
export const setSignOutReason = (reason: string | null): void => write(SESSION_KEYS.signOutReason, reason);

/** Forgets the signed-in session and its onboarding markers. */
export function clearSession(): void {
  for (const key of [SESSION_KEYS.token, SESSION_KEYS.pageMarker, SESSION_KEYS.reauthorize, SESSION_KEYS.newStore]) {
    try {
      localStorage.removeItem(key);
    } catch {
      // See write().
    }
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders whenever the token or a marker changes; returns the current token. */
export function useSessionToken(): string | null {
  useSyncExternalStore(subscribe, () => version);
  return getToken();
}
