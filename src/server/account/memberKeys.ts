import { createHmac, hkdfSync } from 'node:crypto'

import { normalisedEmail, normalisedPhone } from '@/domain/keptAfterErasure'

import { payloadSecret } from '../env'

/**
 * The pseudonymous keys of a person (keyed hashes of their normalised address and phone number)
 * under which the club keeps what an erasure must not wipe. The secret is derived from
 * PAYLOAD_SECRET for this use alone (HKDF), so a key reveals nothing of the sessions' secret nor of
 * the audit log's pseudonyms, and without the secret nobody can test an address against a key.
 */
export type MemberKeys = { email: string; phone: string | null }

const KEY_INFO = 'cercle: what an erasure keeps'

function keyedHash(secret: Buffer, kind: 'email' | 'phone', value: string): string {
  return createHmac('sha256', secret).update(`${kind}:${value}`).digest('hex')
}

export function memberKeys(person: { email: string; phone?: string | null }): MemberKeys {
  const secret = Buffer.from(hkdfSync('sha256', payloadSecret(), '', KEY_INFO, 32))
  const phone = person.phone ? normalisedPhone(person.phone) : null
  return { email: keyedHash(secret, 'email', normalisedEmail(person.email)), phone: phone ? keyedHash(secret, 'phone', phone) : null }
}
