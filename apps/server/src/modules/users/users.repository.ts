import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ApprovalStatus, SortOrder } from '@stowline/domain';
import { likeContaining, rowsOf, type Executor } from '../../db/client.js';
import { accounts, users } from '../../db/schema.js';

export interface CurrentUserRow {
  id: string;
  accountId: string;
  name: string;
  email: string;
  userType: string;
  emailVerified: boolean;
  adminApproval: string;
  amountToUseCents: number;
  subscribed: boolean;
  onboardCompleted: boolean;
  paymentStatus: string;
  stores: {
    id: string;
    name: string;
    region: string;
    isAuthorized: boolean;
    isDefault: boolean;
    shipmentsSynced: boolean;
  }[];
  marketplaces: {
    id: string;
    storeId: string;
    marketplaceId: string;
    code: string;
    isDefault: boolean;
    listingSynced: boolean;
    catalogSynced: boolean;
    quantitySynced: boolean;
    prepInstructionSynced: boolean;
  }[];
}

function matchNameOrEmail(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(ilike(users.name, likeContaining(search)), ilike(users.email, likeContaining(search)));
}

/** Sellers and operator staff, as the operator's Admin Users table lists them. */
const LISTED_IN_ADMIN = ['user', 'admin'];

/** Every write to `users` (the users module owns it): auth's sign-up and credentials call these too. */
export function createUsersRepository(db: Executor) {
  async function currentUserRow(where: SQL): Promise<CurrentUserRow | undefined> {
    const result = await db.execute(sql`
        select u.id, u.account_id as "accountId", u.name, u.email, u.user_type as "userType", u.email_verified as "emailVerified",
               a.admin_approval as "adminApproval", a.amount_to_use_cents as "amountToUseCents",
               a.subscribed, a.onboard_completed as "onboardCompleted", a.payment_status as "paymentStatus",
               coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'region', s.region,
                          'isAuthorized', s.is_authorized, 'isDefault', s.is_default, 'shipmentsSynced', s.shipments_synced)
                          order by s.created_at, s.id)
                         from stores s where s.account_id = u.account_id), '[]') as stores,
               coalesce((select json_agg(json_build_object('id', m.id, 'storeId', m.store_id, 'marketplaceId', m.marketplace_id,
                          'code', m.code, 'isDefault', m.is_default, 'listingSynced', m.listing_synced,
                          'catalogSynced', m.catalog_synced, 'quantitySynced', m.quantity_synced,
                          'prepInstructionSynced', m.prep_instruction_synced)
                          order by m.created_at, m.id)
                         from store_marketplaces m where m.account_id = u.account_id), '[]') as marketplaces
        from users u join accounts a on a.id = u.account_id
        where ${where}`);
    return rowsOf<CurrentUserRow>(result)[0];
  }

  return {
    /** A new user; undefined when the address is already someone's. */
    async insertUser(values: {
      accountId: string;
      email: string;
      name: string;
      passwordHash: string;
      userType: string;
      emailVerified?: boolean;
    }) {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, createdAt: users.createdAt });
      return row;
    },

    /** The new sign-in address; proven by the link, so it counts as verified. */
    async updateEmail(userId: string, email: string) {
      await db.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId));
    },

    /** The password only (a signed-in change: the address was proven before). */
    async setPasswordHash(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async markEmailVerified(userId: string) {
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    },

    /** A password chosen from a mailed link (reset, invitation): that also proves the address. */
    async updatePassword(userId: string, passwordHash: string) {
      const [row] = await db
        .update(users)
        .set({ passwordHash, emailVerified: true })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      return row!;
    },

    async hasOwner() {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'owner')).limit(1);
      return Boolean(row);
    },

    async getProfileRow(userId: string) {
      const [row] = await db
        .select({
          name: users.name,
          email: users.email,
          phone: users.phone,
          address: users.address,
          userType: users.userType,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * The user, its account and the account's stores and marketplaces in one round trip:
     * the web app asks for this on every page load.
     */
    async getCurrentUserRow(userId: string) {
      return currentUserRow(sql`u.id = ${userId}`);
    },

    /**
     * The same for the user of a live session (not revoked, not expired): the caller of an
     * authenticated request and all its gate reads, in one round trip.
     */
    async getCurrentUserRowOfSession(sessionId: string) {
      return currentUserRow(sql`u.id = (select s.user_id from sessions s
                                       where s.id = ${sessionId} and s.revoked_at is null and s.expires_at > now())`);
    },

    async updateContact(accountId: string, userId: string, values: { phone: string; address: string }) {
      await db
        .update(users)
        .set(values)
        .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
    },

    async listAdminUsers(filter: {
      status?: ApprovalStatus;
      search?: string;
      sortOrder: SortOrder;
      limit: number;
      offset: number;
    }) {
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
            emailVerified: users.emailVerified,
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

    /** A seller ('user') by id, for the operator's decisions; staff and workers are not found. */
    async findSeller(userId: string) {
      const [row] = await db
        .select({ accountId: users.accountId, emailVerified: users.emailVerified })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.userType, 'user')));
      return row;
    },

    async listWorkers(
      accountId: string,
      filter: { search?: string; sortOrder: SortOrder; limit: number; offset: number },
    ) {
      const where = and(eq(users.accountId, accountId), eq(users.userType, 'worker'), matchNameOrEmail(filter.search));
      const order = filter.sortOrder === 'asc' ? asc(users.createdAt) : desc(users.createdAt);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            createdAt: users.createdAt,
            emailVerified: users.emailVerified,
          })
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
