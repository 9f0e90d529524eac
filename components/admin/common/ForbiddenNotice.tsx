import Link from 'next/link'

import { GUARD_TEXTS } from '@/domain/adminTexts'

/** What a team member sees on a view their role does not serve (the guard said 'forbidden'). */
export function ForbiddenNotice() {
  return (
    <div className="club-forbidden" role="alert">
      <h1 className="club-view__title">{GUARD_TEXTS.forbiddenTitle}</h1>
      <p>{GUARD_TEXTS.forbidden}</p>
      <Link href="/admin">{GUARD_TEXTS.back}</Link>
    </div>
  )
}
