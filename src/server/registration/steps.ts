import type { Payload } from 'payload'
import type { z } from 'zod'

import { LAST_SAVED_STEP, WIZARD_STEPS } from '@/domain/limits'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'
import { STEP_SCHEMAS, type SavedStep, step7NewPasswordSchema } from '@/domain/registration'
import type { User } from '@/payload-types'

import { queueApplicantMail } from './applicantMails'
import { withPasswordHashing } from '../auth/hashingGate'
import { issueSession } from '../auth/session'
import { inTransaction, sql } from '../db/transaction'
import { deliverOrRetryLater } from '../email/outbox'
import { validate } from '../http/body'
import { badRequest } from '../http/errors'

type StepData<S extends SavedStep> = z.output<(typeof STEP_SCHEMAS)[S]>

/** Maps a validated step to the user fields it stores. */
function fieldsOf(step: SavedStep, data: StepData<SavedStep>): Partial<User> & { password?: string } {
  const { confirmPassword: _confirm, acceptRules: _accept, presentation, sector, ...rest } = data as Record<string, unknown>
  const fields: Record<string, unknown> = { ...rest }
  if (presentation !== undefined) fields.presentation = presentation
  if (step === 4) fields.sector = sector || null
  return fields as Partial<User> & { password?: string }
}

/**
 * Saves one wizard step for the session's own account (DESIGN §5): validates it with that
 * step's schema, stores it and advances; step 7 completes the application.
 */
export async function saveStep(payload: Payload, user: User, step: SavedStep, raw: unknown) {
  if (user.registrationCompleted) throw badRequest(API_ERRORS.registrationCompleted)
  const reached = user.registrationStep ?? 1
  if (step > reached) throw badRequest(VALIDATION.stepNotReached)

  const completing = step === LAST_SAVED_STEP
  const schema = completing && user.hasPassword === false ? step7NewPasswordSchema : STEP_SCHEMAS[step]
  const data = validate(schema, raw)
  const fields = fieldsOf(step, data)

  const save = () =>
    inTransaction(payload, async (tx) => {
      // Read again under a row lock: a double submission of step 7 completes (and mails) once.
      const [row] = await tx.query<{ registration_completed: boolean }>(
        sql`SELECT registration_completed FROM users WHERE id = ${user.id} FOR UPDATE`,
      )
      if (row?.registration_completed) throw badRequest(API_ERRORS.registrationCompleted)
      const updated = (await payload.update({
        collection: 'users',
        id: user.id,
        user,
        overrideAccess: false,
        req: tx.req,
        context: { flow: 'registration' },
        data: {
          ...fields,
          ...(fields.password ? { hasPassword: true } : {}),
          ...(completing
            ? { registrationCompleted: true, registrationStep: WIZARD_STEPS, rulesAcceptedAt: new Date().toISOString() }
            : { registrationStep: Math.max(reached, step + 1) }),
        },
      })) as User
      // The acknowledgement is queued with the completion itself, and sent once it is stored.
      // A new password ends the old sessions: a fresh one is opened with it, so the wizard goes on.
      const cookie = fields.password ? await issueSession(payload, user.id, tx) : undefined
      return { updated, cookie, mailId: completing ? await queueApplicantMail(payload, tx, updated, 'received') : null }
    })
  // Choosing a password at step 7 hashes it: that save waits for (or is refused) a hashing slot.
  const { updated, cookie, mailId } = fields.password ? await withPasswordHashing(save) : await save()
  // The step is stored: a mail that cannot leave now is retried by the outbox, never reported as a failed step.
  if (mailId !== null) await deliverOrRetryLater(payload, mailId)
  return { user: updated, completed: completing, cookie }
}
