import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, HydrateAuthProvider, SetStepNav } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

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
