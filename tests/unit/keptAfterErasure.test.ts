import { describe, expect, it } from 'vitest'

import { normalisedEmail, normalisedPhone } from '@/domain/keptAfterErasure'

/** One person, however they type their address or number again after erasing their account. */
describe('the keys of what an erasure keeps', () => {
  it('read an address as one mailbox: case, spaces and a sub-address change nothing, another address does', () => {
    const one = normalisedEmail('camille.durand@example.org')
    for (const typed of [' Camille.Durand@Example.org ', 'camille.durand+cercle@example.org', 'CAMILLE.DURAND+X+Y@EXAMPLE.ORG']) {
      expect(normalisedEmail(typed)).toBe(one)
    }
    expect(normalisedEmail('camille.durant@example.org')).not.toBe(one)
    expect(normalisedEmail('camille.durand@example.com')).not.toBe(one)
  })

  it('read a French number as one number, in any of its usual forms; too few digits make none', () => {
    for (const typed of ['06 12 34 56 78', '06.12.34.56.78', '+33 6 12 34 56 78', '0033 6 12 34 56 78', '+33 6-12-34-56-78']) {
      expect(normalisedPhone(typed)).toBe('+33612345678')
    }
    expect(normalisedPhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(normalisedPhone('06 12 34 56 79')).not.toBe('+33612345678')
    expect(normalisedPhone('12 34')).toBeNull()
  })
})
