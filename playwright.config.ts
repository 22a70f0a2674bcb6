import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './tests/support/systemChromium';

// End-to-end tests run the real server (npm run test:e2e builds the web app first)
// in Chromium. A system Chromium is used when present (CHROMIUM_PATH, or Debian's
// /usr/bin/chromium), because Playwright's own browser cannot be downloaded everywhere;
// otherwise Playwright's bundled Chromium is used.

// E2E_PORT lets a run use its own server when another run already holds 4310.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Three workers on the 2-core CI host: a test spends part of its time waiting (for the server, a
  // chart's file, an animation frame), and a third worker fills it. Measured in one sitting on a quiet
  // 2-core host, dashboard + hydration specs (54 tests): 2 workers 303 s wall (1.5 cores busy), 3 workers
  // 258 s (1.8 cores); the same conditions are waited for, so only the wall time changes.
  workers: 3,
  // Tests, not files, are shared among the workers: a file's tests ran one after another in one
  // worker, so the run ended with the longest file (the dashboard's 29 tests, about 7.5 minutes of
  // one worker) still going while the other workers had nothing left. A file whose tests depend on
  // one another says so (offline.spec.ts: serial).
  fullyParallel: true,
  retries: 0,
  reporter: 'list',
  // A page's JavaScript-built parts (the API reference, GraphiQL) take longer than the default 5 s
  // to appear on a machine busy with other work; assertions wait for them (never a fixed sleep).
  expect: { timeout: 15_000 },
  // A test may load several full pages (the dashboard twice, then a property page). On a CI host
  // whose two cores also run the server and a second worker, one such test took more than the
  // default 30 s while every condition it waits for did come true: the limit is the time a
  // test may take in all, not a wait for anything, and 90 s still fails a test that hangs.
  timeout: 90_000,
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (each action with the page's DOM before and after it), without
    // the screencast: recording the screen took 18 % of the suite's CPU on the 2-core CI host (the
    // provenance spec: 77 s of CPU with it, 63 s without, 56 s with no trace at all). CI (.ci/run sets
    // CI) records none: it keeps the run's output and no file the run writes, and recording cost the
    // localities spec 11 % of its CPU (166 s with, 147 s without). Locally, or to study a CI failure,
    // a failed test's trace is kept.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        ...(systemChromium
          ? {
              launchOptions: {
                executablePath: systemChromium,
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
              },
            }
          : {}),
      },
    },
  ],
  webServer: {
    command: 'npx tsx server/src/main.ts',
    // Rate limiting off: a test run sends far more than one visitor would. The service worker
    // off: requests it made would pass by page.route (which several specs use to change what
    // the server sends) and its caches would outlive a page; offline.spec.ts and saved.spec.ts
    // run their own servers with it on (docs/offline.md).
    env: { PORT: String(PORT), RATE_LIMIT_PER_MINUTE: '0', SERVICE_WORKER: 'off' },
    url: `${BASE_URL}/api/cities`,
    reuseExistingServer: !process.env.CI,
    // The server is up in seconds; on a busy 2-core host (other test runs beside this one) a
    // start once took over a minute. This is how long Playwright waits for /api/cities to answer.
    timeout: 180_000,
  },
});
