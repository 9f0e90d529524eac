import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import type { AuditKind } from '@/domain/audit'
import { isEditorialUser } from '@/domain/roles'
import type { User } from '@/payload-types'
import { auditPerson, changedFields, erasedPersonLabel, pseudonymiseAuditOf, recordAudit } from '@/server/audit/auditLog'
import { operationTransaction } from '@/server/db/transaction'

/** Payload's edits in the audit log, in the operation's own transaction. */

const actorOf = (user: unknown) => (user && typeof user === 'object' && 'email' in user ? auditPerson(user as User) : null)

const ACCOUNT_FIELDS = { role: 'account.role', email: 'account.email' } as const satisfies Record<string, AuditKind>

/** A role or an address changed, by an admin or by the account's own confirmed change. */
export const auditAccountChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  for (const [field, kind] of Object.entries(ACCOUNT_FIELDS)) {
    if (previousDoc[field] === doc[field]) continue
    await recordAudit(await operationTransaction(req), {
      kind,
      actor: actorOf(req.user),
      subject: auditPerson(doc as User),
      record: { type: 'users', id: doc.id },
      changes: { [field]: [previousDoc[field] ?? null, doc[field] ?? null] },
    })
  }
  return doc
}

/**
 * An account erased (by its holder, DELETE /api/me, or by an admin): the entries about it are
 * pseudonymised, those it made about others keep its name (pseudonymiseAuditOf), and the erasure
 * itself is recorded under the same pseudonym, with the role a team account had.
 */
export const auditErasure: CollectionAfterDeleteHook = async ({ doc, req }) => {
  // Outside a transaction the upkeep flag would hold for one statement only: the erasure would
  // be refused rather than done by halves (Payload's delete always opens one).
  if ((await req.transactionID) === undefined) throw new Error('an erasure is pseudonymised in its own transaction')
  const tx = await operationTransaction(req)
  await pseudonymiseAuditOf(tx, doc.id)
  const erased = { id: null, label: erasedPersonLabel(doc.id) }
  const bySelf = (req.user as User | null)?.id === doc.id
  await recordAudit(tx, {
    kind: 'gdpr.erasure',
    actor: bySelf ? erased : actorOf(req.user),
    subject: erased,
    record: { type: 'users', id: null },
    changes: isEditorialUser(doc) ? { role: [doc.role, null] } : {},
  })
  return doc
}

/** The site settings or a content page edited: the fields that changed, before → after. */
export function auditGlobalEdits(kind: Extract<AuditKind, 'settings.edited' | 'page.edited' | 'newsletter.edited'>): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, req, global }) => {
    const changes = changedFields(previousDoc, doc)
    if (Object.keys(changes).length > 0) {
      await recordAudit(await operationTransaction(req), {
        kind,
        actor: actorOf(req.user),
        record: { type: 'globals', id: global.slug },
        changes,
      })
    }
    return doc
  }
}
