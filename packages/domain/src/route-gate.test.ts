import { describe, expect, it } from 'vitest';
import { decideRoute, type GateMarkers, type GateUser } from './route-gate.js';

type Overrides = {
  userType?: GateUser['userType'];
  verified?: boolean;
  approval?: string;
  stores?: number;
  marketplaces?: number;
  subscribed?: boolean;
  onboardCompleted?: boolean;
  synced?: boolean;
  authorized?: boolean;
  payment?: GateUser['paymentDetails']['paymentStatus'];
};

/** A fully onboarded seller, changed by what a case needs. */
function user(o: Overrides = {}): GateUser {
  const stores = o.stores ?? 1;
  const marketplaces = o.marketplaces ?? 1;
  const synced = o.synced ?? true;
  return {
    userType: o.userType ?? 'user',
    onboardingInfo: {
      subscribed: o.subscribed ?? true,
      onboardCompleted: o.onboardCompleted ?? true,
      adminApproval: o.approval ?? 'approved',
      isStoreConnected: stores > 0,
      isEmailVerified: o.verified ?? true,
    },
    paymentDetails: { paymentStatus: o.payment ?? 'success' },
    stores: Array.from({ length: stores }, () => ({})),
    storeMarketplaces: Array.from({ length: marketplaces }, () => ({})),
    defaultStore: stores ? { isAuthorized: o.authorized ?? true, syncedStatus: { shipments: synced } } : null,
    defaultStoreMarketplace: marketplaces
      ? { syncedStatus: { listing: synced, quantity: synced, prepInstruction: synced } }
      : null,
  };
}

const at = (path: string, u: GateUser | null, markers: GateMarkers = {}, hasToken = true) =>
  decideRoute({ path, hasToken, user: u, markers });

