import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { ensureOperator } from './bootstrap.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { loadMasterSecret } from './lib/secrets.js';
import { createMailer } from './modules/mail/mailer.js';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const operator = await ensureOperator(database, { email: config.adminEmail, password: config.adminPassword });
const app = await buildApp({
  config,
  database,
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
  masterSecret: await loadMasterSecret(config.secretKey, config.dataDir),
});

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const lines = [
  '',
  `  Stowline is ready in ${seconds} s: ${config.publicUrl}`,
  `  Database: ${database.engine === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
  `  Mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `local outbox, open ${config.publicUrl}/dev/mail`}`,
  `  API docs: ${config.publicUrl}/api/docs`,
];
if (operator?.generatedPassword) {
  lines.push('', `  Operator account created: ${operator.email}`, `  Password (shown only this once): ${operator.generatedPassword}`);
} else if (operator) {
  lines.push('', `  Operator account created: ${operator.email} (password from ADMIN_PASSWORD)`);
}
console.log(lines.join('\n') + '\n');
