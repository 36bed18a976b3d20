/**
 * The server's entry for its harnesses (the browser journeys in e2e/ and the benchmarks in
 * bench/): everything they start or measure, so that they never reach into `src/` files.
 * Imported as `@stowline/server/testing`; the product itself never loads it.
 */
export { buildApp } from './app.js';
export { ensureOperator } from './bootstrap.js';
export { loadConfig, sandboxMarketplaceConfig } from './config.js';
export { openDatabase, rowsOf, type Database } from './db/client.js';
export { startEmbeddedSandbox } from './embedded-sandbox.js';
export { createOffsetClock } from './lib/clock.js';
export { ImportError, readUploadedTable } from './lib/imports/index.js';
export { buildXlsx, buildXlsxParts, buildZip } from './lib/imports/test-files.js';
export { devMailKey } from './modules/mail/dev-mail.routes.js';
export { createMailer } from './modules/mail/mailer.js';
export { leastTimeSeconds, USAGE_PLANS, type Operation } from './modules/marketplace/rate-limits.js';
export { prepareListQueries, productListWhere, searchedPageQuery } from './modules/products/products.repository.js';
export { passConsent } from './test-support/marketplace.js';
export { freshServerDatabase } from './test-support/server-database.js';
