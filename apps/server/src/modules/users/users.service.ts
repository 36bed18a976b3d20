import {
  findApprovalBlocker,
  messages,
  type AddWorkerBody,
  type AdminUsersQuery,
  type ApprovalStatus,
  type CurrentUser,
  type UpdateApprovalBody,
  type UpdateProfileBody,
  type UserType,
} from '@stowline/domain';
import type { AuthRepository } from '../auth/auth.repository.js';
import type { Actor } from '../auth/sessions.js';
import { AppError } from '../../errors.js';
import { generatePassword, hashPassword } from '../../lib/passwords.js';
import type { AccountsRepository } from './accounts.repository.js';
import type { CurrentUserRow, UsersRepository } from './users.repository.js';

const toAmount = (cents: number) => cents / 100;
const toCents = (amount: number) => Math.round(amount * 100);

export interface UsersServiceDeps {
  usersRepo: UsersRepository;
  accountsRepo: Pick<AccountsRepository, 'setApproval'>;
  /** A rejected account's people are signed out (auth owns the sessions). */
  authRepo: Pick<AuthRepository, 'revokeSessionsOfAccount'>;
  /** Mails an added worker the invitation (the auth service owns tokens and mail). */
  sendInvitation(worker: { id: string; name: string; email: string }, inviter: string): Promise<void>;
}

/** The User entity from its row; a worker sees its owner's onboarding, payment and stores. */
function toCurrentUser(user: CurrentUserRow): CurrentUser {
  const { stores: storeRows, marketplaces: marketplaceRows } = user;
  const operator = user.userType === 'owner' || user.userType === 'admin';
  const storeList = storeRows.map((s) => ({
    _id: s.id,
    name: s.name,
    isAuthorized: s.isAuthorized,
    isDefault: s.isDefault,
    region: s.region,
    marketplaces: marketplaceRows.filter((m) => m.storeId === s.id).map((m) => m.marketplaceId),
    syncedStatus: { shipments: s.shipmentsSynced },
  }));
  const marketplaces = marketplaceRows.map((m) => ({
    _id: m.id,
    storeId: m.storeId,
    marketplaceId: m.marketplaceId,
    code: m.code,
    isDefault: m.isDefault,
    syncedStatus: {
      listing: m.listingSynced,
      catalog: m.catalogSynced,
      quantity: m.quantitySynced,
      prepInstruction: m.prepInstructionSynced,
    },
  }));
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    userType: user.userType as UserType,
    onboardingInfo: {
      subscribed: user.subscribed,
      onboardCompleted: user.onboardCompleted,
      adminApproval: operator ? 'approved' : (user.adminApproval as ApprovalStatus),
      isStoreConnected: storeList.length > 0,
      isEmailVerified: user.emailVerified,
    },
    paymentDetails: {
      paymentStatus: user.paymentStatus as CurrentUser['paymentDetails']['paymentStatus'],
      amountToUse: toAmount(user.amountToUseCents),
    },
    stores: storeList,
    storeMarketplaces: marketplaces,
    defaultStore: storeList.find((s) => s.isDefault) ?? storeList[0] ?? null,
    defaultStoreMarketplace: marketplaces.find((m) => m.isDefault) ?? marketplaces[0] ?? null,
  };
}

