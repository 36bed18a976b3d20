import { isOperator, type UserType } from './constants.js';
import { messages } from './messages.js';
import { isDataSynced, ROUTES, type GateUser } from './route-gate.js';

export interface MenuItem {
  path: string;
  label: string;
  group?: 'setting';
}

const ALL_ITEMS: readonly (MenuItem & { show: (t: UserType) => boolean })[] = [
  { path: ROUTES.adminUsers, label: 'Admin Users', show: isOperator },
  { path: '/dashboard/skulist', label: 'SKU List', show: (t) => !isOperator(t) },
  { path: '/dashboard/boxContent', label: 'Shipment Details', show: (t) => !isOperator(t) },
  { path: ROUTES.shipment, label: 'Shipment', show: (t) => !isOperator(t) },
  { path: ROUTES.profile, label: 'Profile', group: 'setting', show: () => true },
  { path: '/dashboard/setting/shipping', label: 'Shipping', group: 'setting', show: (t) => !isOperator(t) },
  { path: '/dashboard/setting/label', label: 'Label', group: 'setting', show: (t) => !isOperator(t) },
  { path: '/dashboard/setting/pallet', label: 'Box', group: 'setting', show: (t) => !isOperator(t) },
  { path: '/dashboard/setting/warehouse', label: 'Warehouse', group: 'setting', show: (t) => !isOperator(t) },
  { path: '/dashboard/setting/carrier', label: 'Carrier', group: 'setting', show: (t) => !isOperator(t) },
  { path: '/dashboard/setting/shipToWarehouse', label: 'Ship to FC', group: 'setting', show: (t) => !isOperator(t) },
  { path: ROUTES.paymentSetting, label: 'Payment', group: 'setting', show: (t) => t === 'user' },
  { path: ROUTES.syncing, label: 'Data Sync', group: 'setting', show: (t) => !isOperator(t) },
  { path: '/dashboard/setting/workerslist', label: 'Users', group: 'setting', show: (t) => t === 'user' },
];

/**
 * The side-menu items a user type sees. Admin Users is the operator's (owner and admin
 * staff), Payment and Users are the seller's own (not workers'). The operator runs the
 * service and has no store, so its menu holds only Admin Users and Profile.
 */
export function getMenuItems(userType: UserType): MenuItem[] {
  return ALL_ITEMS.filter((item) => item.show(userType)).map(({ path, label, group }) =>
    group ? { path, label, group } : { path, label },
  );
}

const ALWAYS_ALLOWED: readonly string[] = [ROUTES.syncing, ROUTES.profile];

export type NavigationCheck = { allowed: true } | { allowed: false; severity: 'error' | 'warning'; message: string };

/**
 * The side menu's navigation block: only with an authorised store, listing and shipments
 * synced and a pending or successful payment; Data Sync and Profile always, and Payment
 * while a payment needs the seller.
 */
export function checkMenuNavigation(user: GateUser, path: string): NavigationCheck {
  if (isOperator(user.userType) || ALWAYS_ALLOWED.includes(path)) return { allowed: true };
  const payment = user.paymentDetails.paymentStatus;
  // A failed or unfinished payment is fixed on the Payment page, where the gate sends the seller.
  if (path === ROUTES.paymentSetting && (payment === 'failed' || payment === 'inprogress')) return { allowed: true };
  const listingSynced = Boolean(user.defaultStoreMarketplace?.syncedStatus.listing);
  const shipmentsSynced = Boolean(user.defaultStore?.syncedStatus.shipments);
  const ok =
    Boolean(user.defaultStore?.isAuthorized) &&
    listingSynced &&
    shipmentsSynced &&
    (payment === 'pending' || payment === 'success');
  if (ok) return { allowed: true };
  return isDataSynced(user) || (listingSynced && shipmentsSynced)
    ? { allowed: false, severity: 'error', message: messages.notAuthorizedAction }
    : { allowed: false, severity: 'warning', message: messages.waitingDataSync };
}
