import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, isSubscriptionResumable } from './billing.js';
import { messages } from './messages.js';
import { decideRoute, ROUTES, type GateUser } from './route-gate.js';
import { findApprovalBlocker } from './users.js';

const onboardedSeller: GateUser = {
  userType: 'user',
  onboardingInfo: {
    subscribed: true,
    onboardCompleted: true,
    adminApproval: 'approved',
    isStoreConnected: true,
    isEmailVerified: true,
  },
  paymentDetails: { paymentStatus: 'success' },
  stores: [{}],
  storeMarketplaces: [{}],
  defaultStore: { isAuthorized: true, syncedStatus: { shipments: true } },
  defaultStoreMarketplace: { syncedStatus: { listing: true, quantity: true, prepInstruction: true } },
};

describe('the e-mail change link page', () => {
  it.each([
    ['signed out', false, null],
    ['signed in, still loading', true, null],
    ['signed in and verified', true, onboardedSeller],
  ])('renders %s, where other auth pages would move the person on', (_case, hasToken, user) => {
    const path = `${ROUTES.confirmEmailChange}`;
    expect(decideRoute({ path, hasToken, user, markers: {} })).toEqual({ kind: 'render' });
  });

  it('leaves the other auth pages to the public-route rule', () => {
    expect(decideRoute({ path: '/auth/verify-email', hasToken: true, user: onboardedSeller, markers: {} })).toEqual({
      kind: 'redirect',
      to: ROUTES.shipment,
    });
  });
});

describe('approving a seller', () => {
  it('is blocked until the e-mail is verified, with the reason the button shows', () => {
    expect(findApprovalBlocker({ emailVerified: false })).toBe(messages.approveUnverified);
    expect(findApprovalBlocker({ emailVerified: true })).toBeUndefined();
  });
});

describe('resuming a subscription', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['cancelled, ending tomorrow', { status: 'cancelled', endsAt: new Date('2026-11-25T12:00:00Z') }, true],
    ['cancelled, ended an hour ago', { status: 'cancelled', endsAt: new Date('2026-11-24T11:00:00Z') }, false],
    ['cancelled, ending right now', { status: 'cancelled', endsAt: now }, false],
    ['active', { status: 'active', endsAt: null }, false],
  ])('%s: %s', (_case, subscription, resumable) => {
    expect(isSubscriptionResumable(subscription, now)).toBe(resumable);
  });
});

describe('invoice numbers', () => {
  it('are SL- and at least six digits', () => {
    expect(formatInvoiceNumber(1)).toBe('SL-000001');
    expect(formatInvoiceNumber(1234567)).toBe('SL-1234567');
  });
});
