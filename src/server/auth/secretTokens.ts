import { createHash, randomBytes } from 'node:crypto'

/** A secret for a link or a feed: 256 random bits, safe in a URL. Only its hash is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a secret token: a leaked table gives no working link. */
export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
