import { isOperator, type PaymentStatus, type UserType } from './constants.js';

/** What the gate needs to know of the signed-in user: a subset of CurrentUser. */
export interface GateUser {
  userType: UserType;
  onboardingInfo: {
    subscribed: boolean;
    onboardCompleted: boolean;
    adminApproval: string;
    isStoreConnected: boolean;
    isEmailVerified: boolean;
  };
  paymentDetails: { paymentStatus: PaymentStatus };
  stores: readonly unknown[];
  storeMarketplaces: readonly unknown[];
  defaultStore: { isAuthorized: boolean; syncedStatus: { shipments: boolean } } | null;
  defaultStoreMarketplace: {
    syncedStatus: { listing: boolean; quantity: boolean; prepInstruction: boolean };
  } | null;
}

/** Markers the web app keeps in local storage. */
export interface GateMarkers {
  /** 'congratulation' once marketplaces were saved, until the user leaves that screen. */
  page?: string | null;
  reauthorize?: boolean;
  newStore?: boolean;
}

export interface GateInput {
  path: string;
  hasToken: boolean;
  /** The current user, once loaded; null while loading or without a token. */
  user: GateUser | null;
  markers: GateMarkers;
}

export type GateDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'signOut'; to: '/auth/signin' };

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
  notFound: '/not-found',
} as const;

type Group = 'public' | 'onboarding' | 'dashboard' | 'other';

function groupOf(path: string): Group {
  if (path.startsWith('/auth/')) return 'public';
  if (path.startsWith('/onboarding/')) return 'onboarding';
  if (path.startsWith('/dashboard/')) return 'dashboard';
  return 'other';
}

/** Listing, prep instructions, quantities and shipments all synchronised. */
export function isDataSynced(user: GateUser): boolean {
  const m = user.defaultStoreMarketplace?.syncedStatus;
  return Boolean(m?.listing && m.prepInstruction && m.quantity && user.defaultStore?.syncedStatus.shipments);
}

function isStoreConnected(user: GateUser): boolean {
  return user.onboardingInfo.isStoreConnected || user.stores.length > 0;
}

function isPaymentBlocked(user: GateUser): boolean {
  const status = user.paymentDetails.paymentStatus;
  return status === 'failed' || status === 'inprogress';
}

/**
 * Steps 3 to 10 of the spec's private-route gate: the onboarding step the user is on,
 * with the pages that step may show (the step's own screen first), or null when done.
 * A step allows the screens that lead out of it: from Welcome the user must reach Connect.
 */
function findOnboardingStep(user: GateUser, markers: GateMarkers): readonly string[] | null {
  const info = user.onboardingInfo;
  const synced = isDataSynced(user);
  const hasMarketplaces = user.storeMarketplaces.length > 0;
  if (info.adminApproval !== 'approved') return [ROUTES.approvalPending];
  if (!isStoreConnected(user)) return [ROUTES.start, ROUTES.connectAmazon];
  if (!hasMarketplaces) return [ROUTES.selectMarketplaces, ROUTES.connectAmazon];
  if (markers.page === 'congratulation') return [ROUTES.congratulations];
  if (!info.subscribed) return [ROUTES.paymentMethod];
  if (!info.onboardCompleted && !synced) return [ROUTES.dataSyncing];
  if (info.onboardCompleted && !synced) return [ROUTES.syncing, ROUTES.profile];
  if (!info.onboardCompleted) return [ROUTES.syncingComplete];
  return null;
}

/** Where the operator's people may go: Admin Users and their profile. */
const OPERATOR_PAGES: readonly string[] = [ROUTES.adminUsers, ROUTES.profile];

function decidePrivate(path: string, group: 'onboarding' | 'dashboard', user: GateUser, markers: GateMarkers): GateDecision {
  const stay = (allowed: readonly string[]): GateDecision =>
    allowed.includes(path) ? { kind: 'render' } : { kind: 'redirect', to: allowed[0]! };

  if (isOperator(user.userType)) return stay(OPERATOR_PAGES);

  if (user.userType === 'worker') {
    const subscribed = user.onboardingInfo.subscribed;
    if (!user.defaultStore?.isAuthorized || !subscribed || isPaymentBlocked(user)) {
      return { kind: 'signOut', to: ROUTES.signIn };
    }
  }

  const step = findOnboardingStep(user, markers);
  // A reauthorising or new-store visit walks the onboarding screens again by choice.
  const revisiting = group === 'onboarding' && (markers.reauthorize || markers.newStore);
  if (step && !revisiting) return stay(step);

  if (group === 'onboarding') {
    const authorized = user.defaultStore?.isAuthorized ?? false;
    if (authorized && !revisiting) return { kind: 'redirect', to: ROUTES.shipment };
    return { kind: 'render' };
  }
  if (!user.defaultStore?.isAuthorized && path !== ROUTES.profile) return { kind: 'redirect', to: ROUTES.profile };
  if (isPaymentBlocked(user) && path !== ROUTES.paymentSetting) return { kind: 'redirect', to: ROUTES.paymentSetting };
  return { kind: 'render' };
}

/**
 * The route gate of spec document 1, section 2: the public-route rule, the private-route
 * gate's ten steps in order, the onboarding- and dashboard-group rules and the worker
 * sign-out rule. Pure: the web router renders, waits, redirects or signs out as it says.
 */
export function decideRoute({ path, hasToken, user, markers }: GateInput): GateDecision {
  if (path === '/' ) return { kind: 'redirect', to: ROUTES.shipment };
  if (path === ROUTES.notFound) return { kind: 'render' };
  const group = groupOf(path);
  if (group === 'other') return { kind: 'redirect', to: ROUTES.notFound };

  if (group === 'public') {
    if (!hasToken) return { kind: 'render' };
    if (!user) return { kind: 'loading' };
    if (!user.onboardingInfo.isEmailVerified) return { kind: 'render' };
    return { kind: 'redirect', to: isOperator(user.userType) ? ROUTES.adminUsers : ROUTES.shipment };
  }

  if (!hasToken) return { kind: 'redirect', to: ROUTES.signIn };
  if (!user) return { kind: 'loading' };
  if (!user.onboardingInfo.isEmailVerified) return { kind: 'redirect', to: ROUTES.checkEmail };
  return decidePrivate(path, group, user, markers);
}
