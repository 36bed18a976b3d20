import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ApprovalStatus, SortOrder } from '@stowline/domain';
import type { Executor } from '../../db/client.js';
import { accounts, storeMarketplaces, stores, users } from '../../db/schema.js';

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matchNameOrEmail(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(ilike(users.name, containing(search)), ilike(users.email, containing(search)));
}

/** Sellers and operator staff, as the operator's Admin Users table lists them. */
const LISTED_IN_ADMIN = ['user', 'admin'];

export function createUsersRepository(db: Executor) {
  return {
    async getUserWithAccount(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          accountId: users.accountId,
          name: users.name,
          email: users.email,
          userType: users.userType,
          emailVerified: users.emailVerified,
          phone: users.phone,
          address: users.address,
          adminApproval: accounts.adminApproval,
          amountToUseCents: accounts.amountToUseCents,
          subscribed: accounts.subscribed,
          onboardCompleted: accounts.onboardCompleted,
          paymentStatus: accounts.paymentStatus,
        })
        .from(users)
        .innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(eq(users.id, userId));
      return row;
    },

    listStores(accountId: string) {
      return db.select().from(stores).where(eq(stores.accountId, accountId)).orderBy(asc(stores.createdAt));
    },

    listStoreMarketplaces(accountId: string) {
      return db.select().from(storeMarketplaces).where(eq(storeMarketplaces.accountId, accountId)).orderBy(asc(storeMarketplaces.createdAt));
    },

    async updateContact(accountId: string, userId: string, values: { phone: string; address: string }) {
      await db.update(users).set(values).where(and(eq(users.id, userId), eq(users.accountId, accountId)));
    },

    async listAdminUsers(filter: { status?: ApprovalStatus; search?: string; sortOrder: SortOrder; limit: number; offset: number }) {
      const where = and(
        inArray(users.userType, LISTED_IN_ADMIN),
        filter.status ? eq(accounts.adminApproval, filter.status) : undefined,
        matchNameOrEmail(filter.search),
      );
      const order = filter.sortOrder === 'asc' ? asc(users.createdAt) : desc(users.createdAt);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            userType: users.userType,
            approvalStatus: accounts.adminApproval,
            amountToUseCents: accounts.amountToUseCents,
            createdAt: users.createdAt,
          })
          .from(users)
          .innerJoin(accounts, eq(accounts.id, users.accountId))
          .where(where)
          .orderBy(order, asc(users.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(users).innerJoin(accounts, eq(accounts.id, users.accountId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Sets a seller's approval; only sellers ('user') are approved, never staff or workers. */
    async updateApproval(userId: string, values: { adminApproval: ApprovalStatus; amountToUseCents?: number }) {
      const [seller] = await db
        .select({ accountId: users.accountId })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.userType, 'user')));
      if (!seller) return false;
      await db.update(accounts).set(values).where(eq(accounts.id, seller.accountId));
      return true;
    },

    async listWorkers(accountId: string, filter: { search?: string; sortOrder: SortOrder; limit: number; offset: number }) {
      const where = and(eq(users.accountId, accountId), eq(users.userType, 'worker'), matchNameOrEmail(filter.search));
      const order = filter.sortOrder === 'asc' ? asc(users.createdAt) : desc(users.createdAt);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
          .from(users)
          .where(where)
          .orderBy(order, asc(users.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Deleting the row deletes its sessions too (cascade): the worker is signed out at once. */
    async deleteWorker(accountId: string, workerId: string) {
      const deleted = await db
        .delete(users)
        .where(and(eq(users.id, workerId), eq(users.accountId, accountId), eq(users.userType, 'worker')))
        .returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
