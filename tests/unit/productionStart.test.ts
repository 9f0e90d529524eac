import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databasePoolMax } from '@/server/env'

import { compileServer } from '../../scripts/compileServer'

// What the build compiles for `npm start`, into a folder of the project's: its packages are the project's.
const compiled = join(process.cwd(), 'dist', `start-test-${process.pid}`)
beforeAll(() => compileServer(compiled))
afterAll(() => rmSync(compiled, { recursive: true, force: true }))

/** `npm start` as an operator would run it, with the environment given (and nothing else of ours). */
async function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  const { PATH, HOME } = process.env
  try {
    await promisify(execFile)(process.execPath, [join(compiled, 'start.mjs')], {
      env: { PATH, HOME, NODE_ENV: 'production', ...env },
      timeout: 60_000,
    })
    return { code: 0, stderr: '' }
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string }
    return { code, stderr }
  }
}

describe('npm start', () => {
  it('refuses to start without DATABASE_URI, saying what to set, instead of starting a database of its own', async () => {
    const { code, stderr } = await start({ PAYLOAD_SECRET: 'x'.repeat(64), SITE_URL: 'https://www.example.fr' })
    expect(code).toBe(1)
    expect(stderr).toContain('DATABASE_URI is not set. Production refuses to start without it')
  })

  it('refuses to start without SMTP_URL, naming it, instead of writing every mail to the disk and counting it as sent', async () => {
    const { code, stderr } = await start({
      PAYLOAD_SECRET: 'x'.repeat(64),
      SITE_URL: 'https://www.example.fr',
      DATABASE_URI: 'postgres://cercle:secret@127.0.0.1:1/cercle',
    })
    expect(code).toBe(1)
    expect(stderr).toContain('SMTP_URL is not set. Production refuses to start without it')
    expect(stderr).toContain('MAIL_TO_FILES=1')
  })
})

describe('DATABASE_POOL_MAX', () => {
  it('sets the connections per instance, 10 by default, and refuses a value that is no count', () => {
    const before = process.env.DATABASE_POOL_MAX
    try {
      delete process.env.DATABASE_POOL_MAX
      expect(databasePoolMax()).toBe(10)
      process.env.DATABASE_POOL_MAX = '4'
      expect(databasePoolMax()).toBe(4)
      for (const wrong of ['0', '-2', 'dix', '2.5']) {
        process.env.DATABASE_POOL_MAX = wrong
        expect(() => databasePoolMax()).toThrow('DATABASE_POOL_MAX must be a whole number of connections, at least 1')
      }
    } finally {
      if (before === undefined) delete process.env.DATABASE_POOL_MAX
      else process.env.DATABASE_POOL_MAX = before
    }
  })
})
