import type { Payload } from 'payload'

import { contactSubjectLabel } from '@/domain/contact'
import { getSiteSettings } from '@/server/settings/siteSettings'

/** A contact message's subject as the visitor chose it, with the club's name filled in (not '{brand}'). */
async function subjectLabel(payload: Payload, value: unknown): Promise<string> {
  if (typeof value !== 'string' || !value) return ''
  return contactSubjectLabel(value, (await getSiteSettings(payload)).brand)
}

/** The subject in the messages' list. */
export async function ContactSubjectCell({ cellData, payload }: { cellData: unknown; payload: Payload }) {
  return <span>{await subjectLabel(payload, cellData)}</span>
}

/** The subject on a message's page: read only, as the visitor sent it. */
export async function ContactSubjectField({ value, payload }: { value: unknown; payload: Payload }) {
  return (
    <div className="field-type club-readonly-field">
      <span className="field-label">Sujet</span>
      <p>{await subjectLabel(payload, value)}</p>
    </div>
  )
}
