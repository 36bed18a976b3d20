import { defineConfig } from 'vitest/config';

// One database (embedded PGlite or the server at DATABASE_URL) shared by every file: files run
// one after another in one process; each test makes its own accounts.
const serverTests = { fileParallelism: false, isolate: false, testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'] } },
      { test: { name: 'tools', include: ['tools/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      { test: { name: 'sandbox', include: ['apps/sandbox/src/**/*.test.ts'] } },
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], ...serverTests } },
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
        },
      },
    ],
  },
});
