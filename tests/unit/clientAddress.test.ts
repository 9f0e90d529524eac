import type { IncomingMessage } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { addressOf, bucketOf, CLIENT_ADDRESS_HEADER, stampClientAddress } from '@/server/http/clientAddress'

/** A request as Node's server hands it to scripts/serve.ts. */
const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage

afterEach(() => vi.unstubAllEnvs())

describe('the client address the limits count by', () => {
  it('without proxies: the socket’s, whatever X-Forwarded-For or X-Real-IP a client sends', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '')
    expect(addressOf(request('203.0.113.7', { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' }))).toBe('203.0.113.7')
  })

  it('behind n trusted proxies: the entry the outermost one wrote, never those a client put to its left', () => {
    const forwarded = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' }
    expect(addressOf(request('10.0.0.3', forwarded), 1)).toBe('10.0.0.2')
    expect(addressOf(request('10.0.0.3', forwarded), 2)).toBe('203.0.113.7')
    // Fewer entries than hops: the socket, not a guess.
    expect(addressOf(request('10.0.0.3', { 'x-forwarded-for': '203.0.113.7' }), 3)).toBe('10.0.0.3')
  })

  it('an IPv6 client counts by its /64; an IPv4-mapped one as IPv4', () => {
    expect(bucketOf('2001:db8:abcd:12:1111:2222:3333:4444')).toBe('2001:db8:abcd:12::/64')
    expect(bucketOf('2001:db8:abcd:12::9')).toBe('2001:db8:abcd:12::/64')
    expect(bucketOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(bucketOf('::1')).toBe('0:0:0:0::/64')
    expect(bucketOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(bucketOf('203.0.113.7')).toBe('203.0.113.7')
  })

  it('the server overwrites the header a client might send in its place, and warns once when a proxy seems ignored', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const forged = request('203.0.113.7', { [CLIENT_ADDRESS_HEADER]: '1.2.3.4', 'x-forwarded-for': '198.51.100.1' })
    stampClientAddress(forged)
    stampClientAddress(forged)
    expect(forged.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toContain('TRUSTED_PROXY_HOPS')
  })
})
