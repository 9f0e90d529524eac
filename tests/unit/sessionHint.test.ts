import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { hasCookie, SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/domain/sessionHint'
import { proxy } from '@/proxy'

const hintSet = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`)) ?? null

describe('the session’s readable hint', () => {
  it('is read from a Cookie header or document.cookie, only with a value', () => {
    expect(hasCookie(`a=1; ${SESSION_HINT_COOKIE}=1`, SESSION_HINT_COOKIE)).toBe(true)
    expect(hasCookie(`${SESSION_HINT_COOKIE}=`, SESSION_HINT_COOKIE)).toBe(false)
    expect(hasCookie(`x${SESSION_HINT_COOKIE}=1`, SESSION_HINT_COOKIE)).toBe(false)
    expect(hasCookie('', SESSION_HINT_COOKIE)).toBe(false)
  })

  it('follows the session cookie a page request carries: set beside it, cleared without it, untouched on /api/', () => {
    const request = (path: string, cookie: string) => proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie } }))
    expect(hintSet(request('/', `${SESSION_COOKIE}=jwt`))).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;.*Max-Age=`))
    expect(hintSet(request('/', `${SESSION_HINT_COOKIE}=1`))).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=;.*Expires=Thu, 01 Jan 1970`))
    expect(hintSet(request('/', `${SESSION_COOKIE}=jwt; ${SESSION_HINT_COOKIE}=1`))).toBeNull()
    expect(hintSet(request('/', ''))).toBeNull()
    expect(hintSet(request('/api/auth/logout', `${SESSION_COOKIE}=jwt`))).toBeNull()
  })
})
