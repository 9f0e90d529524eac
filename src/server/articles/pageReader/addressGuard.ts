import { lookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { isIP } from 'node:net'

import ipaddr from 'ipaddr.js'

import { PageReadError } from './pageReadError'

/** The only IPv6 addresses routed on the Internet (global unicast). */
const GLOBAL_IPV6 = ipaddr.parseCIDR('2000::/3')

/**
 * Only a public unicast address may be reached: never loopback, private, link-local, carrier-grade
 * NAT, multicast, unique-local IPv6, nor an IPv4-mapped or NAT64 form that could hide one of them
 * (ipaddr.js names those ranges; anything but « unicast » is refused). ipaddr.js still calls
 * « unicast » the IPv4-compatible `::a.b.c.d` and the local NAT64 `64:ff9b:1::/48`: an IPv6
 * address must also be global unicast.
 */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.parse(address)
  return parsed.range() === 'unicast' && (parsed.kind() === 'ipv4' || parsed.match(GLOBAL_IPV6))
}

/** The web's own ports: a page is never read from another service of a public host. */
const WEB_PORTS = new Set(['', '80', '443'])

/** A URL's host without the brackets of an IPv6 literal. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1')
}

/** A web port, and an address given as an IP (Node connects to it without any lookup) checked here. */
export function assertWebAddress(url: URL): void {
  if (!WEB_PORTS.has(url.port)) throw new PageReadError('refused')
  const host = bareHost(url)
  if (isIP(host) && !isPublicAddress(host)) throw new PageReadError('refused')
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * Node's `lookup` for the request's socket: every address the name resolves to must be public, and
 * the socket connects to the addresses checked here, so a second answer of the DNS (rebinding)
 * never reaches the connection.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { family: options.family ?? 0, hints: options.hints, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new PageReadError('refused'), [])
    }
    if (options.all) return callback(null, addresses)
    callback(null, addresses[0].address, addresses[0].family)
  })
}
