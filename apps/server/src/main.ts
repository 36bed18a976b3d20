import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { ensureOperator } from './bootstrap.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startEmbeddedSandbox } from './embedded-sandbox.js';
import { loadMasterSecret } from './lib/secrets.js';
import { devMailKey } from './modules/mail/dev-mail.routes.js';
import { createMailer } from './modules/mail/mailer.js';

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const sandbox = await startEmbeddedSandbox(config);
const operator = await ensureOperator(database, { email: config.adminEmail, password: config.adminPassword });
const masterSecret = await loadMasterSecret(config.secretKey, config.dataDir);
const app = await buildApp({
  config,
  database,
  mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
  masterSecret,
});

let stopping = false;
/**
 * Stops cleanly once: running jobs are handed back to the queue, the database closed. A
 * service manager signals the whole process group (npm start's launcher and this server), so
 * the same signal can arrive twice: later ones are ignored instead of killing the server.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await sandbox?.close();
  await database.close();
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const lines = [
  '',
  `  Stowline is ready in ${seconds} s: ${config.publicUrl}`,
  `  Database: ${database.engine === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
  `  Mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : config.devMail ? `local outbox, open ${config.publicUrl}/dev/mail?key=${devMailKey(masterSecret)}` : `local outbox in ${config.dataDir}/outbox (/dev/mail is off: HOST is not loopback or NODE_ENV is production)`}`,
  `  API docs: ${config.publicUrl}/api/docs`,
  !sandbox && config.marketplace.mode === 'sandbox'
    ? `  Marketplace: the shared sandbox at ${config.marketplace.spApiEndpoint} (SANDBOX_URL)`
    : sandbox && config.marketplace.mode === 'sandbox'
      ? `  Marketplace: sandbox at ${sandbox.url} (demo sellers ${sandbox
          .demoSellers()
          .map((s) => s.email)
          .join(', ')}, password ${sandbox.demoSellers()[0]?.password})`
      : `  Marketplace: ${config.marketplace.spApiEndpoint}`,
  config.payments.mode === 'sandbox'
    ? `  Payments: sandbox processor at ${sandbox?.url ?? `${config.payments.api?.protocol}://${config.payments.api?.host}:${config.payments.api?.port}`} (test cards 4242 4242 4242 4242 pays, 4000 0000 0000 0341 is declined on renewal, 4000 0027 6000 3184 asks for 3-D Secure)`
    : '  Payments: Stripe (STRIPE_SECRET_KEY)',
];
if (operator?.generatedPassword) {
  lines.push(
    '',
    `  Operator account created: ${operator.email}`,
    `  Password (shown only this once): ${operator.generatedPassword}`,
  );
} else if (operator) {
  lines.push('', `  Operator account created: ${operator.email} (password from ADMIN_PASSWORD)`);
}
console.log(lines.join('\n') + '\n');
