import { isOperator, type PaymentStatus, type UserType } from './constants.js';
import { messages } from './messages.js';
import { ALWAYS_OPEN_SCREENS, ONBOARDING_SCREENS, ROUTES, isScreenFor } from './screens.js';

export { ROUTES } from './screens.js';

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

/** Why a redirect happened, for the person: shown as an alert where the spec names one. */
export interface GateNotice {
  severity: 'warning' | 'error';
  message: string;
}

export type GateDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string; notice?: GateNotice }
  | { kind: 'signOut'; to: '/auth/signin' };

type Group = 'public' | 'onboarding' | 'dashboard' | 'other';

function groupOf(path: string): Group {
  if (path.startsWith('/auth/')) return 'public';
  if (path.startsWith('/onboarding/')) return 'onboarding';
  if (path.startsWith('/dashboard/')) return 'dashboard';
  return 'other';
}

/**
 * Listing, prep instructions, quantities and shipments all synchronised: the one rule for
 * 'synced' (data-syncing's completion, the gate's steps 8 to 10, the side menu's block and the
 * server's Get Started). The catalog job does not count (the spec's gate ignores it).
 */
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
  // Payment's Go Back returns to Select Marketplaces, whose SAVE leads on to Congratulations again.
  if (!info.subscribed) return [ROUTES.paymentMethod, ROUTES.selectMarketplaces];
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
  const stay = (allowed: readonly string[], notice?: GateNotice): GateDecision =>
    allowed.includes(path)
      ? { kind: 'render' }
      : notice
        ? { kind: 'redirect', to: allowed[0]!, notice }
        : { kind: 'redirect', to: allowed[0]! };

  // A path of the group that is no screen does not exist, whatever step the user is on.
  const isScreen = group === 'onboarding' ? ONBOARDING_SCREENS.includes(path) : isScreenFor(path, user.userType);
  if (group === 'onboarding' && !isScreen) return { kind: 'redirect', to: ROUTES.notFound };
  if (group === 'dashboard' && !isScreen && !isScreenFor(path, 'user') && !isScreenFor(path, 'owner')) {
    return { kind: 'redirect', to: ROUTES.notFound };
  }

  if (isOperator(user.userType)) return stay(OPERATOR_PAGES);

  if (user.userType === 'worker') {
    const subscribed = user.onboardingInfo.subscribed;
    if (!user.defaultStore?.isAuthorized || !subscribed || isPaymentBlocked(user)) {
      return { kind: 'signOut', to: ROUTES.signIn };
    }
  }

  // A screen of another role (Admin Users for a seller, Payment or Users for a worker) is
  // not on this user's menu: like the menu, the gate does not offer it.
  if (group === 'dashboard' && !isScreen) return { kind: 'redirect', to: ROUTES.shipment };

  const step = findOnboardingStep(user, markers);
  // A reauthorising or new-store visit walks the onboarding screens again by choice: only an
  // onboarded seller makes one, so a marker left over from first onboarding moves nobody off a step.
  const revisiting =
    group === 'onboarding' && user.onboardingInfo.onboardCompleted && (markers.reauthorize || markers.newStore);
  if (step && !revisiting) {
    // Onboarded, with a store marketplace still syncing: the menu's words say why the screen waits.
    const waiting = step[0] === ROUTES.syncing && group === 'dashboard' && !ALWAYS_OPEN_SCREENS.includes(path);
    return stay(step, waiting ? { severity: 'warning', message: messages.waitingDataSync } : undefined);
  }

  if (group === 'onboarding') {
    const authorized = user.defaultStore?.isAuthorized ?? false;
    if (authorized && !revisiting) return { kind: 'redirect', to: ROUTES.shipment };
    return { kind: 'render' };
  }
  // Data Sync and Profile are always allowed (the spec's side-menu rule, and the gate agrees).
  if (ALWAYS_OPEN_SCREENS.includes(path)) return { kind: 'render' };
  if (!user.defaultStore?.isAuthorized) return { kind: 'redirect', to: ROUTES.profile };
  if (isPaymentBlocked(user) && path !== ROUTES.paymentSetting) return { kind: 'redirect', to: ROUTES.paymentSetting };
  return { kind: 'render' };
}

/**
 * The route gate of spec document 1, section 2: the public-route rule, the private-route
 * gate's ten steps in order, the onboarding- and dashboard-group rules and the worker
 * sign-out rule. Pure: the web router renders, waits, redirects or signs out as it says.
 */
export function decideRoute({ path: rawPath, hasToken, user, markers }: GateInput): GateDecision {
  // '/dashboard/skulist/' is the SKU list too (the router matches it).
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === '/') return { kind: 'redirect', to: ROUTES.shipment };
  if (path === ROUTES.notFound || path === ROUTES.confirmEmailChange) return { kind: 'render' };
  const group = groupOf(path);
  if (group === 'other') return { kind: 'redirect', to: ROUTES.notFound };

  if (group === 'public') {
    if (!hasToken) return { kind: 'render' };
    if (!user) return { kind: 'loading' };
    // Signed in but unverified: Sign In has nothing more to do; the check-email screen has Resend.
    if (!user.onboardingInfo.isEmailVerified) {
      return path === ROUTES.signIn ? { kind: 'redirect', to: ROUTES.checkEmail } : { kind: 'render' };
    }
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
