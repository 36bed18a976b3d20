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
  { kind: 'render' } | { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'signOut'; to: '/auth/signin' };

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
  /** The e-mail change link: opened signed in or not, on any device. */
  confirmEmailChange: '/auth/confirm-email-change',
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

function decidePrivate(
  path: string,
  group: 'onboarding' | 'dashboard',
  user: GateUser,
  markers: GateMarkers,
): GateDecision {
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
  if (path === '/') return { kind: 'redirect', to: ROUTES.shipment };
  if (path === ROUTES.notFound || path === ROUTES.confirmEmailChange) return { kind: 'render' };
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

/**
 * How far along an account must be for an API call, as the screens that make the call are
 * gated: 'session' any signed-in person (current user, profile, sign-out); 'approved' a
 * verified, approved account (onboarding, payment, stores, data sync: open to a seller whose
 * store is disconnected or whose payment failed, as Profile, Payment and Data Sync are);
 * 'dashboard' everything the dashboard's other screens call.
 */
export type ApiGate = 'session' | 'approved' | 'dashboard';

export type ApiAccess =
  { kind: 'allow' } | { kind: 'refuse'; redirectTo: string; message: string } | { kind: 'signOut'; message: string };

/** Our words for each screen the gate sends a person to (the spec names the screens, not messages). */
export const GATE_MESSAGES: Record<string, string> = {
  [ROUTES.checkEmail]: 'Verify your e-mail address first: open the link we sent you.',
  [ROUTES.approvalPending]: 'Your account is waiting for approval.',
  [ROUTES.start]: 'Connect your Amazon store first.',
  [ROUTES.connectAmazon]: 'Connect your Amazon store first.',
  [ROUTES.selectMarketplaces]: 'Select the marketplaces you sell in first.',
  [ROUTES.congratulations]: 'Set up your subscription first.',
  [ROUTES.paymentMethod]: 'Set up your subscription first.',
  [ROUTES.dataSyncing]: 'Waiting to Data Sync completely!',
  [ROUTES.syncingComplete]: 'Waiting to Data Sync completely!',
  [ROUTES.syncing]: 'Waiting to Data Sync completely!',
  [ROUTES.profile]: 'Unauthorize: Need to connect store again!',
  [ROUTES.paymentSetting]: 'Your last payment did not go through: retry it on the Payment page.',
};

/** Ours: why a worker's session ends (the spec signs the worker out without a word). */
export const WORKER_SIGNED_OUT_MESSAGE =
  'Your seller’s store or subscription needs attention, so workers are signed out until the seller fixes it.';

/**
 * The server's side of the route gate: whether `user` may make a call that needs `gate`,
 * decided by the same rules as `decideRoute` (a dashboard call is allowed exactly when the
 * dashboard's shipment screen would render). A refusal names the screen to go to.
 */
export function decideApiAccess(user: GateUser, gate: ApiGate): ApiAccess {
  if (user.onboardingInfo.adminApproval === 'rejected')
    return { kind: 'signOut', message: 'Your account has been rejected' };
  if (isOperator(user.userType)) return { kind: 'allow' };
  // A worker is signed out while the seller's store or subscription needs attention.
  if (
    user.userType === 'worker' &&
    (!user.defaultStore?.isAuthorized || !user.onboardingInfo.subscribed || isPaymentBlocked(user))
  ) {
    return { kind: 'signOut', message: WORKER_SIGNED_OUT_MESSAGE };
  }
  if (gate === 'session') return { kind: 'allow' };
  const refuse = (to: string): ApiAccess => ({
    kind: 'refuse',
    redirectTo: to,
    message: GATE_MESSAGES[to] ?? 'Finish setting up your account first.',
  });
  if (!user.onboardingInfo.isEmailVerified) return refuse(ROUTES.checkEmail);
  if (user.onboardingInfo.adminApproval !== 'approved') return refuse(ROUTES.approvalPending);
  if (gate === 'approved') return { kind: 'allow' };
  const decision = decideRoute({ path: ROUTES.shipment, hasToken: true, user, markers: {} });
  if (decision.kind === 'render') return { kind: 'allow' };
  if (decision.kind === 'redirect') return refuse(decision.to);
  return { kind: 'signOut', message: WORKER_SIGNED_OUT_MESSAGE };
}
