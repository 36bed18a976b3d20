import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getReauthorizeStoreId,
  getSignOutReason,
  readMarkers,
  setNewStore,
  setPageMarker,
  setReauthorize,
  setSignOutReason,
  setSignupEmail,
  setToken,
  useSessionToken,
} from './session';

afterEach(() => localStorage.clear());

describe('the session store', () => {
  it('keeps the token and the gate markers in local storage, under the names older clients use', () => {
    setToken('t-1');
    setPageMarker('congratulation');
    setReauthorize('store-7');
    setNewStore(true);
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(readMarkers()).toEqual({ page: 'congratulation', reauthorize: true, newStore: true });
    expect(getReauthorizeStoreId()).toBe('store-7');
  });

  it('forgets the session and its markers on sign-out but keeps the e-mail the check-email screen shows', () => {
    setToken('t-1');
    setPageMarker('congratulation');
    setSignupEmail('seller@example.com');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(readMarkers()).toEqual({ page: null, reauthorize: false, newStore: false });
    expect(localStorage.getItem('signupEmail')).toBe('seller@example.com');
  });

  it('re-renders a reader when this tab signs in or out', () => {
    const { result } = renderHook(() => useSessionToken());
    expect(result.current).toBeNull();
    act(() => setToken('t-2'));
    expect(result.current).toBe('t-2');
    act(() => clearSession());
    expect(result.current).toBeNull();
  });

  it('re-renders a reader when another tab signs in', () => {
    const { result } = renderHook(() => useSessionToken());
    act(() => {
      // Another tab wrote the token: this tab hears only the storage event.
      localStorage.setItem('token', 't-3');
      window.dispatchEvent(new Event('storage'));
    });
    expect(result.current).toBe('t-3');
  });

  it('keeps why the session ended beside the token, so another tab signed out with it says why too', () => {
    setToken('t-4');
    setSignOutReason('Your seller must act');
    expect(localStorage.getItem('signOutReason')).toBe('Your seller must act');
    localStorage.clear();
    const { result } = renderHook(() => {
      useSessionToken();
      return getSignOutReason();
    });
    act(() => {
      // Another tab met the ended session: this tab hears the reason and the token's removal.
      localStorage.setItem('signOutReason', 'Your seller must act');
      window.dispatchEvent(new Event('storage'));
    });
    expect(result.current).toBe('Your seller must act');
    act(() => setSignOutReason(null));
    expect(result.current).toBeNull();
  });
});
