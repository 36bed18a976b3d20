import { describe, expect, it } from 'vitest';
import { checkMenuNavigation, getMenuItems } from './menu.js';
import type { GateUser } from './route-gate.js';

function seller(
  o: {
    authorized?: boolean;
    listing?: boolean;
    shipments?: boolean;
    payment?: GateUser['paymentDetails']['paymentStatus'];
  } = {},
): GateUser {
  return {
    userType: 'user',
    onboardingInfo: {
      subscribed: true,
      onboardCompleted: true,
      adminApproval: 'approved',
      isStoreConnected: true,
      isEmailVerified: true,
    },
    paymentDetails: { paymentStatus: o.payment ?? 'success' },
    stores: [{}],
    storeMarketplaces: [{}],
    defaultStore: { isAuthorized: o.authorized ?? true, syncedStatus: { shipments: o.shipments ?? true } },
    defaultStoreMarketplace: { syncedStatus: { listing: o.listing ?? true, quantity: true, prepInstruction: true } },
  };
}

describe('side menu items per role', () => {
  const labels = (t: Parameters<typeof getMenuItems>[0]) => getMenuItems(t).map((i) => i.label);
  it('shows a seller everything but Admin Users', () => {
    expect(labels('user')).toEqual([
      'SKU List',
      'Shipment Details',
      'Shipment',
      'Profile',
      'Shipping',
      'Label',
      'Box',
      'Warehouse',
      'Carrier',
      'Ship to FC',
      'Payment',
      'Data Sync',
      'Users',
    ]);
  });
  it('hides Payment and Users from workers', () => {
    expect(labels('worker')).not.toContain('Payment');
    expect(labels('worker')).not.toContain('Users');
    expect(labels('worker')).toContain('Data Sync');
  });
  it.each(['owner', 'admin'] as const)('gives the operator (%s) Admin Users and Profile', (t) => {
    expect(labels(t)).toEqual(['Admin Users', 'Profile']);
  });
});

describe('side menu navigation block', () => {
  it('allows everything for an authorised, synced seller with a good payment', () => {
    expect(checkMenuNavigation(seller(), '/dashboard/skulist')).toEqual({ allowed: true });
    expect(checkMenuNavigation(seller({ payment: 'pending' }), '/dashboard/skulist')).toEqual({ allowed: true });
  });
  it('warns while data is still syncing', () => {
    expect(checkMenuNavigation(seller({ listing: false }), '/dashboard/skulist')).toEqual({
      allowed: false,
      severity: 'warning',
      message: 'Waiting to data sync completely',
    });
  });
  it('warns, as the gate redirects, while prep instructions or quantities of a new store still sync', () => {
    const u = seller();
    const syncing: GateUser = {
      ...u,
      defaultStoreMarketplace: { syncedStatus: { listing: true, quantity: false, prepInstruction: false } },
    };
    expect(checkMenuNavigation(syncing, '/dashboard/skulist')).toEqual({
      allowed: false,
      severity: 'warning',
      message: 'Waiting to data sync completely',
    });
  });
  it('refuses when synced but not authorised or payment failed', () => {
    const refused = { allowed: false, severity: 'error', message: 'Not authorized to perform this action' };
    expect(checkMenuNavigation(seller({ authorized: false }), '/dashboard/skulist')).toEqual(refused);
    expect(checkMenuNavigation(seller({ payment: 'failed' }), '/dashboard/skulist')).toEqual(refused);
  });
  it('allows Payment while a payment failed or waits for 3-D Secure, where the seller fixes it', () => {
    expect(checkMenuNavigation(seller({ payment: 'failed' }), '/dashboard/setting/paymentSetting')).toEqual({
      allowed: true,
    });
    expect(checkMenuNavigation(seller({ payment: 'inprogress' }), '/dashboard/setting/paymentSetting')).toEqual({
      allowed: true,
    });
  });
  it('always allows Data Sync and Profile', () => {
    const blocked = seller({ authorized: false, listing: false });
    expect(checkMenuNavigation(blocked, '/dashboard/setting/syncing')).toEqual({ allowed: true });
    expect(checkMenuNavigation(blocked, '/dashboard/setting/profile')).toEqual({ allowed: true });
  });
});
