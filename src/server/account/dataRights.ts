import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { closeSession } from '../auth/session'

/** Fields never handed out, even to their owner. */
const SECRET_FIELDS = ['hash', 'salt', 'sessions', 'resetPasswordToken', 'resetPasswordExpiration', 'loginAttempts', 'lockUntil'] as const

/**
 * GDPR access and portability: everything stored about the applicant, read as the applicant,
 * with the contact messages sent from the account's address.
 */
export async function exportUserData(payload: Payload, user: User) {
  const account = (await payload.findByID({ collection: 'users', id: user.id, user, overrideAccess: false, depth: 0 })) as unknown as Record<string, unknown>
  for (const field of SECRET_FIELDS) delete account[field]
  // Contact messages are readable by admins only: looked up by the system for their sender.
  const messages = await payload.find({
    collection: 'contact-messages',
    where: { email: { equals: user.email } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, email: true, subject: true, message: true, createdAt: true },
  })
  return { exportedAt: new Date().toISOString(), account, contactMessages: messages.docs }
}

/** GDPR erasure: the account and its contact messages are deleted, the session ends. */
export async function deleteAccount(payload: Payload, user: User): Promise<string> {
  const cookie = await closeSession(payload, user)
  await payload.delete({ collection: 'users', id: user.id, user, overrideAccess: false })
  await payload.delete({ collection: 'contact-messages', where: { email: { equals: user.email } }, overrideAccess: true })
  return cookie
}
