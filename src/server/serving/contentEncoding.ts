import type { IncomingMessage } from 'node:http'

import Negotiator from 'negotiator'

/** negotiator 1.x breaks a tie between equal weights by the server's order; its types (0.6, the latest) lack that argument. */
type NegotiatorWithPreference = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined }

/**
 * The encoding to answer `req` with: the one of `offered` its Accept-Encoding weighs highest (a
 * `q=0` refuses one), the first offered at equal weight, else none (`undefined`: send the bytes as they are).
 */
export function negotiatedEncoding<E extends string>(req: IncomingMessage, offered: readonly E[]): E | undefined {
  // Its typed one-argument `encoding` is assignable to the two-argument one 1.x has.
  const negotiator: NegotiatorWithPreference = new Negotiator(req)
  const chosen = negotiator.encoding([...offered, 'identity'], { preferred: offered })
  return offered.find((encoding) => encoding === chosen)
}
