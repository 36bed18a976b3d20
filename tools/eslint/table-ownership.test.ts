import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_OWNERS, checkWrite, readSchemaTables, tablesWrittenBySql } from './table-ownership.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The repository's own configuration, so the test also proves the rule is switched on for the server.
const eslint = new ESLint({ cwd: root });
// Loading the configuration and the TypeScript parser takes seconds on a busy machine: once, up front.
beforeAll(() => eslint.lintText('export {};\n', { filePath: path.join(root, 'apps/server/src/warm-up.ts') }), 60_000);

async function ownershipProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'stowline/table-ownership').map((m) => m.message);
}

const drizzle = (table: string, write: string) =>
  `import { ${table} } from '../../db/schema.js';\nexport const go = (db: any) => db.${write}(${table});\n`;
const raw = (text: string) => `import { sql } from 'drizzle-orm';\nexport const q = sql\`${text}\`;\n`;

describe('table ownership', () => {
  it('gives every table of the schema one owner, and names no table the schema lacks', () => {
    const tables = [...readSchemaTables().values()].sort();
    expect(tables.length).toBeGreaterThan(20);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
  });

  it.each([
    [
      'the owner writing with Drizzle',
      'apps/server/src/modules/products/x.repository.ts',
      drizzle('products', 'update'),
    ],
    ['the owner writing in SQL', 'apps/server/src/modules/sync/x.repository.ts', raw('update sync_logs set state = 1')],
    ['another module reading', 'apps/server/src/modules/sync/x.ts', drizzle('storeMarketplaces', 'select().from')],
    ['a join in SQL', 'apps/server/src/modules/sync/x.ts', raw('update sync_logs l set x = 1 from stores s')],
    [
      'an upsert of its own table',
      'apps/server/src/lib/locks.ts',
      raw('insert into locks values (1) on conflict do update set x = 1'),
    ],
    ['a test setting rows up', 'apps/server/src/modules/sync/x.test.ts', raw('update products set fba_type = null')],
    ['test support', 'apps/server/src/test-support/fixtures.ts', drizzle('accounts', 'insert')],
    [
      'a Map deleting a key',
      'apps/server/src/modules/sync/x.ts',
      'export const f = (m: Map<string, number>, products: string) => m.delete(products);\n',
    ],
  ])('allows: %s', async (_, file, source) => {
    expect(await ownershipProblems(file, source)).toEqual([]);
  });

  it.each([
    [
      'the sync writing products with Drizzle',
      'apps/server/src/modules/sync/x.repository.ts',
      drizzle('products', 'update'),
      "Only modules/products writes 'products': call its repository or service (passed in as a dependency) instead.",
    ],
    [
      'the marketplace client deleting a store',
      'apps/server/src/modules/marketplace/x.ts',
      drizzle('stores', 'delete'),
      "Only modules/stores writes 'stores': call its repository or service (passed in as a dependency) instead.",
    ],
    [
      'a renamed import',
      'apps/server/src/modules/billing/x.ts',
      "import { accounts as a } from '../../db/schema.js';\nexport const go = (db: any) => db.insert(a);\n",
      "Only modules/users writes 'accounts': call its repository or service (passed in as a dependency) instead.",
    ],
    [
      "an import of the table's own schema file",
      'apps/server/src/modules/billing/x.ts',
      "import { accounts } from '../../db/schema/users.js';\nexport const go = (db: any) => db.update(accounts);\n",
      "Only modules/users writes 'accounts': call its repository or service (passed in as a dependency) instead.",
    ],
    [
      'a namespace import',
      'apps/server/src/modules/sync/x.ts',
      "import * as schema from '../../db/schema.js';\nexport const go = (db: any) => db.update(schema.storeCredentials);\n",
      "Only modules/stores writes 'store_credentials': call its repository or service (passed in as a dependency) instead.",
    ],
    [
      'the sync setting a synced flag in SQL',
      'apps/server/src/modules/sync/x.repository.ts',
      raw('with done as (select 1) update store_marketplaces set listing_synced = true'),
      "Only modules/stores writes 'store_marketplaces': call its repository or service (passed in as a dependency) instead.",
    ],
    [
      'code outside the modules',
      'apps/server/src/bootstrap.ts',
      raw('INSERT INTO "users" (email) values (1)'),
      "Only modules/users writes 'users': call its repository or service (passed in as a dependency) instead.",
    ],
  ])('refuses: %s', async (_, file, source, message) => {
    expect(await ownershipProblems(file, source)).toEqual([message]);
  });

  it('reads the tables a statement writes, not the words around them', () => {
    expect(tablesWrittenBySql('update products p set x = 1 from jsonb_to_recordset($) as x')).toEqual(['products']);
    expect(tablesWrittenBySql('delete from product_changes pc where pc.id < 1')).toEqual(['product_changes']);
    expect(tablesWrittenBySql('select 1 from accounts for update of a -- update users')).toEqual([]);
    expect(tablesWrittenBySql('insert into t (k) values (1) on conflict (k) do update set k = 2')).toEqual([]);
  });

  it('asks for an owner for a table it does not know', () => {
    expect(checkWrite(path.join(root, 'apps/server/src/modules/sync/x.ts'), 'bills_of_lading')).toBe(
      "The table 'bills_of_lading' has no owner: add it to TABLE_OWNERS in tools/eslint/table-ownership.js.",
    );
  });
});
