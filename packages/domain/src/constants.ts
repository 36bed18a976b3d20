/** Business constants of the account side (spec document 1, section 9). */
export const PAGE_SIZES = { adminUsers: 15, workers: 15, invoices: 10, syncLogs: 10, warehouses: 10 } as const;
export const DEFAULT_SUBSCRIPTION_AMOUNT = 99;
export const TRIAL_DAYS = 7;
export const SIDE_MENU_WIDTH = 230;
export const PROFILE_CUT_LENGTH = 17;
export const SEARCH_DEBOUNCE_MS = 500;
export const STORE_SEARCH_DEBOUNCE_MS = 1000;
export const ALERT_MS = { long: 8000, short: 4000 } as const;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_SYMBOLS = '!@#$%^&*_.';
/** Longest field we accept anywhere on the account side; keeps rows and logs bounded. */
export const MAX_TEXT = 200;

export const USER_TYPES = ['owner', 'admin', 'user', 'worker'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'success', 'inprogress', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The operator's people: they run the service rather than sell on it. */
export function isOperator(userType: UserType): boolean {
  return userType === 'owner' || userType === 'admin';
}

/** Cuts a name or e-mail for the side-menu profile block: 17 characters plus an ellipsis. */
export function cutForProfile(text: string): string {
  return text.length > PROFILE_CUT_LENGTH ? `${text.slice(0, PROFILE_CUT_LENGTH)}...` : text;
}
