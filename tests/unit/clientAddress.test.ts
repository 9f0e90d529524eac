import type { IncomingMessage } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { addressFromForwarded, bucketOf, dropUntrustedForwarding } from '@/server/http/clientAddress'

/** A request as Node's server hands it to src/start/serve.ts. */
const request = (headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: '203.0.113.7' }, headers: { ...headers } }) as unknown as IncomingMessage

afterEach(() => vi.unstubAllEnvs())

describe('the client address the limits count by', () => {
  it('without proxies: the entry Next wrote from the socket (npm start drops a client’s own first)', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '')
    expect(addressFromForwarded('203.0.113.7', 0, true)).toBe('203.0.113.7')
    const forged = request({ 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    dropUntrustedForwarding(forged)
    expect(forged.headers['x-forwarded-for']).toBeUndefined()
    expect(String(warn.mock.calls[0]?.[0])).toContain('TRUSTED_PROXY_HOPS')
  })

  it('behind n trusted proxies: the entry the outermost one wrote, never those a client put to its left', () => {
    const forwarded = '6.6.6.6, 203.0.113.7, 10.0.0.2'
    expect(addressFromForwarded(forwarded, 1)).toBe('10.0.0.2')
    expect(addressFromForwarded(forwarded, 2)).toBe('203.0.113.7')
    // Fewer entries than hops: the nearest proxy's, never the client's own leftmost guess.
    expect(addressFromForwarded('6.6.6.6, 10.0.0.2', 3)).toBe('10.0.0.2')
    expect(addressFromForwarded(null, 1)).toBe('unknown')
  })

  it('with no proxy and no npm start to drop a client’s own header (a bare next start), everyone shares one bucket', () => {
    expect(addressFromForwarded('198.51.100.1', 0, false)).toBe('unknown')
    expect(addressFromForwarded('198.51.100.2', 0, false)).toBe('unknown')
  })

  it('a port is ignored; an entry that is no address counts as unknown, never as a key of its own', () => {
    expect(addressFromForwarded('203.0.113.7:5678', 1)).toBe('203.0.113.7')
    expect(addressFromForwarded('[2001:db8::1]:443', 1)).toBe('2001:db8:0:0::/64')
    expect(addressFromForwarded('pas-une-adresse', 1)).toBe('unknown')
    expect(addressFromForwarded('', 1)).toBe('unknown')
  })

  it('an IPv6 client counts by its /64; an IPv4-mapped one as IPv4', () => {
    expect(bucketOf('2001:db8:abcd:12:1111:2222:3333:4444')).toBe('2001:db8:abcd:12::/64')
    expect(bucketOf('2001:db8:abcd:12::9')).toBe('2001:db8:abcd:12::/64')
    expect(bucketOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(bucketOf('::1')).toBe('0:0:0:0::/64')
    expect(bucketOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(bucketOf('203.0.113.7')).toBe('203.0.113.7')
  })

  it('behind trusted proxies the header is kept; with none, the warning that a proxy may be ignored is given once only', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    const proxied = request({ 'x-forwarded-for': '198.51.100.1' })
    dropUntrustedForwarding(proxied)
    expect(proxied.headers['x-forwarded-for']).toBe('198.51.100.1')
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    warn.mockClear() // the first test's warning was the one
    dropUntrustedForwarding(request({ 'x-forwarded-for': '198.51.100.1' }))
    dropUntrustedForwarding(request({ 'x-forwarded-for': '198.51.100.1' }))
    expect(warn).not.toHaveBeenCalled()
  })
})
