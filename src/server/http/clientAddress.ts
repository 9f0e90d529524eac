import type { IncomingMessage } from 'node:http'
import { isIPv6 } from 'node:net'

/**
 * The client's address (DESIGN §4): the socket's address as our production server sees it, or,
 * behind TRUSTED_PROXY_HOPS proxies, the X-Forwarded-For entry the outermost trusted proxy
 * wrote. A client's own X-Forwarded-For entries further left are never believed. The server
 * (scripts/serve.ts) puts the result in this header, replacing whatever a client sent in it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-cercle-client-address'

function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

export function addressOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops = trustedProxyHops()): string {
  const socket = req.socket.remoteAddress ?? 'unknown'
  if (hops === 0) return bucketOf(socket)
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return bucketOf(forwarded[forwarded.length - hops] ?? socket)
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

let warnedAboutProxy = false

/** Called by the production server on every request, before Next sees it. */
export function stampClientAddress(req: IncomingMessage): void {
  req.headers[CLIENT_ADDRESS_HEADER] = addressOf(req)
  if (!warnedAboutProxy && trustedProxyHops() === 0 && req.headers['x-forwarded-for'] !== undefined) {
    warnedAboutProxy = true
    console.warn(
      '[server] requests carry X-Forwarded-For but TRUSTED_PROXY_HOPS is 0: if a proxy stands in front, every visitor shares its address (README "Client address").',
    )
  }
}

/**
 * In a route handler. Without our server in front (next dev), every request is "local": one
 * bucket, which only a developer's own machine shares.
 */
export function clientAddress(req: Request): string {
  return req.headers.get(CLIENT_ADDRESS_HEADER) || 'local'
}
