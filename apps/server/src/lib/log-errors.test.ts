import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, sandboxPaymentsConfig } from '../config.js';
import { getHarness } from '../test-support/harness.js';

/** Personal values a failing statement might carry as parameters. */
const EMAIL = 'private.person@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const CIPHERTEXT = 'v1.kZ3nQ8rT2mW9xY4pL7sD1fG6hJ0aB5cE';

describe('errors in the log', () => {
  async function appLoggingTo(lines: string[]) {
    const { database, mailer, dataDir, sandbox } = await getHarness();
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
      payments: sandboxPaymentsConfig(sandbox.port),
      jobWorkers: false,
    };
    const app = await buildApp({
      config,
      database,
      mailer,
      masterSecret: Buffer.alloc(32, 7),
      logStream: { write: (line) => void lines.push(line) },
    });
    // A statement that fails with personal values as its parameters, as a repository's would.
    app.get('/api/v1/test-only/failing-statement', async () => {
      await database.db.execute(
        sql`insert into users (email, password_hash, name) values (${EMAIL}, ${HASH}, ${CIPHERTEXT})`,
      );
      return {};
    });
    await app.ready();
    return app;
  }

  it('never carry a failed statement’s parameters, but carry its SQLSTATE and the request id the seller is given', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/test-only/failing-statement' });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body.code).toBe('INTERNAL');
      expect(body.message).toContain(body.requestId);
      const log = lines.join('');
      for (const secret of [EMAIL, HASH, CIPHERTEXT, 'private.person']) expect(log).not.toContain(secret);
      const errorLine = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
      expect(errorLine.reqId).toBe(body.requestId);
      // not_null_violation (account_id) or another integrity error: a class-23 SQLSTATE.
      expect(errorLine.err.sqlState).toMatch(/^23/);
      expect(errorLine.err.table).toBe('users');
    } finally {
      await app.close();
    }
  });

  it('give each request an id of its own', async () => {
    const app = await appLoggingTo([]);
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 3; i++)
        ids.add((await app.inject({ method: 'GET', url: '/api/v1/test-only/failing-statement' })).json().requestId);
      expect(ids.size).toBe(3);
    } finally {
      await app.close();
    }
  });
});
