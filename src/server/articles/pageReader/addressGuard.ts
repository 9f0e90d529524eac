import { lookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { isIP } from 'node:net'

import ipaddr from 'ipaddr.js'

import { PageReadError } from './pageReadError'

/**
 * Only a public unicast address may be reached: never loopback, private, link-local, carrier-grade
 * NAT, multicast, unique-local IPv6, nor an IPv4-mapped or NAT64 form that could hide one of them
 * (ipaddr.js names every such range; anything but « unicast » is refused).
 */
function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.parse(address).range() === 'unicast'
}

/** A URL's host without the brackets of an IPv6 literal. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1')
}

/** An address given as an IP: Node connects to it without any lookup, so it is checked here. */
export function assertPublicLiteral(url: URL): void {
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
