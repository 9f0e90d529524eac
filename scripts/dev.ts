/** npm run dev: database (embedded unless DATABASE_URI), migrations, demo seed, then next dev on :3000. */
import { spawn } from 'node:child_process'

import { bin, fail } from './lib'
import { prepareDatabase } from './prepare'
import { localCluster } from '../tooling/db/local'

const embedded = !process.env.DATABASE_URI

async function main() {
  const uri = await prepareDatabase({ seed: true })
  const port = process.env.PORT ?? '3000'
  const next = spawn(bin('next'), ['dev', '--port', port], {
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, DATABASE_URI: uri },
  })
  const shutdown = async (code: number) => {
    if (embedded)
      await localCluster()
        .stop()
        .catch(() => undefined)
    process.exit(code)
  }
  process.on('SIGINT', () => next.kill('SIGINT'))
  process.on('SIGTERM', () => next.kill('SIGTERM'))
  next.on('close', (code) => void shutdown(code ?? 0))
}

main().catch(fail)
