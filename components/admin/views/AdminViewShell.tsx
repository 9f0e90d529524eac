import Link from 'next/link'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, HydrateAuthProvider, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { GUARD_TEXTS } from '@/domain/adminTexts'

/**
 * Payload's own shell (navigation, header, light and dark themes) around one of our root views:
 * Payload renders custom root views bare, so each of ours wraps itself in its Default template.
 */
export function AdminViewShell({
  props,
  title,
  nav,
  children,
}: {
  props: AdminViewServerProps
  title: string
  nav?: { label: string; url?: string }[]
  children: ReactNode
}) {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <HydrateAuthProvider permissions={permissions} />
      <SetStepNav nav={nav ?? [{ label: title }]} />
      <Gutter className="club-view">{children}</Gutter>
    </DefaultTemplate>
  )
}

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
