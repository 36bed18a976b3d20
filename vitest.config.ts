import { defineConfig } from 'vitest/config';

// The API suite: a test process's files share its database (embedded PGlite, or on the server at
// DATABASE_URL a database of its own: test-support/harness.ts) and run one after another; each
// test makes its own accounts. Most of a file's time is waiting for the sandbox's delays and the
// job workers' polling: API_TEST_WORKERS=2 runs files in two processes side by side (half the
// time alone), but beside the journeys in CI the timing-bound tests (an operation outlasting a
// call, a live stream's order) then failed one run in two, so the default is one.
const serverTests = { isolate: false, testTimeout: 30_000, hookTimeout: 60_000 };
const apiWorkers = Number(process.env.API_TEST_WORKERS || 1);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'] } },
      { test: { name: 'tools', include: ['tools/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      { test: { name: 'sandbox', include: ['apps/sandbox/src/**/*.test.ts'] } },
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
