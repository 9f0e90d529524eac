import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { payloadSecret } from '../env'

/**
 * A secret the site must be able to show again (a calendar feed's address), sealed with AES-256-GCM
 * under a key derived from PAYLOAD_SECRET for this use alone (HKDF): a leaked table or backup gives
 * no working address without the server's secret, and the tag refuses any altered value. The
 * context (the row's owner) is bound in as associated data, so a sealed value copied onto another
 * row does not open. Lookups still go through the secret's hash (secretTokens.ts).
 */
const KEY_INFO = 'cercle: sealed secrets shown again'
const VERSION = 'v1'

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', payloadSecret(), '', KEY_INFO, 32))
}

export function sealSecret(secret: string, context: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  cipher.setAAD(Buffer.from(context))
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.')
}

/** The secret, or null when it cannot be opened (another PAYLOAD_SECRET since, another row's value, an altered one). */
export function openSecret(sealed: string, context: string): string | null {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(context))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
