import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { ServerOptions } from './e2e/fixtures';

/**
 * End-to-end tests against the built web app served by the real server (embedded database, demo
 * data; e2e/start-server.ts copies each server's data folder from one seeded template). Each worker has a server and data folder of
 * its own, so specs that change the demo data never see another worker's changes. One more server
 * with 4-second access tokens lets the token-expiry spec watch a silent refresh happen.
 */
const stamp = process.env.E2E_STAMP ?? String(Date.now());
process.env.E2E_STAMP = stamp; // workers re-read this file; keep one folder per run

// Parallel local runs pick their own ports and web build (E2E_PORT, E2E_WEB_DIST); CI uses the defaults.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SHORT_TTL_PORT = PORT + 1;
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
// Worker 0 keeps PORT; the others follow the short-token server.
const WORKER_PORTS = Array.from({ length: WORKERS }, (_, index) => (index === 0 ? PORT : PORT + 1 + index));
const WEB_DIST: Record<string, string> = process.env.E2E_WEB_DIST
  ? { WEB_DIST: path.resolve(process.env.E2E_WEB_DIST) }
  : {};

function server(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: 'npx tsx e2e/start-server.ts',
    url: `http://localhost:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      E2E_TEMPLATE_DIR: `.ci-out/e2e-data-${stamp}-template`,
      LOG_LEVEL: 'warn',
      // The specs log in many times from one address; the lockout is tested by the server's own tests.
      LOGIN_MAX_FAILURES: '1000',
      ...WEB_DIST,
      ...extraEnv,
    },
  };
}

// Specs that only make the screenshots under docs/screenshots (each screen at desktop and phone
// sizes), and the pictures the other specs take on their way: `npm run docs:screenshots`
// (SCREENSHOTS=1) runs every spec and saves them; the CI run skips the screenshot-only specs and the
// pictures (the behaviour those screens pass through is tested, and a screenshot is for a person to
// look at).
const SCREENSHOT_SPECS =
  /(catalogues-0-screenshots|catalogues-goods-screenshots|\/screenshots|stock-screenshots|stocktake-screenshots|vouchers-screenshots|tt22-forms-screenshots)\.spec\.ts$/;
const SCREENSHOTS = process.env.SCREENSHOTS === '1';

// Debian's headless shell (package chromium-headless-shell) when installed: the same engine without
// the full browser's window machinery, measured at about an eighth less CPU per test on the 2-core
// CI machine; otherwise Debian's chromium. E2E_CHROMIUM names another binary.
const CHROMIUM_BINARY =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 768 },
  locale: 'vi-VN',
  // The app's service worker would download the whole build in every test's fresh browser, and
  // page.route cannot see the requests it answers; e2e/offline.spec.ts turns it back on.
  serviceWorkers: 'block' as const,
  launchOptions: {
    executablePath: CHROMIUM_BINARY,
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
};

export default defineConfig<ServerOptions>({
  testDir: 'e2e',
  outputDir: '.ci-out/e2e-results',
  fullyParallel: false,
  workers: WORKERS,
  // A failed test runs once more with a trace recorded (recording every test's trace costs about a
  // third of the browser's work), and a test that then passes still fails the run as flaky.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'on-first-retry', screenshot: 'only-on-failure' },
  // The token-expiry spec comes first: its tests mostly wait for tokens to expire, which the other
  // worker's tests fill, where at the end of the run they left a worker idle.
  projects: [
    {
      name: 'token-expiry',
      testMatch: /token-expiry\.spec\.ts/,
      use: { ...chromium, baseURL: `http://localhost:${SHORT_TTL_PORT}` },
    },
    {
      name: 'chromium',
      testIgnore: SCREENSHOTS ? [/token-expiry\.spec\.ts/] : [/token-expiry\.spec\.ts/, SCREENSHOT_SPECS],
      use: {
        ...chromium,
        // Screens change without animating (the app honours the system setting): animation
        // frames cost the browser a large share of its work, and they are not what is tested.
        // The token-expiry project keeps the animations.
        contextOptions: { reducedMotion: 'reduce' },
        baseURL: `http://localhost:${PORT}`,
        workerServers: WORKER_PORTS.map((port) => `http://localhost:${port}`),
      },
    },
  ],
  webServer: [
    ...WORKER_PORTS.map((port, index) => server(port, `.ci-out/e2e-data-${stamp}-${index}`)),
    server(SHORT_TTL_PORT, `.ci-out/e2e-data-${stamp}-short-ttl`, { ACCESS_TOKEN_TTL: '4s' }),
  ],
});
