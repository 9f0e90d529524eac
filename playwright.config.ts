import { defineConfig } from '@playwright/test'

import { E2E_BASE_URL } from './tests/e2e/fixtures'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: true,
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fr-FR',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx tests/e2e/server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
