import { isOperator, type UserType } from './constants.js';

export const ROUTES = {
  signIn: '/auth/signin',
  checkEmail: '/auth/check-email',
  approvalPending: '/onboarding/approval-pending',
  start: '/onboarding/start',
  connectAmazon: '/onboarding/connect-amazon',
  selectMarketplaces: '/onboarding/select-marketplaces',
  congratulations: '/onboarding/congratulations',
  paymentMethod: '/onboarding/payment-method',
  dataSyncing: '/onboarding/data-syncing',
  syncingComplete: '/onboarding/syncing-complete',
  shipment: '/dashboard/shipment',
  adminUsers: '/dashboard/adminUsers',
  profile: '/dashboard/setting/profile',
  syncing: '/dashboard/setting/syncing',
  paymentSetting: '/dashboard/setting/paymentSetting',
  workersList: '/dashboard/setting/workerslist',
  notFound: '/not-found',
  /** The e-mail change link: opened signed in or not, on any device. */
  confirmEmailChange: '/auth/confirm-email-change',
} as const;

/** Every onboarding screen; any other /onboarding/ path does not exist. */
export const ONBOARDING_SCREENS: readonly string[] = [
  ROUTES.approvalPending,
  ROUTES.start,
  ROUTES.connectAmazon,
  ROUTES.selectMarketplaces,
  ROUTES.congratulations,
  ROUTES.paymentMethod,
  ROUTES.dataSyncing,
  ROUTES.syncingComplete,
];

export interface DashboardScreen {
  path: string;
  label: string;
  group?: 'setting';
  /** Whether a user type may open the screen: the side menu lists it and the gate lets it render. */
  isFor: (userType: UserType) => boolean;
}

const isSellerSide = (t: UserType) => !isOperator(t);

/**
 * Every dashboard screen in side-menu order, with who may use it: Admin Users is the
 * operator's (owner and admin staff), Payment and Users the seller's own (not workers').
 * The operator runs the service and has no store, so it gets only Admin Users and Profile.
 */
export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  { path: ROUTES.adminUsers, label: 'Admin Users', isFor: isOperator },
  { path: '/dashboard/skulist', label: 'SKU List', isFor: isSellerSide },
  { path: '/dashboard/boxContent', label: 'Shipment Details', isFor: isSellerSide },
  { path: ROUTES.shipment, label: 'Shipment', isFor: isSellerSide },
  { path: ROUTES.profile, label: 'Profile', group: 'setting', isFor: () => true },
  { path: '/dashboard/setting/shipping', label: 'Shipping', group: 'setting', isFor: isSellerSide },
  { path: '/dashboard/setting/label', label: 'Label', group: 'setting', isFor: isSellerSide },
  { path: '/dashboard/setting/pallet', label: 'Box', group: 'setting', isFor: isSellerSide },
  { path: '/dashboard/setting/warehouse', label: 'Warehouse', group: 'setting', isFor: isSellerSide },
  { path: '/dashboard/setting/carrier', label: 'Carrier', group: 'setting', isFor: isSellerSide },
  { path: '/dashboard/setting/shipToWarehouse', label: 'Ship to FC', group: 'setting', isFor: isSellerSide },
  { path: ROUTES.paymentSetting, label: 'Payment', group: 'setting', isFor: (t) => t === 'user' },
  { path: ROUTES.syncing, label: 'Data Sync', group: 'setting', isFor: isSellerSide },
  { path: ROUTES.workersList, label: 'Users', group: 'setting', isFor: (t) => t === 'user' },
];

/** The spec's 'Data Sync and Profile are always allowed': open whatever the store, sync or payment state. */
export const ALWAYS_OPEN_SCREENS: readonly string[] = [ROUTES.syncing, ROUTES.profile];

/** Whether `userType` may open the dashboard screen at `path` (false for paths that are no screen). */
export function isScreenFor(path: string, userType: UserType): boolean {
  return DASHBOARD_SCREENS.some((screen) => screen.path === path && screen.isFor(userType));
}
