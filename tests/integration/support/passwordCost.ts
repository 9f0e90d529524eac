import { afterAll, beforeAll } from 'vitest'

import { setRealPasswordCost } from '../../support/passwordCost.cjs'

/** In this test file, passwords cost what they cost in production (tests/support/passwordCost.cjs). */
export function realPasswordCost(): void {
  beforeAll(() => setRealPasswordCost(true))
  afterAll(() => setRealPasswordCost(false))
}
