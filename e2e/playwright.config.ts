import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium against the built shop, served by the real API on a fresh
 * data directory (demo catalogue seeded, demo admin from E2E_ADMIN_*). E2E_SCREENSHOTS=1 also
 * saves screenshots of the screens under e2e/artifacts/screens/.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed: the same Chromium
 * build without the desktop browser around it, as Playwright itself runs headless tests. It takes
 * about half the processor time of the full browser (docs/decisions/0135). CHROMIUM_PATH chooses
 * another build.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: './artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test stands alone (its own customer, its own products where it changes stock), so the
  // two workers share out single tests, not whole files: the longest file no longer sets the pace.
  // No retries: a test that passes only on a second try is a failure to look at, not to hide.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'artifacts/report' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace doubles the time of every journey on two cores; a failure keeps its
    // screenshot and page snapshot, and E2E_TRACE=1 records traces to open when those are not enough.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Shoppers who ask for less motion get no animations; the tests browse as they do, so the
    // typewriter and the pulsing placeholders do not keep the browser drawing frames while a test
    // waits. The splash is tested both with motion and without.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/start-server.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/readyz`,
    timeout: 600_000,
    // `.ci/run` starts the server itself while the static checks run (E2E_REUSE_SERVER=1).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