export function createUsersService(deps: UsersServiceDeps) {
  const { usersRepo, accountsRepo, authRepo } = deps;

  return {
    /** The User entity; a worker sees its owner's onboarding, payment and stores. */
    async getCurrentUser(actor: Actor): Promise<CurrentUser> {
      const user = await usersRepo.getCurrentUserRow(actor.userId);
      if (!user) throw new AppError('UNAUTHORIZED', messages.unauthorized);
      return toCurrentUser(user);
    },

    /**
     * The caller of an authenticated request and the User its gate reads, from the session id of
     * its token, in one query; null when the session is revoked, expired or unknown.
     */
    async sessionCaller(sessionId: string): Promise<{ actor: Actor; user: CurrentUser } | null> {
      const row = await usersRepo.getCurrentUserRowOfSession(sessionId);
      if (!row) return null;
      return {
        actor: { userId: row.id, accountId: row.accountId, userType: row.userType as UserType, sessionId },
        user: toCurrentUser(row),
      };
    },

    async getProfile(actor: Actor) {
      const user = await usersRepo.getProfileRow(actor.userId);
      if (!user) throw new AppError('UNAUTHORIZED', messages.unauthorized);
      return { ...user, userType: user.userType as UserType };
    },

    async updateProfile(actor: Actor, body: UpdateProfileBody) {
      await usersRepo.updateContact(actor.accountId, actor.userId, { phone: body.phone, address: body.address });
    },

    async listAdminUsers(page: { perPage: number; pageNumber: number }, query: AdminUsersQuery) {
      const status = query.approvalStatus && query.approvalStatus !== 'All' ? query.approvalStatus : undefined;
      const { rows, total } = await usersRepo.listAdminUsers({
        ...(status ? { status } : {}),
        ...(query.search ? { search: query.search } : {}),
        sortOrder: query.sortOrder,
        limit: page.perPage,
        offset: (page.pageNumber - 1) * page.perPage,
      });
      return {
        users: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email,
          userType: r.userType as UserType,
          approvalStatus: r.approvalStatus as ApprovalStatus,
          amountToUse: toAmount(r.amountToUseCents),
          createdAt: r.createdAt.toISOString(),
          emailVerified: r.emailVerified,
        })),
        totalUsers: total,
      };
    },

    /** Approve or reject a seller; an address the seller never proved is not approved. */
    async updateApproval(body: UpdateApprovalBody) {
      const seller = await usersRepo.findSeller(body._id);
      if (!seller) throw new AppError('NOT_FOUND', messages.notFound);
      const blocker = body.approvalStatus === 'approved' ? findApprovalBlocker(seller) : undefined;
      if (blocker) throw new AppError('CONFLICT', blocker);
      await accountsRepo.setApproval(seller.accountId, {
        adminApproval: body.approvalStatus,
        ...(body.amountToUse !== undefined && body.approvalStatus === 'approved'
          ? { amountToUseCents: toCents(body.amountToUse) }
          : {}),
      });
      // A rejected account's people are signed out at once, the seller's workers too.
      if (body.approvalStatus === 'rejected') await authRepo.revokeSessionsOfAccount(seller.accountId);
    },

    async listWorkers(
      actor: Actor,
      page: { perPage: number; pageNumber: number },
      query: { search?: string | undefined; sortOrder: 'asc' | 'desc' },
    ) {
      const { rows, total } = await usersRepo.listWorkers(actor.accountId, {
        ...(query.search ? { search: query.search } : {}),
        sortOrder: query.sortOrder,
        limit: page.perPage,
        offset: (page.pageNumber - 1) * page.perPage,
      });
      return {
        workers: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email,
          createdAt: r.createdAt.toISOString(),
          invitationPending: !r.emailVerified,
        })),
        totalWorkers: total,
      };
    },

    /**
     * Invites a worker: the account exists with a random password nobody knows, and works once
     * the worker chooses one from the mailed link (that also proves the address is theirs).
     */
    async addWorker(actor: Actor, body: AddWorkerBody) {
      const row = await usersRepo.insertUser({
        accountId: actor.accountId,
        email: body.email,
        name: body.userName,
        passwordHash: await hashPassword(generatePassword()),
        userType: 'worker',
        emailVerified: false,
      });
      if (!row) throw new AppError('EMAIL_EXISTS', messages.emailAlreadyExist);
      const inviter = (await usersRepo.getCurrentUserRow(actor.userId))?.name ?? 'Your seller';
      await deps.sendInvitation({ id: row.id, name: body.userName, email: body.email }, inviter);
      return {
        _id: row.id,
        name: body.userName,
        email: body.email,
        createdAt: row.createdAt.toISOString(),
        invitationPending: true,
      };
    },

    async deleteWorker(actor: Actor, workerId: string) {
      if (!(await usersRepo.deleteWorker(actor.accountId, workerId)))
        throw new AppError('NOT_FOUND', messages.notFound);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
