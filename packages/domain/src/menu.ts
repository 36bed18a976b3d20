import type { UserType } from './constants.js';
import { messages } from './messages.js';
import { isDataSynced, type GateUser } from './route-gate.js';
import { ALWAYS_OPEN_SCREENS, DASHBOARD_SCREENS, ROUTES } from './screens.js';

export interface MenuItem {
  path: string;
  label: string;
  group?: 'setting';
}

/**
 * The side-menu items a user type sees: the dashboard screens it may use (the route gate
 * lets the same screens render, and sends every other one away).
 */
export function getMenuItems(userType: UserType): MenuItem[] {
  return DASHBOARD_SCREENS.filter((screen) => screen.isFor(userType)).map(({ path, label, group }) =>
    group ? { path, label, group } : { path, label },
  );
}

export type NavigationCheck = { allowed: true } | { allowed: false; severity: 'error' | 'warning'; message: string };

/**
 * The side menu's navigation block: only with an authorised store, the data synced (the
 * gate's one rule, `isDataSynced`) and a pending or successful payment; Data Sync and Profile
 * always, and Payment while a payment needs the seller. Blocked: a warning while the data
 * syncs, an error otherwise.
 */
export function checkMenuNavigation(user: GateUser, path: string): NavigationCheck {
  if (ALWAYS_OPEN_SCREENS.includes(path)) return { allowed: true };
  if (user.userType === 'owner' || user.userType === 'admin') return { allowed: true };
  const payment = user.paymentDetails.paymentStatus;
  // A failed or unfinished payment is fixed on the Payment page, where the gate sends the seller.
  if (path === ROUTES.paymentSetting && (payment === 'failed' || payment === 'inprogress')) return { allowed: true };
  const synced = isDataSynced(user);
  const ok = Boolean(user.defaultStore?.isAuthorized) && synced && (payment === 'pending' || payment === 'success');
  if (ok) return { allowed: true };
  return synced
    ? { allowed: false, severity: 'error', message: messages.notAuthorizedAction }
    : { allowed: false, severity: 'warning', message: messages.waitingDataSync };
}
