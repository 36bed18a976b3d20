import { defineConfig } from 'vitest/config';

// The API suite: a test process's files share its database (embedded PGlite, or on the server at
// DATABASE_URL a database of its own: test-support/harness.ts) and run one after another; each
// test makes its own accounts. Most of a file's time is waiting for the sandbox's delays and the
// job workers' polling: API_TEST_WORKERS=2 runs the files in two processes side by side (about
// half the time alone). The default is one: in CI on two cores, beside three journeys, the machine
// is busy anyway, and two processes saved little and made a CPU-bound test take twice its time.
const serverTests = { isolate: false, testTimeout: 30_000, hookTimeout: 60_000 };
const webTests = 'apps/web/src/**/*.test.{ts,tsx}';
/** The web tests that replace a module with vi.mock. */
const webMocking = ['apps/web/src/features/shipment-workbench/pages/box-panel-menu.test.ts'];
const apiWorkers = Number(process.env.API_TEST_WORKERS || 1);

export default defineConfig({
  test: {
    projects: [
      // Files of a worker share its modules (isolate: false), as in the API suite: importing them anew for each file
      // was most of these projects' time. A file that replaces a module (vi.mock) must run isolated (web-mocking).
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], isolate: false } },
      // The web files also share their page: each cleans up what it renders and the globals it stubs.
      { test: { name: 'web', include: [webTests], exclude: webMocking, environment: 'happy-dom', isolate: false } },
      { test: { name: 'web-mocking', include: webMocking, environment: 'happy-dom' } },
      { test: { name: 'sandbox', include: ['apps/sandbox/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], ...serverTests, maxWorkers: apiWorkers } },
      // What differs between the engines, run on the embedded PGlite when the suite itself ran on
      // a server (scripts/test.mjs): start and migrations, live updates across processes, locks and
      // writes at once. restart.test.ts and shutdown.test.ts always run on PGlite, as `npm start` does.
      {
        test: {
          name: 'server-pglite',
          include: [
            'apps/server/src/app.test.ts',
            'apps/server/src/live-processes.test.ts',
            'apps/server/src/modules/billing/billing.concurrency.test.ts',
            'apps/server/src/modules/sync/sync.repository.test.ts',
          ],
          ...serverTests,
          fileParallelism: false,
        },
      },
    ],
  },
});
