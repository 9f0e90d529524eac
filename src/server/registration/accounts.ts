import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { AbGroup } from '@/domain/applicationStatus'
import type { User } from '@/payload-types'

import { prepareConfirmation } from '../account/emailConfirmation'
import { withPasswordHashing } from '../auth/hashingGate'
import { issueSession } from '../auth/session'
import { inTransaction } from '../db/transaction'
import { deliverInBackground } from '../email/outbox'
import { useInvitation } from '../sponsorship/invitations'

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
  /** The token of the invitation that opened the registration, if any: it records the sponsor, never a status. */
  invitation?: string
}

/**
 * Creates an applicant, opens its session and mails the link that confirms its address (DESIGN §4), in one
 * transaction: a sign-up is stored whole or not at all, whatever fails. An account created without a
 * password gets a random secret nobody knows and `hasPassword: false`, so it can never be
 * logged into until the applicant chooses one at step 7 (DESIGN §5).
 */
export async function createAccount(payload: Payload, account: NewAccount) {
  const password = account.password ?? randomBytes(32).toString('base64url')
  const confirmation = await prepareConfirmation(payload, { firstName: account.firstName }, account.email, 'account')
  // The one password hash of a sign-up waits for a hashing slot (or is refused) before anything is written.
  const { user, cookie, mailId } = await withPasswordHashing(() =>
    inTransaction(payload, async (tx) => {
      const user = (await payload.create({
        collection: 'users',
        overrideAccess: false,
        req: tx.req,
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
      })) as User
      if (account.invitation) await useInvitation(tx, account.invitation, user.id)
      // The session is issued, not logged into: a second password hash would double a sign-up's cost.
      const cookie = await issueSession(payload, user.id, tx)
      // The address is proven later, from the link; the wizard goes on meanwhile (DESIGN §4).
      return { user, cookie, mailId: await confirmation.queue(tx, user.id) }
    }),
  )
  deliverInBackground(payload, mailId)
  return { user, cookie }
}