describe('the private-route gate, step by step in the spec order', () => {
  it.each<[string, string, GateUser | null, boolean, string]>([
    ['1. no token', '/dashboard/shipment', null, false, '/auth/signin'],
    ['2. e-mail unverified', '/dashboard/shipment', user({ verified: false }), true, '/auth/check-email'],
    ['3. approval pending', '/dashboard/shipment', user({ approval: 'pending' }), true, '/onboarding/approval-pending'],
    [
      '3. approval empty counts as pending',
      '/onboarding/start',
      user({ approval: '' }),
      true,
      '/onboarding/approval-pending',
    ],
    ['3. approval rejected', '/onboarding/start', user({ approval: 'rejected' }), true, '/onboarding/approval-pending'],
    ['4. no store', '/dashboard/shipment', user({ stores: 0, marketplaces: 0 }), true, '/onboarding/start'],
    [
      '5. store but no marketplaces',
      '/dashboard/shipment',
      user({ marketplaces: 0 }),
      true,
      '/onboarding/select-marketplaces',
    ],
    ['7. no subscription', '/dashboard/shipment', user({ subscribed: false }), true, '/onboarding/payment-method'],
    [
      '8. subscribed, not onboarded, not synced',
      '/dashboard/shipment',
      user({ onboardCompleted: false, synced: false }),
      true,
      '/onboarding/data-syncing',
    ],
    ['9. onboarded, not synced', '/dashboard/shipment', user({ synced: false }), true, '/dashboard/setting/syncing'],
    [
      '10. synced, not onboarded',
      '/dashboard/shipment',
      user({ onboardCompleted: false }),
      true,
      '/onboarding/syncing-complete',
    ],
  ])('%s: %s goes to the step screen', (_step, path, u, hasToken, to) => {
    expect(at(path, u, {}, hasToken)).toMatchObject({ kind: 'redirect', to });
  });

  it('9. says why a screen waits while the data syncs, as the side menu does', () => {
    for (const path of ['/dashboard/skulist', '/dashboard/setting/shipping', '/dashboard/shipment']) {
      expect(at(path, user({ synced: false }))).toEqual({
        kind: 'redirect',
        to: '/dashboard/setting/syncing',
        notice: { severity: 'warning', message: 'Waiting to data sync completely' },
      });
    }
  });

  it('9. a new default store marketplace still syncing prep instructions or quantities counts as syncing', () => {
    const u = user();
    const syncing: GateUser = {
      ...u,
      defaultStoreMarketplace: { syncedStatus: { listing: true, quantity: false, prepInstruction: false } },
    };
    expect(at('/dashboard/skulist', syncing)).toMatchObject({ kind: 'redirect', to: '/dashboard/setting/syncing' });
  });

  it('7. Go Back from payment reaches Select Marketplaces without any marker', () => {
    expect(at('/onboarding/select-marketplaces', user({ subscribed: false }))).toEqual({ kind: 'render' });
  });

  it.each<GateMarkers>([{}, { newStore: true }, { reauthorize: true }])(
    '8. once subscribed, payment-method sends the seller on to Data Syncing (markers %j)',
    (markers) => {
      expect(at('/onboarding/payment-method', user({ onboardCompleted: false, synced: false }), markers)).toEqual({
        kind: 'redirect',
        to: '/onboarding/data-syncing',
      });
    },
  );

  it('6. the congratulation marker shows congratulations before payment', () => {
    expect(at('/onboarding/payment-method', user({ subscribed: false }), { page: 'congratulation' })).toEqual({
      kind: 'redirect',
      to: '/onboarding/congratulations',
    });
  });

  it('steps are taken in order: unverified wins over everything after it', () => {
    expect(at('/onboarding/start', user({ verified: false, approval: 'pending', stores: 0 }))).toEqual({
      kind: 'redirect',
      to: '/auth/check-email',
    });
  });

  it.each([
    ['/onboarding/approval-pending', user({ approval: 'pending' })],
    ['/onboarding/start', user({ stores: 0, marketplaces: 0 })],
    ['/onboarding/connect-amazon', user({ stores: 0, marketplaces: 0 })],
    ['/onboarding/select-marketplaces', user({ marketplaces: 0 })],
    ['/onboarding/payment-method', user({ subscribed: false })],
    ['/onboarding/data-syncing', user({ onboardCompleted: false, synced: false })],
    ['/dashboard/setting/syncing', user({ synced: false })],
    ['/dashboard/setting/profile', user({ synced: false })],
    ['/onboarding/syncing-complete', user({ onboardCompleted: false })],
  ])('renders %s for the user on that step', (path, u) => {
    expect(at(path, u)).toEqual({ kind: 'render' });
  });

  it('waits while the user loads', () => {
    expect(at('/dashboard/shipment', null)).toEqual({ kind: 'loading' });
    expect(at('/auth/signin', null)).toEqual({ kind: 'loading' });
  });
});

describe('the public-route rule', () => {
  it('sends a verified, signed-in visitor to the dashboard', () => {
    expect(at('/auth/signin', user())).toEqual({ kind: 'redirect', to: '/dashboard/shipment' });
  });
  it('lets an unverified user stay on check-email', () => {
    expect(at('/auth/check-email', user({ verified: false }))).toEqual({ kind: 'render' });
  });
  it('sends a signed-in, unverified user from Sign In to check-email, where Resend is', () => {
    expect(at('/auth/signin', user({ verified: false }))).toEqual({ kind: 'redirect', to: '/auth/check-email' });
  });
  it('renders public routes without a token', () => {
    expect(at('/auth/signup', null, {}, false)).toEqual({ kind: 'render' });
  });
});

describe('the onboarding-group rule', () => {
  it('sends a fully onboarded, authorised user to the dashboard', () => {
    expect(at('/onboarding/start', user())).toEqual({ kind: 'redirect', to: '/dashboard/shipment' });
  });
  it.each<GateMarkers>([{ reauthorize: true }, { newStore: true }])(
    'keeps them there with the marker %j',
    (markers) => {
      expect(at('/onboarding/connect-amazon', user(), markers)).toEqual({ kind: 'render' });
    },
  );
});

