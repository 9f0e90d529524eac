import { describe, expect, it } from 'vitest'

import { emailedLinkPath, emailedLinkToken, safeHref, safeReturnPath } from '@/domain/links'

describe('links written by editors', () => {
  it('keep site paths, anchors, the web, e-mail and telephone', () => {
    for (const url of [
      '/confidentialite',
      '#faq',
      'https://www.cnil.fr/',
      'http://example.org',
      'mailto:equipe@lecercle.example',
      'tel:+33100000000',
    ]) {
      expect(safeHref(url)).toBe(url)
    }
  })

  it('drop script and data addresses, other hosts disguised as paths, and nonsense', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.example/x',
      'pas une adresse',
      '',
      null,
      undefined,
    ]) {
      expect(safeHref(url)).toBeNull()
    }
  })
})

describe('links sent by e-mail', () => {
  it('carry their token in the query, encoded, and the page reads it back', () => {
    const path = emailedLinkPath('/avis', 'a+b/c=')
    expect(path).toBe('/avis?token=a%2Bb%2Fc%3D')
    expect(emailedLinkToken(Object.fromEntries(new URL(path, 'https://cercle.example').searchParams))).toBe('a+b/c=')
  })

  it('read no token from a link without one, or with two', () => {
    expect(emailedLinkToken({})).toBe('')
    expect(emailedLinkToken({ token: ['a', 'b'] })).toBe('')
  })
})

describe('where a sign-in leads back to', () => {
  it('is a path of this site, its query kept', () => {
    expect(safeReturnPath('/status?reserver=12')).toBe('/status?reserver=12')
  })

  it('is never another host, however disguised, nor nothing', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example/status', 'status', '/\tstatus', '', null]) {
      expect(safeReturnPath(value)).toBeNull()
    }
  })
})
