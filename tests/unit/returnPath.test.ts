import { describe, expect, it } from 'vitest'

import { loginReturningTo, RETURN_PARAM, safeReturnPath } from '@/domain/returnPath'

describe('the path a login leads back to', () => {
  it('keeps a path of the site with its query and anchor, as /login carries it', () => {
    const login = new URL(loginReturningTo('/status/adhesion#resilier'), 'https://lecercle.example')
    expect(login.pathname).toBe('/login')
    expect(safeReturnPath(login.searchParams.get(RETURN_PARAM))).toBe('/status/adhesion#resilier')
    expect(safeReturnPath('/status?onglet=diners')).toBe('/status?onglet=diners')
  })

  it('refuses anything that would leave the site, or come back to /login', () => {
    for (const value of [
      null,
      '',
      'https://ailleurs.example/status',
      '//ailleurs.example/status',
      '/\\ailleurs.example',
      '\\\\ailleurs.example',
      '/\t/ailleurs.example',
      'javascript:alert(1)',
      'status',
      '/login?retour=/status',
      // Dot segments that resolve to another host.
      '/.//ailleurs.example',
      '/%2e//ailleurs.example',
      '/a/..//ailleurs.example/x',
    ]) {
      expect(safeReturnPath(value)).toBeNull()
    }
    // Encoded slashes stay a path of the site.
    expect(safeReturnPath('/%2F%2Failleurs.example')).toBe('/%2F%2Failleurs.example')
  })
})
