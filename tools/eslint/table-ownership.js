/**
 * Each table of the server has one module that writes it (`stowline/table-ownership`). Other
 * server code may read a table (a join is fine) but writes it only through the owner's
 * repository or service, handed to it where apps/server/src/app.ts composes the modules. The
 * rule reports, outside the owner:
 * - Drizzle writes: `.insert(t)`, `.update(t)`, `.delete(t)` on a table `t` imported from
 *   db/schema.js or one of its db/schema/<module>.js files (by name or through a namespace import);
 * - raw SQL writes in `sql` templates: `insert into t`, `update t`, `delete from t`.
 * Tests and their support files (test-support/, *.test.ts) set rows up freely. A table missing
 * from TABLE_OWNERS is reported where it is written; tools/eslint/table-ownership.test.ts checks
 * that every table of the schema has an owner. The README's "Modules and the tables they write"
 * lists the same owners.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverSrc = path.join(root, 'apps/server/src');
export const schemaFile = path.join(serverSrc, 'db/schema.ts');
/** The files schemaFile re-exports: one per module (db/schema/<module>.ts). */
export const schemaDir = path.join(serverSrc, 'db/schema');

/** The text of every schema file, which readSchemaTables scans. */
function readSchemaSource() {
  const parts = readdirSync(schemaDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => readFileSync(path.join(schemaDir, name), 'utf8'));
  return [readFileSync(schemaFile, 'utf8'), ...parts].join('\n');
}

/** Table name → the module directory (or the file) under apps/server/src that writes it. */
export const TABLE_OWNERS = {
  accounts: 'modules/users',
  users: 'modules/users',
  sessions: 'modules/auth',
  email_tokens: 'modules/auth',
  rate_limits: 'modules/auth',
  locks: 'lib/locks.ts',
  stores: 'modules/stores',
  store_marketplaces: 'modules/stores',
  oauth_states: 'modules/stores',
  store_credentials: 'modules/stores',
  sp_api_buckets: 'modules/marketplace',
  products: 'modules/products',
  product_changes: 'modules/products',
  packaging_rules: 'modules/products',
  sync_logs: 'modules/sync',
  shipments: 'modules/shipments',
  shipment_items: 'modules/shipments',
  boxes: 'modules/shipments',
  box_items: 'modules/shipments',
  shipment_unit_events: 'modules/shipments',
  box_content_imports: 'modules/shipments',
  pallets: 'modules/shipments',
  subscriptions: 'modules/billing',
  payment_cards: 'modules/billing',
  card_setups: 'modules/billing',
  invoices: 'modules/billing',
  account_settings: 'modules/settings',
  box_categories: 'modules/box-categories',
  warehouses: 'modules/warehouses',
  carrier_accounts: 'modules/carriers',
  fedex_shipments: 'modules/fedex',
  ship_to_warehouses: 'modules/ship-to-fc',
  shipment_drafts: 'modules/shipment-drafts',
  inbound_plan_requests: 'modules/inbound',
  inbound_plans: 'modules/inbound',
  inbound_plan_shipments: 'modules/inbound',
  inbound_packing_groups: 'modules/inbound',
  shipment_transports: 'modules/transport',
  operation_timings: 'modules/marketplace',
  inbound_operations: 'modules/marketplace',
};

/** The schema's tables: exported name → SQL name (`export const storeCredentials = pgTable('store_credentials', …)`). */
export function readSchemaTables(source = readSchemaSource()) {
  const tables = new Map();
  for (const match of source.matchAll(/export const (\w+) = pgTable\(\s*'([a-z0-9_]+)'/g))
    tables.set(match[1], match[2]);
  return tables;
}

let schemaTables;
const schemaTablesOnce = () => (schemaTables ??= readSchemaTables());

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);
const isHarness = (file) => /\.test\.ts$/.test(file) || inside(file, path.join(serverSrc, 'test-support'));

/** 'modules/<name>' for a module's file, otherwise the file's own path under apps/server/src. */
function ownerOf(file) {
  const parts = path.relative(serverSrc, file).split(path.sep);
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts.join('/');
}

const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables a piece of SQL writes (names that are not tables, such as `do update set`, are skipped). */
export function tablesWrittenBySql(text) {
  const known = new Set(Object.keys(TABLE_OWNERS));
  const code = text.replace(/--[^\n]*/g, ' ');
  return [...code.matchAll(SQL_WRITE)].map((m) => m[1].toLowerCase()).filter((name) => known.has(name));
}

/** @returns {string | null} what is wrong with `file` writing `table`, or null. */
export function checkWrite(file, table) {
  const owner = TABLE_OWNERS[table];
  if (!owner) return `The table '${table}' has no owner: add it to TABLE_OWNERS in tools/eslint/table-ownership.js.`;
  const own = ownerOf(file);
  if (own === owner) return null;
  return `Only ${owner} writes '${table}': call its repository or service (passed in as a dependency) instead.`;
}

const WRITES = new Set(['insert', 'update', 'delete']);

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Each table is written by one server module; the others call its repository or service.' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (!inside(file, serverSrc) || isHarness(file)) return {};
    /** Local names of imported schema tables → the imported export name; and namespace imports. */
    const imported = new Map();
    const namespaces = new Set();
    const report = (node, table) => {
      const problem = checkWrite(file, table);
      if (problem) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source).replace(/\.(js|ts)$/, '');
        // db/schema.js, or one of the module files it re-exports.
        if (target !== schemaFile.replace(/\.ts$/, '') && path.dirname(target) !== schemaDir) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') imported.set(specifier.local.name, specifier.imported.name);
          if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name)) return;
        const [arg] = node.arguments;
        let exported;
        if (arg?.type === 'Identifier' && imported.has(arg.name)) exported = imported.get(arg.name);
        else if (
          arg?.type === 'MemberExpression' &&
          arg.object.type === 'Identifier' &&
          namespaces.has(arg.object.name) &&
          arg.property.type === 'Identifier'
        )
          exported = arg.property.name;
        if (!exported) return;
        const table = schemaTablesOnce().get(exported);
        if (table) report(arg, table);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const text = node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' $ ');
        for (const table of new Set(tablesWrittenBySql(text))) report(node, table);
      },
    };
  },
};

export default { rules: { 'table-ownership': rule } };
