import type { IncomingMessage } from 'node:http'
import { isIP, isIPv6 } from 'node:net'

import { processWide } from '../processWide'

/**
 * The client's address (DESIGN §4), decided in Next's proxy (src/proxy.ts) from X-Forwarded-For.
 * Next fills that header with the socket's address only when a request has none, so:
 * - behind TRUSTED_PROXY_HOPS proxies, the entry the outermost trusted proxy wrote counts; a
 *   client's own entries further left are never believed;
 * - with no proxy (0), the entry is the socket's, as long as a client's own header is dropped
 *   before Next: `npm start` (src/start/serve.ts) drops it and says so; under a bare `next start`
 *   every visitor shares one bucket (README "Client address").
 * The proxy puts the result in this header, replacing whatever a client sent in it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-cercle-client-address'

function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

/** Set by `npm start`'s server, which drops a client's own X-Forwarded-For before Next sees it. */
export const SANITISED_FORWARDING = 'CERCLE_FORWARDING_SANITISED'

/** Called once by `npm start`'s server before it hands requests to Next. */
export function announceSanitisedForwarding(): void {
  process.env[SANITISED_FORWARDING] = '1'
}

/**
 * The address from X-Forwarded-For as Next hands it to the proxy; with fewer entries than hops,
 * the nearest proxy's. With no trusted proxy the header holds the socket's address only when our
 * server dropped a client's own first: a bare `next start`, which cannot know, counts every
 * visitor as one (it fails closed, as before the proxy existed). An entry that is no address
 * (a port is allowed and ignored) counts as unknown too.
 */
export function addressFromForwarded(
  forwardedFor: string | null,
  hops = trustedProxyHops(),
  sanitised = process.env[SANITISED_FORWARDING] === '1',
): string {
  if (hops === 0 && !sanitised) return 'unknown'
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = forwarded[forwarded.length - Math.max(hops, 1)] ?? forwarded[forwarded.length - 1]
  const address = entry === undefined ? null : withoutPort(entry)
  return address ? bucketOf(address) : 'unknown'
}

/** `203.0.113.7`, `203.0.113.7:5678`, `2001:db8::1` or `[2001:db8::1]:443` → the address; anything else → null. */
function withoutPort(entry: string): string | null {
  const candidate = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry)?.[1] ?? entry
  return isIP(candidate) ? candidate : null
}

/**
 * What the limits count by: an IPv4 address, or an IPv6 address's /64 (one subscriber's
 * network, whose 2^64 addresses would otherwise each get their own allowance).
 */
export function bucketOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  if (!isIPv6(address)) return address
  const [head, tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Called by `npm start`'s server on every request, before Next: with no trusted proxy, a
 * client's own X-Forwarded-For is dropped, so that Next writes the socket's address there.
 * Warns once when such a header arrives, since a proxy in front may have been forgotten.
 */
export function dropUntrustedForwarding(req: IncomingMessage): void {
  if (trustedProxyHops() > 0 || req.headers['x-forwarded-for'] === undefined) return
  delete req.headers['x-forwarded-for']
  const warning = processWide('untrustedForwardingWarning', () => ({ given: false }))
  if (warning.given) return
  warning.given = true
  console.warn(
    '[server] requests carry X-Forwarded-For but TRUSTED_PROXY_HOPS is 0: if a proxy stands in front, every visitor shares its address (README "Client address").',
  )
}

/**
 * In a route handler. Without the proxy's header (a handler called directly), every request is
 * "local": one bucket.
 */
export function clientAddress(req: Request): string {
  return req.headers.get(CLIENT_ADDRESS_HEADER) || 'local'
}
