import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import type { Alias, Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

import { INTEGRATION_WORKERS } from './tests/integration/support/workers'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const require = createRequire(import.meta.url)

/**
 * Payload's admin components import `react/compiler-runtime`. Storybook's Next preset aliases the
 * bare name `react` to a file of Next's own React copy, and a bare alias also catches
 * `react/compiler-runtime` (giving `…/index.js/compiler-runtime`): this entry, put first, wins.
 */
const reactCompilerRuntime: Plugin = {
  name: 'react-compiler-runtime',
  configResolved(config) {
    ;(config.resolve.alias as Alias[]).unshift({
      find: /^react\/compiler-runtime$/,
      replacement: require.resolve('next/dist/compiled/react/compiler-runtime'),
    })
  },
}

const alias = {
  '@payload-config': here('./payload.config.ts'),
  '@collections': here('./collections'),
  '@components': here('./components'),
  '@': here('./src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // The files share their modules (loading them once per file was half the suite's time);
          // what a test stubs or spies on is put back after it, so no file sees another's.
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/globalSetup.ts'],
          setupFiles: ['tests/integration/support/workerSetup.ts'],
          // Each worker has one Payload instance, one database and one SMTP server; its files
          // share its modules too (Payload is loaded once per worker, not once per file): their
          // state is in the database, keyed by each test's own accounts and client addresses.
          maxWorkers: INTEGRATION_WORKERS,
          isolate: false,
          // Admin views are rendered by the guard tests: Payload's UI imports stylesheets, which
          // Vite (not Node) must load.
          server: { deps: { inline: [/@payloadcms\/(ui|next)/, /react-image-crop/] } },
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Two production instances of the e2e build behind nginx (tests/scaleout/topology.ts).
        resolve: { alias },
        test: {
          name: 'scaleout',
          environment: 'node',
          include: ['tests/scaleout/**/*.test.ts'],
          globalSetup: ['tests/scaleout/topology.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
      {
        // Every story is a test in Chromium, with axe failing it on any violation.
        plugins: [storybookTest({ configDir: here('./.storybook') }), reactCompilerRuntime],
        resolve: { alias },
        optimizeDeps: { include: ['react-hook-form', '@hookform/resolvers/zod', 'zod'] },
        test: {
          name: 'storybook',
          // One page for every file: the kit, Radix and Storybook's preview load once, not once per
          // file; each story still renders into a fresh root and is checked by axe.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
