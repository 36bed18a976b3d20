import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 3555);

/**
 * Journeys that change what every other journey meets: billing's clock moved forward (billing and
 * account-extras: trial ends and renewals) and the app stopped and started (restart). They run
 * after the others, one at a time.
 */
const WHOLE_APP = ['account-extras.spec.ts', 'billing.spec.ts', 'restart.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Each journey makes its own seller, so several run side by side (files in turn, a file's tests in order):
  // most of a journey's time is waiting for the server, the sandbox and the browser. Three when the app's
  // database is on a PostgreSQL server (DATABASE_URL, as in CI: support/server.ts); two on PGlite, whose
  // queries all run on the app's one thread.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || (process.env.DATABASE_URL ? 3 : 2)),
  projects: [
    { name: 'journeys', testIgnore: WHOLE_APP },
    { name: 'whole-app', testMatch: WHOLE_APP, workers: 1, dependencies: ['journeys'] },
  ],
  retries: 0,
  // A journey takes 15 to 60 s on a quiet CI machine; on a busy one (the same suite took twice as
  // long) a 35 s journey ran past 60 s. The limit is for a journey that hangs, not a slow machine.
  timeout: 120_000,
  // Two journeys and, in `npm test`, the API suite share two cores: a screen may take a few seconds to
  // answer, and the workbench's route (its largest chunk) over 10 s on a machine loaded beyond that.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The browsers ask for less motion (the app then runs no transitions or looping spinners): the journeys
    // test what the screens do, not their animations, and the animations were a tenth of their browsers' CPU.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx support/server.ts',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