describe('the dashboard-group rule', () => {
  it('sends an unauthorised default store to the profile', () => {
    expect(at('/dashboard/shipment', user({ authorized: false }))).toEqual({
      kind: 'redirect',
      to: '/dashboard/setting/profile',
    });
    expect(at('/dashboard/setting/profile', user({ authorized: false }))).toEqual({ kind: 'render' });
  });
  it.each(['failed', 'inprogress'] as const)('sends payment %s to payment settings', (payment) => {
    expect(at('/dashboard/skulist', user({ payment }))).toEqual({
      kind: 'redirect',
      to: '/dashboard/setting/paymentSetting',
    });
  });
  it.each(['/dashboard/setting/syncing', '/dashboard/setting/profile'])(
    'always allows %s: with the store disconnected or the payment failed',
    (path) => {
      expect(at(path, user({ authorized: false }))).toEqual({ kind: 'render' });
      expect(at(path, user({ payment: 'failed' }))).toEqual({ kind: 'render' });
      expect(at(path, user({ payment: 'inprogress', authorized: false }))).toEqual({ kind: 'render' });
    },
  );
  it('lets a seller with a failed payment open Payment but not the SKU list', () => {
    expect(at('/dashboard/setting/paymentSetting', user({ payment: 'failed' }))).toEqual({ kind: 'render' });
  });
  it('renders for a fully onboarded seller', () => {
    expect(at('/dashboard/skulist', user({ payment: 'pending' }))).toEqual({ kind: 'render' });
  });
});

describe('the worker sign-out rule', () => {
  it.each<[string, Overrides]>([
    ['store not authorised', { authorized: false }],
    ['no subscription', { subscribed: false }],
    ['payment failed', { payment: 'failed' }],
    ['payment in progress', { payment: 'inprogress' }],
  ])('signs a worker out when %s', (_label, o) => {
    expect(at('/dashboard/shipment', user({ userType: 'worker', ...o }))).toEqual({
      kind: 'signOut',
      to: '/auth/signin',
    });
  });
  it('lets a worker of an onboarded seller in', () => {
    expect(at('/dashboard/shipment', user({ userType: 'worker' }))).toEqual({ kind: 'render' });
  });
});

describe('screens of another role', () => {
  it.each([
    ['worker', '/dashboard/setting/paymentSetting'],
    ['worker', '/dashboard/setting/workerslist'],
    ['worker', '/dashboard/adminUsers'],
    ['user', '/dashboard/adminUsers'],
  ] as const)('sends a %s away from %s, which its menu does not list', (userType, path) => {
    expect(at(path, user({ userType }))).toEqual({ kind: 'redirect', to: '/dashboard/shipment' });
  });
  it('reads a trailing slash as the screen itself', () => {
    expect(at('/dashboard/skulist/', user())).toEqual({ kind: 'render' });
  });
  it('lets a seller open Payment and Users', () => {
    expect(at('/dashboard/setting/paymentSetting', user())).toEqual({ kind: 'render' });
    expect(at('/dashboard/setting/workerslist', user())).toEqual({ kind: 'render' });
  });
});

describe('paths that are no screen', () => {
  it.each([
    ['a done seller', user()],
    ['a seller on the payment step', user({ subscribed: false })],
    ['a seller still syncing', user({ synced: false })],
  ])('an unknown /onboarding/ or /dashboard/ path sends %s to /not-found', (_label, u) => {
    expect(at('/onboarding/nowhere', u)).toEqual({ kind: 'redirect', to: '/not-found' });
    expect(at('/dashboard/nowhere', u)).toEqual({ kind: 'redirect', to: '/not-found' });
  });
});

describe('routes outside the groups', () => {
  it('sends / to the shipment list and unknown paths to /not-found', () => {
    expect(at('/', null, {}, false)).toEqual({ kind: 'redirect', to: '/dashboard/shipment' });
    expect(at('/nowhere', null, {}, false)).toEqual({ kind: 'redirect', to: '/not-found' });
    expect(at('/not-found', null, {}, false)).toEqual({ kind: 'render' });
  });
  it('keeps the operator on Admin Users and Profile', () => {
    const op = user({ userType: 'owner', stores: 0, marketplaces: 0, subscribed: false });
    expect(at('/dashboard/shipment', op)).toEqual({ kind: 'redirect', to: '/dashboard/adminUsers' });
    expect(at('/dashboard/adminUsers', op)).toEqual({ kind: 'render' });
    expect(at('/auth/signin', op)).toEqual({ kind: 'redirect', to: '/dashboard/adminUsers' });
  });
});
