import { and, eq, inArray } from 'drizzle-orm';
import type { ApprovalStatus, BillingAddress } from '@stowline/domain';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/schema.js';

/**
 * Every write to `accounts`, the tenant row. The users module owns it; the modules that keep
 * state on it (auth's sign-up, stores' onboarding, billing's subscription and payment state)
 * call these, each given only the functions it needs (README: Modules and the tables they write).
 */
export function createAccountsRepository(db: Executor) {
  return {
    /** A new tenant (sign-up, the first operator); returns its id. */
    async insertAccount(values: { adminApproval?: string } = {}) {
      const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
      return row!.id;
    },

    /** The operator's decision on a seller's account, and the amount the plan charges it. */
    async setApproval(accountId: string, values: { adminApproval: ApprovalStatus; amountToUseCents?: number }) {
      await db.update(accounts).set(values).where(eq(accounts.id, accountId));
    },

    /** syncing-complete's Get Started. */
    async markOnboardingCompleted(accountId: string) {
      await db.update(accounts).set({ onboardCompleted: true }).where(eq(accounts.id, accountId));
    },

    /** The account's customer at the payment processor. */
    async setProcessorCustomerId(accountId: string, customerId: string) {
      await db.update(accounts).set({ processorCustomerId: customerId }).where(eq(accounts.id, accountId));
    },

    async setBillingAddress(accountId: string, address: BillingAddress) {
      await db.update(accounts).set({ billingAddress: address }).where(eq(accounts.id, accountId));
    },

    /** Whether the account is subscribed, and how its last charge went. */
    async setBillingState(accountId: string, values: { subscribed?: boolean; paymentStatus?: string }) {
      await db.update(accounts).set(values).where(eq(accounts.id, accountId));
    },

    /** These accounts' subscriptions ended: they are no longer subscribed (those still marked so). */
    async markUnsubscribed(accountIds: string[]) {
      if (!accountIds.length) return;
      await db
        .update(accounts)
        .set({ subscribed: false, paymentStatus: 'pending' })
        .where(and(inArray(accounts.id, accountIds), eq(accounts.subscribed, true)));
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
