import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

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
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/globalSetup.ts'],
          setupFiles: ['tests/integration/support/workerSetup.ts'],
          // One worker shares one Payload instance, one database and one SMTP server.
          fileParallelism: false,
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
