// Every endpoint of the OpenAPI document, sent malformed input, never answers 5xx. The cases
// are generated from the document, so endpoints added later are covered without editing this.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from './db/client.js';
import { completeOnboarding, createSeller, signInOperator } from './test-support/client.js';
import { seedShipment } from './test-support/fixtures.js';
import { getHarness } from './test-support/harness.js';

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Case {
  label: string;
  path: string;
  query?: Record<string, string>;
  body?: string | Buffer;
  contentType?: string;
}

/** Calls that end the caller's session: fuzzed last, by a session of their own. */
const SESSION_ENDING = /\/auth\/signout$/;

/** A small seeded generator, so a failure reproduces. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const NUL = 'a\u0000b';
const SURROGATE = 'x\ud800y';
const MEGABYTE = 'm'.repeat(1024 * 1024);
/** Values of every wrong kind, for any field. */
const JUNK_VALUES: unknown[] = [
  NUL,
  '\u0000',
  SURROGATE,
  '\udfff',
  null,
  true,
  -1,
  0,
  1e308,
  -1e308,
  0.5,
  2 ** 53 + 7,
  '',
  ' ',
  [],
  {},
  [NUL],
  { a: NUL },
  'x'.repeat(20_000),
];

function nested(depth: number): unknown {
  let value: unknown = NUL;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return Object.assign({}, ...variants.map((s) => s.properties ?? {}));
}

/** A body that passes the shape of the schema loosely: strings, numbers and so on by declared type. */
function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (depth > 4) return null;
  if (type === 'object' || schema?.properties) {
    return Object.fromEntries(
      Object.entries(propertiesOf(schema)).map(([key, prop]) => [key, plausible(prop, depth + 1)]),
    );
  }
  if (type === 'array') return [plausible(schema?.items, depth + 1)];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  return 'text';
}

/**
 * Path parameters by name that name a real resource of the fuzzing seller, so query and body
 * cases reach the database (with `1` they stop at a 404 first).
 */
type RealIds = Record<string, string>;

function casesFor(op: Operation, random: () => number, realIds: RealIds = {}): Case[] {
  const cases: Case[] = [];
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  // Path values as they travel, percent-encoded: NUL, a lone surrogate's bytes, invalid UTF-8.
  const fill = (encoded: string) => pathParams.reduce((path, p) => path.replace(`{${p.name}}`, encoded), op.path);
  const basePath = pathParams.reduce((path, p) => path.replace(`{${p.name}}`, realIds[p.name] ?? '1'), op.path);
  for (const value of [
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%FF',
    'not-an-id',
    '-1',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(3000),
  ]) {
    if (pathParams.length) cases.push({ label: `path ${value.slice(0, 12)}`, path: fill(value) });
  }
  for (const param of queryParams) {
    for (const value of [
      '\u0000',
      'a\u0000',
      '-1',
      '1e309',
      '99999999999999999999',
      '{"a":1}',
      '[]',
      'x'.repeat(5000),
    ]) {
      cases.push({
        label: `query ${param.name}=${JSON.stringify(value.slice(0, 12))}`,
        path: basePath,
        query: { [param.name]: value },
      });
    }
  }
  const content = op.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json) {
    const schema = json.schema;
    const base = plausible(schema) as Record<string, unknown>;
    const send = (label: string, body: unknown) =>
      cases.push({ label, path: basePath, body: JSON.stringify(body), contentType: 'application/json' });
    for (const key of Object.keys(propertiesOf(schema))) {
      const picks = [NUL, SURROGATE, ...JUNK_VALUES.filter(() => random() < 0.35)];
      for (const value of picks) send(`body.${key}=${JSON.stringify(value)?.slice(0, 20)}`, { ...base, [key]: value });
      if (random() < 0.2) send(`body.${key}=1 MB`, { ...base, [key]: MEGABYTE });
    }
    for (const body of [[], 'text', null, 42, {}, nested(200), Array(5000).fill(base), { ...base, extra: NUL }])
      send(`whole body ${JSON.stringify(body)?.slice(0, 20)}`, body);
    cases.push({ label: 'broken JSON', path: basePath, body: '{"a":', contentType: 'application/json' });
    cases.push({ label: 'empty JSON', path: basePath, body: '', contentType: 'application/json' });
  }
  if (content['application/octet-stream'] || !json) {
    cases.push({
      label: 'octet-stream junk',
      path: basePath,
      body: Buffer.from([0, 1, 2, 0xff, 0xfe, 0x50, 0x4b, 3, 4]),
      contentType: 'application/octet-stream',
    });
  }
  cases.push({ label: 'text/plain', path: basePath, body: `text ${NUL}`, contentType: 'text/plain' });
  cases.push({ label: 'form', path: basePath, body: 'a=%00&b=2', contentType: 'application/x-www-form-urlencoded' });
  cases.push({
    label: 'multipart',
    path: basePath,
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  });
  return cases;
}

