import type { IncomingMessage } from 'node:http'

/**
 * The client's address (DESIGN §4): the socket's address as our production server sees it, or,
 * behind TRUSTED_PROXY_HOPS proxies, the X-Forwarded-For entry the outermost trusted proxy
 * wrote. A client's own X-Forwarded-For entries further left are never believed. The server
 * (scripts/serve.ts) puts the result in this header, replacing whatever a client sent in it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-cercle-client-address'

export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

export function addressOf(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops = trustedProxyHops()): string {
  const socket = req.socket.remoteAddress ?? 'unknown'
  if (hops === 0) return socket
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return forwarded[forwarded.length - hops] ?? socket
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
