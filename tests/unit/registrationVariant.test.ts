import { describe, expect, it, vi } from 'vitest'

import { experimentVariant } from '@/client/registrationVariant'
import { variantFromQuery, variantOfGroup } from '@/domain/abtest'
import { AB_POLL_ATTEMPTS, AB_POLL_INTERVAL_MS } from '@/domain/limits'

const noWait = vi.fn(async () => {})

describe('the form shown at step 1 (SPEC §2 variant wrapper)', () => {
  it('fromAB=true forces the full form, even with a variant parameter', () => {
    expect(variantFromQuery({ fromAB: 'true', variant: 'test' })).toEqual({ variant: 'control', fromExperiment: false })
  })

  it('a variant parameter overrides the experiment, outside it', () => {
    expect(variantFromQuery({ variant: 'test' })).toEqual({ variant: 'test', fromExperiment: false })
    expect(variantFromQuery({ variant: 'control' })).toEqual({ variant: 'control', fromExperiment: false })
  })

  it('without either (or with an unknown variant) the experiment decides', () => {
    expect(variantFromQuery({})).toBeNull()
    expect(variantFromQuery({ variant: 'premium', fromAB: 'false' })).toBeNull()
  })

  it('the flag once known decides, inside the experiment', async () => {
    const values = [undefined, undefined, 'test']
    const read = vi.fn(() => values.shift())
    expect(await experimentVariant(read, noWait)).toEqual({ variant: 'test', fromExperiment: true })
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('polls at most 20 times, 100 ms apart, then shows the full form outside the experiment', async () => {
    const read = vi.fn(() => undefined)
    const wait = vi.fn(async () => {})
    expect(await experimentVariant(read, wait)).toEqual({ variant: 'control', fromExperiment: false })
    expect(read).toHaveBeenCalledTimes(AB_POLL_ATTEMPTS)
    expect(wait).toHaveBeenCalledTimes(AB_POLL_ATTEMPTS - 1)
    expect(wait).toHaveBeenCalledWith(AB_POLL_INTERVAL_MS)
  })

  it('a missing or unknown flag, or a failing provider, gives the full form at once', async () => {
    for (const read of [
      () => false,
      () => true,
      () => 'other',
      () => {
        throw new Error('réseau')
      },
    ]) {
      const wait = vi.fn(async () => {})
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(await experimentVariant(read, wait)).toEqual({ variant: 'control', fromExperiment: false })
      expect(wait).not.toHaveBeenCalled()
    }
  })

  it('without consent no provider can answer: full form without waiting', async () => {
    const wait = vi.fn(async () => {})
    expect(await experimentVariant(undefined, wait)).toEqual({ variant: 'control', fromExperiment: false })
    expect(wait).not.toHaveBeenCalled()
  })

  it('the group recorded on the account names the variant shown', () => {
    expect(variantOfGroup('A')).toBe('control')
    expect(variantOfGroup('B')).toBe('test')
    expect(variantOfGroup(null)).toBeNull()
  })
})
