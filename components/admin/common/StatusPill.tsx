import { Pill } from '@payloadcms/ui'

import { REVIEW_TEXTS } from '@/domain/adminTexts'
import { applicationStatusLabel } from '@/domain/applicationStatus'

const STYLES = { pending: 'warning', approved: 'success', rejected: 'error' } as const

/**
 * An application's status as a badge (SPEC §4: 'En attente', and 'Statut inconnu' for anything
 * else); a registration not yet sent says so instead.
 */
export function StatusPill({ status, unfinished }: { status: string | null | undefined; unfinished?: boolean }) {
  if (unfinished) {
    return (
      <Pill pillStyle="light-gray" size="small">
        {REVIEW_TEXTS.unfinishedBadge}
      </Pill>
    )
  }
  const style = STYLES[(status ?? 'pending') as keyof typeof STYLES] ?? 'light-gray'
  return (
    <Pill pillStyle={style} size="small">
      {applicationStatusLabel(status)}
    </Pill>
  )
}
