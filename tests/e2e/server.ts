/**
 * The e2e server: a fresh throwaway database, migrations + demo seed + admin account,
 * then `next build` and `next start` in production mode. Stopped by Playwright (SIGTERM).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import { bin, runCommand } from '../../scripts/lib'
import { createTestDatabase } from '../support/testDatabase'
import { E2E_ADMIN, E2E_BASE_URL, E2E_PORT } from './fixtures'

async function main() {
  const database = await createTestDatabase()
  const env = {
    DATABASE_URI: database.uri,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: E2E_BASE_URL,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  Object.assign(process.env, env, { NODE_ENV: 'production' })
  const { prepareDatabase } = await import('../../scripts/prepare')
  await prepareDatabase({ seed: true })

  if (process.env.E2E_SKIP_BUILD !== '1') {
    const code = await runCommand(bin('next'), ['build'], env)
    if (code !== 0) throw new Error(`next build failed (${code})`)
  }
  const server = spawn(bin('next'), ['start', '--port', String(E2E_PORT)], { stdio: 'inherit', env: { ...process.env, ...env } })
  const stop = async () => {
    server.kill('SIGTERM')
    await database.drop()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())
  server.on('close', async (code) => {
    await database.drop()
    process.exit(code ?? 1)
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
