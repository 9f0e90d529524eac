import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const PATCH = resolve('tests/support/passwordCost.cjs')

/**
 * In a process of its own, preloaded as the e2e servers preload it (`--require`), reached through
 * `import { pbkdf2 } from 'node:crypto'` as src/server/auth/password.ts reaches it: this unit
 * worker's own crypto stays as it is.
 */
function derive(): { production: string; cheap: string; real: string } {
  const script = `
    import { pbkdf2 } from 'node:crypto'
    import { createRequire } from 'node:module'
    import { promisify } from 'node:util'
    const derive = promisify(pbkdf2)
    const hex = async (iterations) => (await derive('mot-de-passe', 'sel', iterations, 32, 'sha256')).toString('hex')
    const production = await hex(600000)
    const cheap = await hex(1000)
    createRequire(import.meta.url)(${JSON.stringify(PATCH)}).setRealPasswordCost(true)
    console.log(JSON.stringify({ production, cheap, real: await hex(600000) }))`
  return JSON.parse(execFileSync(process.execPath, ['--require', PATCH, '--input-type=module', '-e', script], { encoding: 'utf8' }))
}

describe('the tests’ password cost (tests/support/passwordCost.cjs)', () => {
  it('derives a production password at 1,000 iterations, and at 600,000 once the real cost is asked', () => {
    const { production, cheap, real } = derive()
    expect(production).toBe(cheap)
    expect(real).not.toBe(cheap)
    expect(real).toHaveLength(64)
  })
})
