import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { boxCategories } from '../../db/schema.js';

export type BoxCategoryRow = typeof boxCategories.$inferSelect;
type BoxCategoryValues = Pick<BoxCategoryRow, 'name' | 'length' | 'width' | 'height' | 'weight' | 'weightUnit'>;

/** Queries only; every one names the account, so another seller's ids find nothing. */
export function createBoxCategoriesRepository(db: Executor) {
  return {
    async list(accountId: string) {
      return db
        .select()
        .from(boxCategories)
        .where(eq(boxCategories.accountId, accountId))
        .orderBy(sql`lower(${boxCategories.name})`, asc(boxCategories.id));
    },

    /** Undefined when the account already has a category of that name (case aside). */
    async insert(accountId: string, values: BoxCategoryValues) {
      const [row] = await db
        .insert(boxCategories)
        .values({ accountId, ...values })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async update(accountId: string, id: string, values: BoxCategoryValues) {
      const [row] = await db
        .update(boxCategories)
        .set(values)
        .where(and(eq(boxCategories.accountId, accountId), eq(boxCategories.id, id)))
        .returning();
      return row;
    },

    async delete(accountId: string, id: string) {
      const deleted = await db
        .delete(boxCategories)
        .where(and(eq(boxCategories.accountId, accountId), eq(boxCategories.id, id)))
        .returning({ id: boxCategories.id });
      return deleted.length > 0;
    },
  };
}
export type BoxCategoriesRepository = ReturnType<typeof createBoxCategoriesRepository>;
