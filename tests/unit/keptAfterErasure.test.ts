import { describe, expect, it } from 'vitest'

import { normalisedEmail, normalisedPhone } from '@/domain/keptAfterErasure'

/** One person, however they type their address or number again after erasing their account. */
describe('the keys of what an erasure keeps', () => {
  it('read an address as one mailbox: case and spaces change nothing, another address does', () => {
    const one = normalisedEmail('camille.durand@example.org')
    for (const typed of [' Camille.Durand@Example.org ', 'CAMILLE.DURAND@EXAMPLE.ORG']) expect(normalisedEmail(typed)).toBe(one)
    expect(normalisedEmail('camille.durant@example.org')).not.toBe(one)
    expect(normalisedEmail('camille.durand@example.com')).not.toBe(one)
  })

  it('join a sub-address or dots only where the provider makes them one mailbox (Gmail)', () => {
    const gmail = normalisedEmail('camilledurand@gmail.com')
    for (const typed of ['Camille.Durand@gmail.com', 'camille.durand+cercle@gmail.com', 'c.a.m.i.l.l.e.durand+x+y@GoogleMail.com']) {
      expect(normalisedEmail(typed)).toBe(gmail)
    }
    // Another provider may give « camille+club@… » and « c.amille@… » to other people.
    expect(normalisedEmail('camille+club@example.org')).not.toBe(normalisedEmail('camille@example.org'))
    expect(normalisedEmail('c.amille@example.org')).not.toBe(normalisedEmail('camille@example.org'))
    expect(normalisedEmail('camille+club@example.org')).toBe('camille+club@example.org')
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
