import { z } from 'zod';
import { APPROVAL_STATUSES, MAX_TEXT, PAYMENT_STATUSES, SORT_ORDERS, USER_TYPES } from './constants.js';
import { emailSchema } from './auth.js';
import { messages } from './messages.js';

export const syncedStatusSchema = z.object({
  listing: z.boolean(),
  catalog: z.boolean(),
  quantity: z.boolean(),
  prepInstruction: z.boolean(),
});

export const storeMarketplaceSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  marketplaceId: z.string(),
  code: z.string(),
  isDefault: z.boolean(),
  syncedStatus: syncedStatusSchema,
});
export type StoreMarketplace = z.infer<typeof storeMarketplaceSchema>;

export const storeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isAuthorized: z.boolean(),
  isDefault: z.boolean(),
  region: z.string(),
  marketplaces: z.array(z.string()),
  syncedStatus: z.object({ shipments: z.boolean() }),
});
export type Store = z.infer<typeof storeSchema>;

/** The User entity of spec document 1, section 3, as GET /onboarding/get-current-user returns it. */
export const currentUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  onboardingInfo: z.object({
    subscribed: z.boolean(),
    onboardCompleted: z.boolean(),
    adminApproval: z.enum(APPROVAL_STATUSES),
    isStoreConnected: z.boolean(),
    isEmailVerified: z.boolean(),
  }),
  paymentDetails: z.object({ paymentStatus: z.enum(PAYMENT_STATUSES), amountToUse: z.number() }),
  stores: z.array(storeSchema),
  storeMarketplaces: z.array(storeMarketplaceSchema),
  defaultStore: storeSchema.nullable(),
  defaultStoreMarketplace: storeMarketplaceSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const pagePath = {
  perPage: z.coerce.number().int().min(1).max(100),
  pageNumber: z.coerce.number().int().min(1).max(100000),
};
const searchText = z.string().trim().max(MAX_TEXT).optional();

// Admin Users
export const adminUsersParamsSchema = z.object(pagePath);
export const adminUsersQuerySchema = z.object({
  approvalStatus: z.enum(['All', ...APPROVAL_STATUSES]).optional(),
  search: searchText,
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export const adminUserRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  amountToUse: z.number(),
  createdAt: z.string(),
  /** The seller opened the verification link: only then may the account be approved. */
  emailVerified: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserRowSchema), totalUsers: z.number() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const updateApprovalBodySchema = z
  .object({
    _id: z.string().uuid(messages.notFound),
    email: z.string().max(254).optional(),
    approvalStatus: z.enum(['approved', 'rejected']),
    amountToUse: z.coerce.number().finite().max(1_000_000).optional(),
  })
  .refine((b) => b.approvalStatus !== 'approved' || (b.amountToUse ?? 0) > 0, {
    message: messages.amountMustBePositive,
    path: ['amountToUse'],
  });
export type UpdateApprovalBody = z.infer<typeof updateApprovalBodySchema>;

/**
 * Why the operator may not approve this seller now, or undefined when they may: an address
 * nobody proved is not approved (the server refuses it, the Approve button says why).
 */
export function findApprovalBlocker(user: { emailVerified: boolean }): string | undefined {
  return user.emailVerified ? undefined : messages.approveUnverified;
}

// Workers
export const workersQuerySchema = z.object({
  search: searchText,
  email: searchText,
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});
export const workerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Invited and not yet accepted: the worker has not chosen a password. */
  invitationPending: z.boolean(),
});
export type Worker = z.infer<typeof workerSchema>;
export const workersResponseSchema = z.object({ workers: z.array(workerSchema), totalWorkers: z.number() });
export type WorkersResponse = z.infer<typeof workersResponseSchema>;
/**
 * Add User invites: the worker chooses the password from the invitation mail (the spec's
 * dialog has the seller type one, which would make a working account on any address without
 * its owner's consent). A password sent by an older client is ignored.
 */
export const addWorkerBodySchema = z.object({
  userName: z.string().trim().min(1, messages.fieldsRequired).max(MAX_TEXT),
  email: emailSchema(messages.invalidEmail),
});
export type AddWorkerBody = z.infer<typeof addWorkerBodySchema>;
export const addWorkerResponseSchema = z.object({ message: z.string(), worker: workerSchema });
export type AddWorkerResponse = z.infer<typeof addWorkerResponseSchema>;
export const idParamsSchema = z.object({ id: z.string().uuid(messages.notFound) });

// Profile
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  userType: z.enum(USER_TYPES),
});
export type Profile = z.infer<typeof profileSchema>;
/** Name and e-mail are read-only: they may be sent back unchanged but are never applied. */
export const updateProfileBodySchema = z.object({
  name: z.string().max(MAX_TEXT).optional(),
  email: z.string().max(254).optional(),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .regex(/^[\d\s()+.-]*$/, 'Invalid phone number'),
  address: z.string().trim().max(500, 'Address must be at most 500 characters'),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
