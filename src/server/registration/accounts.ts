import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { AbGroup } from '@/domain/applicationStatus'
import type { User } from '@/payload-types'

import { sendConfirmation } from '../account/emailConfirmation'
import { openSession } from '../auth/session'

type NewAccount = {
  email: string
  firstName?: string
  lastName?: string
  themes?: User['themes']
  newsletter?: boolean
  /** Absent for quick sign-up and the simplified form: the account has no usable password. */
  password?: string
  source: 'wizard' | 'quick-signup' | 'simplified'
  registrationStep: number
  abTestGroup: AbGroup | null
}

/**
 * Creates an applicant, opens its session and mails the link that confirms its address (DESIGN §4). An account created without a
 * password gets a random secret nobody knows and `hasPassword: false`, so it can never be
 * logged into until the applicant chooses one at step 7 (DESIGN §5).
 */
export async function createAccount(payload: Payload, account: NewAccount) {
  const password = account.password ?? randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: false,
    context: { flow: 'registration' },
    data: {
      role: 'applicant',
      applicationStatus: 'pending',
      email: account.email,
      password,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      themes: account.themes ?? [],
      newsletter: account.newsletter ?? false,
      source: account.source,
      registrationStep: account.registrationStep,
      hasPassword: account.password !== undefined,
      abTestGroup: account.abTestGroup,
    },
  })
  const session = await openSession(payload, account.email, password)
  // The address is proven later, from the link; the wizard goes on meanwhile (DESIGN §4).
  await sendConfirmation(payload, session.user, session.user.email, 'account')
  return session
}
