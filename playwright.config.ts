import { defineConfig } from '@playwright/test'

import { E2E_BASE_URL, E2E_READY_URL, E2E_SLOTS } from './tests/e2e/fixtures'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One worker per app server (tests/e2e/fixtures.ts): each has its own database.
  workers: E2E_SLOTS,
  forbidOnly: true,
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fr-FR',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace costs about a fifth of the suite's time on 2 cores; CI's clone is thrown away with it.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx tests/e2e/server.ts',
    url: E2E_READY_URL,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Long enough for each slot's server to stop within its grace and its database to be dropped.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 40_000 },
  },
})