/** Zod's and Fastify's texts for developers, which no seller should read. */
const DEVELOPER_TEXT =
  /expected|Invalid input|received|Too big|Too small|Unrecognized key|must match|querystring\/|body\//;

function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}

describe('malformed input on every endpoint of the OpenAPI document', () => {
  it('never answers 5xx, and words every 4xx for a seller, signed in or not, as a seller or the operator', async () => {
    const { baseUrl } = await getHarness();
    const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
    };
    const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        ...op,
        method: method.toUpperCase(),
        path: path.replace(/^\/api\/v1/, ''),
      })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const seller = await createSeller();
    await completeOnboarding(seller.email);
    const { database } = await getHarness();
    const shipment = await seedShipment(database.db, seller.email, {
      items: [{ sellerSku: 'FUZZ-1', fnsku: 'X00FUZZ001', quantity: 5 }],
    });
    const [marketplace] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        select sm.id from store_marketplaces sm join users u on u.account_id = sm.account_id
        where u.email = ${seller.email} and sm.is_default`),
    );
    const realIds: RealIds = { shipmentId: shipment.id, storeMarketplaceId: marketplace!.id };
    const tokens = { seller: seller.token, operator: await signInOperator(), none: undefined };
    const failures: string[] = [];
    const unreadable = new Set<string>();
    const random = seeded(20261124);
    let sent = 0;
    const ordered = [
      ...operations.filter((op) => !SESSION_ENDING.test(op.path)),
      ...operations.filter((op) => SESSION_ENDING.test(op.path)),
    ];
    for (const op of ordered) {
      for (const [who, token] of Object.entries(tokens)) {
        for (const c of casesFor(op, random, who === 'seller' ? realIds : {})) {
          const url = new URL(`${baseUrl}/api/v1${c.path}`);
          for (const [key, value] of Object.entries(c.query ?? {})) url.searchParams.set(key, value);
          const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          if (c.contentType) headers['content-type'] = c.contentType;
          const hasBody = c.body !== undefined && op.method !== 'GET' && op.method !== 'HEAD';
          const response = await fetch(url, { method: op.method, headers, body: hasBody ? c.body : undefined });
          sent += 1;
          const text = await response.text();
          if (response.status >= 500)
            failures.push(`${who} ${op.method} ${op.path} [${c.label}] -> ${response.status} ${text.slice(0, 160)}`);
          // A refusal is shown to a person: a sentence, never a schema library's developer text.
          if (response.status >= 400 && response.status < 500) {
            const message = messageOf(text);
            if (!message || DEVELOPER_TEXT.test(message))
              unreadable.add(`${op.method} ${op.path} -> ${response.status} ${message ?? text.slice(0, 80)}`);
          }
        }
      }
    }
    console.info(`fuzzed ${operations.length} operations with ${sent} requests`);
    expect(failures).toEqual([]);
    expect([...unreadable]).toEqual([]);
  }, 600_000);
});
